import { stripJsonExtensions } from './stripJsonExtensions';

describe('stripJsonExtensions', () => {
  it.each([
    ['empty', '', ''],
    ['plain JSON untouched', '{"a":[1,2]}', '{"a":[1,2]}'],
    ['line comment', '{"a":1} // note', '{"a":1}        '],
    ['block comment', '/* c */{"a":1}', '       {"a":1}'],
    ['trailing comma in object', '{"a":1,}', '{"a":1 }'],
    ['trailing comma in array', '[1,2,]', '[1,2 ]'],
    ['trailing comma before whitespace', '[1,\n]', '[1 \n]'],
    ['trailing comma then comment', '[1, // last\n]', '[1         \n]'],
    ['comment between comma and bracket', '[1,/*x*/]', '[1      ]'],
    ['slashes inside strings are data', '{"u":"http://x/*y*/"}', '{"u":"http://x/*y*/"}'],
    ['commas inside strings are data', '["a,]", "b,}"]', '["a,]", "b,}"]'],
    ['escaped quote inside string', '["a\\",]"]', '["a\\",]"]'],
    ['escaped backslash before quote', '["a\\\\",]', '["a\\\\" ]'],
    ['multi-byte and emoji comments', '// 日本語🚀\n[1]', '        \n[1]'],
    ['CRLF kept', '{\r\n// c\r\n"a":1,\r\n}', '{\r\n    \r\n"a":1 \r\n}'],
    ['block comment keeps line breaks', '/*a\r\nb*/1', '   \r\n   1'],
    ['unclosed block comment left for the parser', '[1] /* open', '[1] /* open'],
    ['comma followed by a value is kept', '[1,/*x*/2]', '[1,     2]'],
    // A comma with no value before it is not a trailing comma (jsonc-parser: ValueExpected).
    ['a lone comma in an array is left for the parser', '[,]', '[,]'],
    ['a lone comma in an object is left for the parser', '{,}', '{,}'],
    ['a spaced lone comma is left too', '[ , ]', '[ , ]'],
    ['a second comma is left', '[1,,]', '[1,,]'],
    ['a comma after a colon is left', '{"a":,}', '{"a":,}'],
    ['a comma after a closed container is trailing', '[[1],{},]', '[[1],{} ]'],
    ['a comma after a literal is trailing', '[true,null,]', '[true,null ]'],
  ])('%s', (_name, input, expected) => {
    const output = stripJsonExtensions(input);
    expect(output).toBe(expected);
    expect(output.length).toBe(input.length);
  });

  it('makes JSONC parse as JSON', () => {
    const jsonc = `{
  // compiler options
  "compilerOptions": {
    "target": "ES2022", /* modern */
    "paths": { "@/*": ["src/*"], },
  },
}`;
    expect(JSON.parse(stripJsonExtensions(jsonc))).toEqual({
      compilerOptions: { target: 'ES2022', paths: { '@/*': ['src/*'] } },
    });
  });

  it('handles a large document quickly', () => {
    const big = `[${Array.from({ length: 100_000 }, (_, i) => `{"n":${i}, /* c */ "s":"x,]"},`).join('\n')}]`;
    const started = performance.now();
    const parsed = JSON.parse(stripJsonExtensions(big)) as unknown[];
    expect(parsed).toHaveLength(100_000);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
