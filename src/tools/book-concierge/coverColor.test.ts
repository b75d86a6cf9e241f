import { coverColor, isSafeCoverUrl } from './coverColor';

describe('coverColor', () => {
  it('is stable per ISBN and a hex colour', () => {
    expect(coverColor('4873115655')).toBe(coverColor('4873115655'));
    expect(coverColor('')).toMatch(/^#[0-9a-f]{6}$/);
    const colours = new Set(
      ['4873115655', '0132350882', '020161622X', '4478025819', '1449373321'].map(coverColor),
    );
    expect(colours.size).toBeGreaterThan(1);
  });
});

describe('isSafeCoverUrl', () => {
  it.each([
    ['https://books.google.com/x.jpg', true],
    ['http://books.google.com/x.jpg', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['', false],
    [null, false],
  ])('%s → %s', (url, expected) => {
    expect(isSafeCoverUrl(url)).toBe(expected);
  });
});
