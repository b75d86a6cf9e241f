import { subsetTag } from './pdfFonts';

describe('the subset tag of an embedded font', () => {
  it.each(['0:請求書', '12:', '124:株式会社サンプル商事'])(
    'is six capital letters (%s)',
    (seed) => {
      expect(subsetTag(seed)).toMatch(/^[A-Z]{6}$/);
    },
  );

  it('is the same for the same glyphs and differs for others', () => {
    expect(subsetTag('3:abc')).toBe(subsetTag('3:abc'));
    const tags = new Set(Array.from({ length: 200 }, (_, index) => subsetTag(`${index}:請求`)));
    expect(tags.size).toBe(200);
  });
});
