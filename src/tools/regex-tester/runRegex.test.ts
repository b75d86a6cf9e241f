import { runRegex, type RegexRequest } from './runRegex';

const request = (overrides: Partial<RegexRequest>): RegexRequest => ({
  pattern: '',
  flags: 'g',
  text: '',
  replacement: null,
  ...overrides,
});

describe('runRegex', () => {
  it.each([
    ['empty pattern', request({ text: 'abc' })],
    ['empty text', request({ pattern: 'a' })],
    ['both empty', request({})],
  ])('matches nothing for %s', (_name, req) => {
    expect(runRegex(req)).toEqual({ status: 'empty' });
  });

  it('reports an invalid pattern even with no text', () => {
    expect(runRegex(request({ pattern: '(' }))).toMatchObject({ status: 'invalid' });
  });

  it('finds matches', () => {
    expect(runRegex(request({ pattern: '\\d+', text: 'a1b22' }))).toMatchObject({
      status: 'ok',
      total: 2,
      replaced: null,
    });
  });

  it.each([
    ['numbered groups', '(\\d{4})-(\\d{2})', 'g', '2025-04', '$2/$1', '04/2025'],
    ['named groups', '(?<y>\\d{4})-(?<m>\\d{2})', 'g', '2025-04', '$<m>月$<y>', '04月2025'],
    ['whole match', '\\d+', 'g', 'a1b22', '[$&]', 'a[1]b[22]'],
    ['dollar sign', '\\d+', 'g', 'a1', '$$', 'a$'],
    ['before and after', 'b', 'g', 'abc', "<$`|$'>", 'a<a|c>c'],
    ['first only without g', 'a', '', 'aaa', 'b', 'baa'],
    ['empty matches', 'x*', 'g', 'ab', '-', '-a-b-'],
    ['Japanese', '株式会社', 'g', '株式会社サンプル', '(株)', '(株)サンプル'],
    ['emoji with u', '.', 'gu', '🚀', 'x', 'x'],
    ['CRLF line ends', '\\r\\n', 'g', 'a\r\nb', '\n', 'a\nb'],
  ])('replaces: %s', (_name, pattern, flags, text, replacement, expected) => {
    const result = runRegex(request({ pattern, flags, text, replacement }));
    expect(result).toMatchObject({ status: 'ok', replaced: expected });
  });

  it('copes with a large text', () => {
    const text = 'abc 123 '.repeat(100_000);
    const result = runRegex(request({ pattern: '\\d+', text, replacement: '#' }));
    expect(result).toMatchObject({ status: 'ok', total: 100_000, truncated: true });
    if (result.status === 'ok') expect(result.matches).toHaveLength(10_000);
  });
});
