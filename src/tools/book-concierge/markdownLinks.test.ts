import { parseMarkdownLinks, safeHttpUrl } from './markdownLinks';

describe('parseMarkdownLinks', () => {
  it.each([
    ['', []],
    ['plain text', [{ kind: 'text', text: 'plain text' }]],
    [
      '詳しくは[公式](https://example.com/a?b=1&c=2)へ',
      [
        { kind: 'text', text: '詳しくは' },
        { kind: 'link', text: '公式', href: 'https://example.com/a?b=1&c=2' },
        { kind: 'text', text: 'へ' },
      ],
    ],
    ['[http](http://example.com)', [{ kind: 'link', text: 'http', href: 'http://example.com/' }]],
    ['[x](javascript:alert(1))', [{ kind: 'text', text: '[x](javascript:alert(1))' }]],
    ['[x](JavaScript:alert(1))', [{ kind: 'text', text: '[x](JavaScript:alert(1))' }]],
    [
      '[x](data:text/html,<script>alert(1)</script>)',
      [{ kind: 'text', text: '[x](data:text/html,<script>alert(1)</script>)' }],
    ],
    ['[x](//evil.example.com)', [{ kind: 'text', text: '[x](//evil.example.com)' }]],
    ['[x](vbscript:msgbox)', [{ kind: 'text', text: '[x](vbscript:msgbox)' }]],
    ['[x](https://a.com b)', [{ kind: 'text', text: '[x](https://a.com b)' }]],
    ['[](https://a.com)', [{ kind: 'text', text: '[](https://a.com)' }]],
    [
      '<b>bold</b> <img src=x onerror=alert(1)>',
      [{ kind: 'text', text: '<b>bold</b> <img src=x onerror=alert(1)>' }],
    ],
    [
      '[<img src=x>](https://a.com)',
      [{ kind: 'link', text: '<img src=x>', href: 'https://a.com/' }],
    ],
    [
      'Wiki [Tokyo](https://en.wikipedia.org/wiki/Tokyo_(disambiguation)) end',
      [
        { kind: 'text', text: 'Wiki ' },
        {
          kind: 'link',
          text: 'Tokyo',
          href: 'https://en.wikipedia.org/wiki/Tokyo_(disambiguation)',
        },
        { kind: 'text', text: ' end' },
      ],
    ],
    [
      '[[inner](https://a.com)](javascript:x)',
      [
        { kind: 'text', text: '[' },
        { kind: 'link', text: 'inner', href: 'https://a.com/' },
        { kind: 'text', text: '](javascript:x)' },
      ],
    ],
    ['[a [b] c](https://a.com)', [{ kind: 'text', text: '[a [b] c](https://a.com)' }]],
    ['[unclosed](https://a.com', [{ kind: 'text', text: '[unclosed](https://a.com' }]],
    ['[line\nbreak](https://a.com)', [{ kind: 'text', text: '[line\nbreak](https://a.com)' }]],
    [
      '[1](https://a.com)[2](https://b.com)',
      [
        { kind: 'link', text: '1', href: 'https://a.com/' },
        { kind: 'link', text: '2', href: 'https://b.com/' },
      ],
    ],
    [
      '😀[絵文字](https://a.com/😀)',
      [
        { kind: 'text', text: '😀' },
        { kind: 'link', text: '絵文字', href: 'https://a.com/%F0%9F%98%80' },
      ],
    ],
  ])('%j', (input, expected) => {
    expect(parseMarkdownLinks(input)).toEqual(expected);
  });

  it('handles a long text without links quickly', () => {
    const text = '['.repeat(20_000);
    const started = performance.now();
    expect(parseMarkdownLinks(text)).toEqual([{ kind: 'text', text }]);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('safeHttpUrl', () => {
  it.each([
    ['https://a.com', 'https://a.com/'],
    [' https://a.com ', 'https://a.com/'],
    ['ftp://a.com', null],
    ['https://', null],
    ['mailto:x@a.com', null],
  ])('%s → %s', (input, expected) => {
    expect(safeHttpUrl(input)).toBe(expected);
  });
});
