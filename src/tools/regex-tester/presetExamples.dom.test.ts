/**
 * Each address-like preset against 20+ texts it must find and 20+ it must not, checked against
 * the definitions the presets follow: the WHATWG URL parser, HTML's own e-mail validation
 * (jsdom's <input type="email">) and the calendar of Date.
 */
import { COMMON_PRESETS } from './presets';

function matchesOf(id: string, text: string): string[] {
  const preset = COMMON_PRESETS.find((candidate) => candidate.id === id);
  if (!preset) throw new Error(id);
  return [...text.matchAll(new RegExp(preset.pattern, `g${preset.addFlags ?? ''}`))].map(
    (match) => match[0],
  );
}

describe('URL preset', () => {
  const urls = [
    'https://example.com',
    'http://example.com/',
    'https://example.co.jp/path/to/page.html',
    'https://example.com/search?q=regex&lang=ja',
    'https://example.com/a?b=1#section-2',
    'https://user@host.example:8080/x',
    'https://user:pass@example.com/',
    'http://localhost:3000/api',
    'http://192.168.0.1/admin',
    'http://[::1]:8080/status',
    'https://example.com/a;b=c',
    "https://example.com/o'neil",
    'https://ja.wikipedia.org/wiki/日本',
    'https://例え.jp/パス?キー=値',
    'https://en.wikipedia.org/wiki/Foo_(bar)',
    'https://example.com/%E6%97%A5%E6%9C%AC',
    'https://example.com/~user/file.tar.gz',
    'https://example.com/a,b,c',
    'https://example.com/path/',
    'https://x',
    'HTTPS://EXAMPLE.COM/UPPER',
    'https://example.com/a+b*c!d$e',
  ];
  const contexts: [string, (url: string) => string][] = [
    ['alone', (url) => url],
    ['in a Japanese sentence', (url) => `詳しくは ${url} をご覧ください。`],
    ['before Japanese punctuation', (url) => `資料：${url}、${url}。`],
    ['in brackets', (url) => `（${url}）と「${url}」と(${url})`],
    ['ending a sentence', (url) => `See ${url}. Or ${url}, or ${url}! Is it ${url}?`],
    ['in quotes and angle brackets', (url) => `"${url}" '${url}' <${url}>`],
  ];

  it.each(urls)('finds %s whole in every context', (url) => {
    expect(new URL(url).protocol).toMatch(/^https?:$/);
    for (const [name, wrap] of contexts) {
      const text = wrap(url);
      const count = text.split(url).length - 1;
      expect({ name, found: matchesOf('url', text) }).toEqual({
        name,
        found: Array<string>(count).fill(url),
      });
    }
  });

  it.each([
    'example.com',
    'www.example.com',
    'ftp://example.com/file',
    'mailto:info@example.com',
    'file:///etc/hosts',
    'https://',
    'https:// example.com',
    'http:/example.com',
    'http//example.com',
    'https:///path',
    'https://?q=1',
    'https://#top',
    'https://.example.com',
    'https://@example.com',
    'https:\\\\example.com',
    'httpx://example.com',
    'ws://example.com/socket',
    'javascript:alert(1)',
    'data:text/plain,hello',
    '「https://」とだけ書いた場合',
    'https:',
  ])('finds no URL in %j', (text) => {
    expect(matchesOf('url', text)).toEqual([]);
  });
});

describe('e-mail preset', () => {
  /** What a browser's <input type="email"> accepts: the HTML standard's valid e-mail address. */
  function browserAccepts(address: string): boolean {
    const input = document.createElement('input');
    input.type = 'email';
    input.value = address;
    return input.checkValidity();
  }

  it.each([
    'info@example.co.jp',
    'a.b+c@x-y.com',
    "o'neil@example.com",
    'first.last@sub.domain.example',
    'user_name@example.com',
    'user-name@example.org',
    'x@a.io',
    '1234567890@example.com',
    'tag+filter@example.com',
    'hash#mark@example.com',
    'money$@example.com',
    'percent%@example.com',
    'amp&ersand@example.com',
    'star*@example.com',
    'slash/ok@example.com',
    'equals=@example.com',
    'question?@example.com',
    'caret^@example.com',
    'back`tick@example.com',
    'curly{brace}@example.com',
    'pipe|@example.com',
    'tilde~@example.com',
    'UPPER@EXAMPLE.COM',
    'a@xn--wgv71a119e.jp',
    'a@1-2-3.example',
  ])('finds %s whole, in and out of a sentence', (address) => {
    expect(browserAccepts(address)).toBe(true);
    expect(matchesOf('email', address)).toEqual([address]);
    expect(matchesOf('email', `お問い合わせは ${address} まで。`)).toEqual([address]);
    expect(matchesOf('email', `(${address}), <${address}>`)).toEqual([address, address]);
  });

  it.each([
    'a@-example.com',
    'a@example-.com',
    'a_b@ex_ample.com',
    'a@example.co_m',
    'a@example',
    'a@.example.com',
    'a@example..com',
    '@example.com',
    'a@',
    'a @example.com',
    'a@ example.com',
    'a@@example.com',
    'a@exa mple.com',
    'a@example.com-',
    'a@-.com',
    'a@example.-com',
    'a@日本.jp',
    'a@example.com_',
    `a@${'x'.repeat(64)}.com`,
    'a@[192.168.0.1]',
    'plainaddress',
  ])('finds no address in %j', (text) => {
    expect(browserAccepts(text) && text.includes('.')).toBe(false);
    expect(matchesOf('email', text)).toEqual([]);
  });
});

describe('date preset', () => {
  /** A real date when Date keeps the same year, month and day (no roll-over to the next month). */
  function isRealDate(year: number, month: number, day: number): boolean {
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    return (
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day
    );
  }
  const pad = (value: number, width: number) => String(value).padStart(width, '0');

  it('agrees with the calendar on every day-shaped string from 1896 to 2104 and century years', () => {
    const years = [
      ...Array.from({ length: 209 }, (_, index) => 1896 + index),
      0,
      4,
      100,
      400,
      1600,
      1700,
      1800,
      2400,
      2500,
      9996,
      9999,
    ];
    const wrong: string[] = [];
    for (const year of years)
      for (let month = 1; month <= 12; month++)
        for (let day = 1; day <= 31; day++) {
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          const found = matchesOf('date', text).length === 1;
          if (found !== isRealDate(year, month, day)) wrong.push(text);
        }
    expect(wrong).toEqual([]);
  });

  it.each([
    '2024-02-29',
    '2000-02-29',
    '2024-01-31',
    '2024-03-31',
    '2024-04-30',
    '2024-12-31',
    '2025-02-28',
    '1600-02-29',
    '2400-02-29',
    '0004-02-29',
    '1999-12-31',
    '2025-04-01',
    '2025-06-30',
    '2025-07-31',
    '2025-08-31',
    '2025-09-30',
    '2025-10-31',
    '2025-11-30',
    '2096-02-29',
    '2025-01-01',
  ])('finds %s in a sentence', (date) => {
    expect(matchesOf('date', `納期は${date}です（${date}）。`)).toEqual([date, date]);
  });

  it.each([
    '2024-02-30',
    '2023-02-29',
    '2024-04-31',
    '2024-06-31',
    '2024-09-31',
    '2024-11-31',
    '1900-02-29',
    '2100-02-29',
    '2025-13-01',
    '2025-00-10',
    '2025-01-00',
    '2025-01-32',
    '2025-1-01',
    '2025-01-1',
    '25-01-01',
    '12025-01-01',
    '2025-01-010',
    '2025/01/01',
    '2025-02-31',
    '2022-02-29',
    '1800-02-29',
  ])('finds no date in %j', (text) => {
    expect(matchesOf('date', text)).toEqual([]);
  });
});
