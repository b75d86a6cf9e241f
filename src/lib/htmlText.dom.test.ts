import { decodeHtmlText } from './htmlText';

/**
 * Expected values are what a browser's HTML parser makes of the same text: each case is also
 * parsed by jsdom (a WHATWG-conforming parser) as the reference.
 */
describe('decodeHtmlText', () => {
  const parsedByBrowser = (html: string) => {
    const element = document.createElement('div');
    element.innerHTML = html;
    return element.textContent;
  };

  it.each([
    ['&amp', '&'],
    ['&nbsp', '\u00a0'],
    ['&#65', 'A'],
    ['&#x41', 'A'],
    ['&copy 2024', '© 2024'],
    ['&AMP;', '&'],
    ['&LT;', '<'],
    ['&NotEqualTilde;', '≂̸'],
    ['&amp;lt;', '&lt;'],
    ['&#128;', '€'],
    ['&#0;', '\uFFFD'],
    ['&#xD800;', '\uFFFD'],
    ['&#x110000;', '\uFFFD'],
    ['&unknown;', '&unknown;'],
    ['&notit;', '¬it;'],
    ['AT&T', 'AT&T'],
    ['&hellip;&mdash;&yen;', '…—¥'],
    ['&#12354;&#x3042;', 'ああ'],
    ['&Aacute&aacute', 'Áá'],
    ['&ThinSpace;&zwnj;', '\u2009\u200c'],
  ])('%j', (html, expected) => {
    expect(parsedByBrowser(html)).toBe(expected);
    expect(decodeHtmlText(html)).toBe(expected);
  });
});
