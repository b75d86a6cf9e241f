import { captureGroupNames, compileRegex } from './compileRegex';

describe('compileRegex', () => {
  it('returns empty for an empty pattern', () => {
    expect(compileRegex('', 'g')).toEqual({ status: 'empty' });
  });

  it.each([
    ['\\d+', 'g'],
    ['日本', 'gi'],
    ['🚀', 'u'],
    ['[\\p{L}--[a-z]]', 'v'],
    ['(?<year>\\d{4})', 'dg'],
  ])('compiles %j with %j', (pattern, flags) => {
    const result = compileRegex(pattern, flags);
    expect(result.status).toBe('ok');
  });

  it.each([
    ['(', 'Unterminated group'],
    ['[a', 'Unterminated character class'],
    ['a{2,1}', 'numbers out of order'],
    ['\\p{Foo}', 'Invalid property name'],
    ['(?<n>a)(?<n>b)', 'Duplicate capture group name'],
    ['*', 'Nothing to repeat'],
  ])('reports the engine message for %j', (pattern, fragment) => {
    const result = compileRegex(pattern, pattern.startsWith('\\p') ? 'u' : 'g');
    expect(result.status).toBe('invalid');
    if (result.status === 'invalid') expect(result.message).toContain(fragment);
  });

  it('never combines u and v', () => {
    expect(compileRegex('a', 'guv').status).toBe('ok');
  });
});

describe('captureGroupNames', () => {
  it.each([
    ['abc', '', []],
    ['(a)(b)', '', [null, null]],
    ['(?<year>\\d{4})-(?<month>\\d\\d)', '', ['year', 'month']],
    ['(?:a)(b)', '', [null]],
    ['(?=a)(?!b)(?<=c)(?<!d)(e)', '', [null]],
    ['\\(a\\)(b)', '', [null]],
    ['[(](b)', '', [null]],
    ['[\\]( ](x)', '', [null]],
    ['[[(]](y)', 'v', [null]],
    ['(a(?<inner>b))', '', [null, 'inner']],
    ['(?<名前>x)', '', ['名前']],
    ['(?i:a)(b)', '', [null]],
    // The engine's own name, escapes decoded.
    ['(?<\\u0061b>x)', '', ['ab']],
    ['(?<\\u{61}b>x)(?<c>y)', 'u', ['ab', 'c']],
    ['(?<\\u{1D49C}>x)', '', ['\u{1D49C}']],
  ])('%j', (pattern, flags, expected) => {
    expect(captureGroupNames(pattern, flags)).toEqual(expected);
  });

  it('reads a name of any length, and the names of the groups after it', () => {
    const long = `n${'x'.repeat(300)}`;
    const pattern = `(?<${long}>a)(?<short>b)(c)`;
    expect(captureGroupNames(pattern)).toEqual([long, 'short', null]);
  });

  it("names every group as the engine's match does", () => {
    const patterns = [
      '(?<\\u0061b>x)(y)(?<z>z)',
      `(?<${'g'.repeat(400)}>x)(?<\\u{68}i>y)`,
      '(?<年>\\d{4})年(?<月>\\d{1,2})月',
    ];
    for (const pattern of patterns) {
      const regex = new RegExp(pattern, 'd');
      const found = regex.exec('xyz 2026年4月');
      const names = captureGroupNames(pattern, 'd');
      const engineNames = Object.keys(found?.groups ?? {});
      expect(names.filter((name) => name !== null)).toEqual(engineNames);
    }
  });
});
