import { htmlToText, truncateText } from './htmlToText';
import { safeHttpUrl } from './safeUrl';

describe('htmlToText', () => {
  it.each([
    ['<p>一行目</p><p>二行目</p>', '一行目 二行目'],
    ['a<br>b<br/>c', 'a b c'],
    ['<b>太字</b>と<i>斜体</i>', '太字と斜体'],
    ['<script>alert(1)</script>本文', '本文'],
    ['<SCRIPT type="text/javascript">x()</SCRIPT >本文', '本文'],
    ['<style>p{}</style><p>本文</p>', '本文'],
    ['<iframe src="https://evil.example"></iframe>本文', '本文'],
    ['本文<script>never closed', '本文'],
    ['<img src=x onerror=alert(1)>本文', '本文'],
    ['<!-- comment -->本文<![CDATA[x]]>', '本文'],
    ['&lt;script&gt; はタグです', '<script> はタグです'],
    ['&amp;lt;b&amp;gt;', '&lt;b&gt;'],
    ['A&nbsp;&nbsp;B&#12354;&#x1F600;', 'A Bあ😀'],
    ['&unknown; &#0; &#xD800;', '&unknown; \uFFFD \uFFFD'],
    ['  全角\u3000スペース\r\n改行  ', '全角 スペース 改行'],
    ['1 < 2 and 3 > 2', '1 < 2 and 3 > 2'],
    ['', ''],
  ])('%j -> %j', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it.each([
    ['&amp;amp;', '&amp;'],
    ['Q&amp;A &amp Co', 'Q&A & Co'],
    ['&copy 2024 &AMP; &LT;b&GT;', '© 2024 & <b>'],
    ['&#65&#x42 &NotEqualTilde;', 'AB ≂̸'],
    ['<p>Price&nbsp;&yen;100</p>', 'Price ¥100'],
  ])('decodes %j as a browser shows it', (html, text) => {
    const element = document.createElement('div');
    element.innerHTML = html;
    expect(element.textContent?.replace(/[\s\u00a0]+/g, ' ').trim()).toBe(text);
    expect(htmlToText(html)).toBe(text);
  });
});

describe('truncateText', () => {
  it('cuts at the limit and adds an ellipsis', () => {
    expect(truncateText('あ'.repeat(200), 200)).toBe('あ'.repeat(200));
    expect(truncateText('あ'.repeat(201), 200)).toBe(`${'あ'.repeat(200)}…`);
    expect(truncateText('abc def', 4)).toBe('abc…');
  });

  it('never splits an emoji', () => {
    const family = '👨‍👩‍👧‍👦';
    expect(truncateText(`${'a'.repeat(199)}${family}${family}`, 200)).toBe(
      `${'a'.repeat(199)}${family}…`,
    );
  });
});

describe('safeHttpUrl', () => {
  it.each([
    ['https://note.com/a/n/b', 'https://note.com/a/n/b'],
    ['http://example.com', 'http://example.com/'],
    ['  https://example.com/\n  path?x=1&y=2 ', 'https://example.com/path?x=1&y=2'],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['java\tscript:alert(1)', null],
    [' javascript:alert(1)', null],
    ['data:text/html,<script>', null],
    ['vbscript:msgbox', null],
    ['file:///etc/passwd', null],
    ['//evil.example/x', null],
    ['/relative', null],
    ['https://user:pass@example.com/', null],
    ['', null],
    [42, null],
  ])('%j -> %j', (raw, expected) => {
    expect(safeHttpUrl(raw)).toBe(expected);
  });

  it('resolves relative links against a base', () => {
    expect(safeHttpUrl('/n/abc', 'https://note.com/hashtag/AI')).toBe('https://note.com/n/abc');
    expect(safeHttpUrl('javascript:alert(1)', 'https://note.com/')).toBeNull();
  });
});
