import { decodeHtml, encodeHtml } from './htmlEntities';

describe('encodeHtml', () => {
  it.each([
    ['empty', '', false, ''],
    [
      'markup',
      '<a href="x">Tom & \'Jerry\'</a>',
      false,
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
    ],
    ['Japanese untouched', '「日本語」', false, '「日本語」'],
    ['non-ASCII as references', 'é日🚀', true, '&#xE9;&#x65E5;&#x1F680;'],
    ['CRLF untouched', 'a\r\nb', false, 'a\r\nb'],
    ['already escaped is escaped again', '&amp;', false, '&amp;amp;'],
  ])('%s', (_name, text, encodeNonAscii, expected) => {
    expect(encodeHtml(text, { encodeNonAscii })).toBe(expected);
  });
});

describe('decodeHtml', () => {
  it.each([
    ['empty', '', ''],
    ['the five', '&lt;&gt;&amp;&quot;&#39;&apos;', "<>&\"''"],
    ['decimal and hex', '&#26085;&#x672C;&#X8A9E;', '日本語'],
    ['emoji by number', '&#128640;&#x1F680;', '🚀🚀'],
    ['named symbols', '&copy; &yen;100 &hellip; &rarr;', '© ¥100 … →'],
    ['unknown names left alone', '&unknown; &unknown', '&unknown; &unknown'],
    ['legacy names without a semicolon', '&amp &nbsp;&copy 2024', '& \u00a0© 2024'],
    ['numbers without a semicolon', '&#65&#x41', 'AA'],
    ['upper-case legacy names', '&AMP;&LT;&GT;', '&<>'],
    ['HTML5 names', '&NotEqualTilde;&ThinSpace;', '≂̸\u2009'],
    ['no semicolon left alone', 'AT&T', 'AT&T'],
    ['null and out of range become U+FFFD', '&#0;&#x110000;&#xD800;', '\uFFFD\uFFFD\uFFFD'],
    ['windows-1252 range as browsers do', '&#128;&#150;', '€–'],
    ['double escaped decodes once', '&amp;lt;', '&lt;'],
    ['CRLF kept', 'a&amp;\r\nb', 'a&\r\nb'],
  ])('%s', (_name, text, expected) => {
    expect(decodeHtml(text)).toBe(expected);
  });

  it.each([
    '&amp',
    '&nbsp',
    '&#65',
    '&#x41',
    '&copy 2024',
    '&AMP;',
    '&LT;',
    '&NotEqualTilde;',
    '&notit;',
  ])('decodes %j exactly as the HTML parser does', (text) => {
    const area = document.createElement('textarea');
    area.innerHTML = text;
    expect(decodeHtml(text)).toBe(area.value);
  });

  it.each(['<p class="x">Tom & Jerry</p>', '日本語🚀\r\n', "it's"])('round-trips %j', (text) => {
    for (const encodeNonAscii of [false, true]) {
      expect(decodeHtml(encodeHtml(text, { encodeNonAscii }))).toBe(text);
    }
  });
});
