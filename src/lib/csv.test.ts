import { buildCsv, textCell, UTF8_BOM } from './csv';

describe('buildCsv', () => {
  it('starts with a BOM, uses CRLF and quotes commas, quotes and newlines', () => {
    const csv = buildCsv([
      ['品名', '金額'],
      ['a,b', 'say "hi"'],
      ['line1\nline2', 1000],
      [null, undefined],
    ]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('品名,金額\r\n"a,b","say ""hi"""\r\n"line1\nline2",1000\r\n,\r\n');
  });
});

describe('textCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+81 3', "'+81 3"],
    ['-5', "'-5"],
    ['@SUM', "'@SUM"],
    ['\tx', "'\tx"],
    ['plain', 'plain'],
    ['山田', '山田'],
    ['', ''],
    ['a=b', 'a=b'],
  ])('%j → %j', (value, expected) => {
    expect(textCell(value)).toBe(expected);
  });
});
