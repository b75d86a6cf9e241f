import { decodeKey, JsonSyntaxError, parseJsonTree } from './parseJsonTree';

describe('parseJsonTree', () => {
  it('keeps literals, key order and duplicate keys as written', () => {
    expect(parseJsonTree('{"b":12345678901234567890,"1":"\\u00e9","b":1e-7}')).toEqual({
      type: 'object',
      entries: [
        { rawKey: '"b"', value: { type: 'number', raw: '12345678901234567890' } },
        { rawKey: '"1"', value: { type: 'string', raw: '"\\u00e9"' } },
        { rawKey: '"b"', value: { type: 'number', raw: '1e-7' } },
      ],
    });
  });

  it.each([
    ['true', { type: 'boolean', raw: 'true' }],
    [' false ', { type: 'boolean', raw: 'false' }],
    ['null', { type: 'null', raw: 'null' }],
    ['-0.5E+3', { type: 'number', raw: '-0.5E+3' }],
    ['"日本語🚀"', { type: 'string', raw: '"日本語🚀"' }],
    ['[]', { type: 'array', items: [] }],
    ['\r\n{}\r\n', { type: 'object', entries: [] }],
  ])('parses %j', (text, expected) => {
    expect(parseJsonTree(text)).toEqual(expected);
  });

  // Every text JSON.parse rejects, this parser rejects too, at a sensible offset.
  it.each([
    ['', 0],
    ['{', 1],
    ['{"a" 1}', 5],
    ['{"a":1,}', 7],
    ['[1,]', 3],
    ['[1 2]', 3],
    ['01', 1],
    ['1.', 2],
    ['1e', 2],
    ['-', 1],
    ['"abc', 4],
    ['"a\nb"', 2],
    ['"\\q"', 1],
    ['"\\u12G4"', 1],
    ["{'a':1}", 1],
    ['tru', 0],
    ['NaN', 0],
    ['[1] x', 4],
    ['\ufeff[]', 0],
  ])('rejects %j at offset %i', (text, offset) => {
    expect(() => JSON.parse(text)).toThrow();
    try {
      parseJsonTree(text);
      expect.fail('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(JsonSyntaxError);
      expect((error as JsonSyntaxError).offset).toBe(offset);
    }
  });

  it.each([
    ['"plain"', 'plain'],
    ['"a\\"b"', 'a"b'],
    ['"\\u65e5\\u672c"', '日本'],
    ['"🚀"', '🚀'],
  ])('decodeKey(%s)', (raw, expected) => {
    expect(decodeKey(raw)).toBe(expected);
  });
});
