import { isWellFormedText } from '../../lib/wholeCharacters';
import {
  DEFAULT_JSON_OPTIONS,
  indentUnit,
  printJsonTree,
  processJson,
  sortJsonTree,
  type JsonOptions,
} from './formatJson';
import { parseJsonTree } from './parseJsonTree';
import { reindentJson } from './reindentJson';

const format = (input: string, options: Partial<JsonOptions> = {}) =>
  processJson(input, { ...DEFAULT_JSON_OPTIONS, ...options });

describe('processJson: format and minify', () => {
  it.each([
    ['object', '{"a":1,"b":[true,null]}', '{\n  "a": 1,\n  "b": [\n    true,\n    null\n  ]\n}'],
    ['empty containers stay on one line', '{"a":{},"b":[ ]}', '{\n  "a": {},\n  "b": []\n}'],
    ['scalar', ' 42 ', '42'],
    ['string with structural characters', '{"s":"a,{[:]}\\"x"}', '{\n  "s": "a,{[:]}\\"x"\n}'],
    ['Japanese and emoji', '{"名前":"山田🚀"}', '{\n  "名前": "山田🚀"\n}'],
    ['CRLF input', '{\r\n"a":\r\n1\r\n}', '{\n  "a": 1\n}'],
    ['byte order mark', '\ufeff{"a":1}', '{\n  "a": 1\n}'],
    [
      'big numbers untouched',
      '[12345678901234567890, 1.0, 1e400]',
      '[\n  12345678901234567890,\n  1.0,\n  1e400\n]',
    ],
    ['escapes untouched', '["\\u00e9\\n"]', '[\n  "\\u00e9\\n"\n]'],
    ['integer-like keys keep their place', '{"b":1,"1":2}', '{\n  "b": 1,\n  "1": 2\n}'],
    ['duplicate keys kept', '{"a":1,"a":2}', '{\n  "a": 1,\n  "a": 2\n}'],
  ])('formats %s', (_name, input, expected) => {
    expect(format(input)).toEqual({ ok: true, output: expected });
  });

  it.each([
    ['4 spaces', '4', '{\n    "a": [\n        1\n    ]\n}'],
    ['tab', 'tab', '{\n\t"a": [\n\t\t1\n\t]\n}'],
  ] as const)('indents with %s', (_name, indent, expected) => {
    expect(format('{"a":[1]}', { indent })).toEqual({ ok: true, output: expected });
  });

  it('minifies', () => {
    expect(format('{\n  "a" : [ 1 , "x y" ],\n  "b": {}\n}', { action: 'minify' })).toEqual({
      ok: true,
      output: '{"a":[1,"x y"],"b":{}}',
    });
  });

  it('matches JSON.stringify layout on ordinary documents', () => {
    const value = { a: [1, { b: 'c', d: [] }], e: {}, f: 'é', g: -1.5 };
    const text = JSON.stringify(value);
    for (const indent of ['2', '4', 'tab'] as const) {
      expect(format(text, { indent })).toEqual({
        ok: true,
        output: JSON.stringify(value, null, indentUnit(indent)),
      });
    }
    expect(format(text, { action: 'minify' })).toEqual({ ok: true, output: text });
  });

  it('sorts keys at every level, by code unit, keeping duplicates', () => {
    const result = format('{"b":{"z":1,"a":[{"y":1,"x":2}]},"a":1,"B":0,"a":2}', {
      sortKeys: true,
    });
    expect(result).toEqual({
      ok: true,
      output:
        '{\n  "B": 0,\n  "a": 1,\n  "a": 2,\n  "b": {\n    "a": [\n      {\n        "x": 2,\n        "y": 1\n      }\n    ],\n    "z": 1\n  }\n}',
    });
    expect(format('{"b":1,"a":2}', { sortKeys: true, action: 'minify' })).toEqual({
      ok: true,
      output: '{"a":2,"b":1}',
    });
  });

  it('sorts escaped keys by their meaning', () => {
    expect(format('{"\\u0062":1,"a":2}', { sortKeys: true, action: 'minify' })).toEqual({
      ok: true,
      output: '{"a":2,"\\u0062":1}',
    });
  });
});

describe('processJson: lenient mode', () => {
  const jsonc = '{\r\n  // comment\r\n  "a": [1, 2,], /* x */\r\n  "u": "http://x",\r\n}';
  it('rejects comments and trailing commas by default', () => {
    expect(format(jsonc).ok).toBe(false);
  });
  it('accepts them when lenient, producing strict JSON', () => {
    expect(format(jsonc, { lenient: true, action: 'minify' })).toEqual({
      ok: true,
      output: '{"a":[1,2],"u":"http://x"}',
    });
  });
  it('still reports real errors at the right place', () => {
    const result = format('{\n  // c\n  "a": 1\n  "b": 2\n}', { lenient: true });
    expect(result).toMatchObject({ ok: false, location: { line: 4, column: 3 } });
  });
});

describe('processJson: errors', () => {
  it.each([
    ['missing colon', '{\n  "a" 1\n}', 2, 7, '1'],
    ['trailing comma', '[1,2,]', 1, 6, ']'],
    ['unknown literal', '{\n  "a": tru\n}', 2, 8, 't'],
    ['single quotes', "{'a':1}", 1, 2, "'"],
    ['CRLF lines', '{\r\n"a":1,\r\n"b" 2}', 3, 5, '2'],
    ['after emoji', '["🚀" 1]', 1, 6, '1'],
    ['unterminated', '{"a":"x', 1, 8, ''],
    ['empty', '', 1, 1, ''],
  ])('%s', (_name, input, line, column, at) => {
    const result = format(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).not.toBe('');
    expect(result.location).toMatchObject({ line, column, at });
  });
});

describe('error messages', () => {
  it.each(['[😀]', '{"a": 🇯🇵}', '😀'])('quote whole characters for %j', (input) => {
    const result = format(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(isWellFormedText(result.message)).toBe(true);
    expect(result.message).not.toContain('\ufffd');
  });
});

describe('reindentJson and printJsonTree agree', () => {
  it.each([
    '{"a":[1,2,{"b":null}],"c":"d","e":{},"f":[]}',
    '[[[]],[{}],"x",-0,1E5]',
    '"only a string"',
  ])('%s', (text) => {
    for (const indent of [null, '  ', '\t']) {
      expect(printJsonTree(parseJsonTree(text), indent)).toBe(reindentJson(text, indent));
    }
  });

  it('leaves scalars alone when sorting', () => {
    const tree = parseJsonTree('1');
    expect(sortJsonTree(tree)).toBe(tree);
  });
});

describe('processJson: a huge document', () => {
  it('formats a 5 MB document and round-trips it', () => {
    const items = Array.from({ length: 40_000 }, (_, i) => ({
      id: i,
      name: `名前${i}`,
      tags: ['a', 'b'],
      nested: { ok: i % 2 === 0, v: null },
    }));
    const text = JSON.stringify(items);
    expect(text.length).toBeGreaterThan(2_000_000);
    const result = format(text);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.output).toBe(JSON.stringify(items, null, 2));
  });
});
