import {
  buildPageRule,
  contentZoom,
  DEFAULT_PAPER,
  isPaperSetting,
  paperDimensions,
  type PaperSetting,
} from './paper';

describe('paperDimensions', () => {
  it.each<[PaperSetting, number, number]>([
    [{ size: 'A4', orientation: 'portrait' }, 210, 297],
    [{ size: 'A4', orientation: 'landscape' }, 297, 210],
    [{ size: 'B5', orientation: 'portrait' }, 182, 257],
    [{ size: 'B5', orientation: 'landscape' }, 257, 182],
    [{ size: 'postcard', orientation: 'portrait' }, 100, 148],
    [{ size: 'postcard', orientation: 'landscape' }, 148, 100],
  ])('%o is %i × %i mm', (paper, width, height) => {
    expect(paperDimensions(paper)).toMatchObject({ widthMm: width, heightMm: height });
  });
});

describe('buildPageRule', () => {
  it.each<[PaperSetting, string]>([
    [{ size: 'A4', orientation: 'portrait' }, '@page { size: A4 portrait; margin: 15mm; }'],
    [{ size: 'A4', orientation: 'landscape' }, '@page { size: A4 landscape; margin: 15mm; }'],
    [{ size: 'B5', orientation: 'portrait' }, '@page { size: 182mm 257mm; margin: 12mm; }'],
    [{ size: 'B5', orientation: 'landscape' }, '@page { size: 257mm 182mm; margin: 12mm; }'],
    [{ size: 'postcard', orientation: 'portrait' }, '@page { size: 100mm 148mm; margin: 6mm; }'],
    [{ size: 'postcard', orientation: 'landscape' }, '@page { size: 148mm 100mm; margin: 6mm; }'],
  ])('%o gives %s', (paper, rule) => {
    expect(buildPageRule(paper)).toBe(rule);
  });
});

describe('contentZoom', () => {
  it('keeps A4 at full size and shrinks smaller paper', () => {
    expect(contentZoom(DEFAULT_PAPER)).toBe(1);
    expect(contentZoom({ size: 'A4', orientation: 'landscape' })).toBe(1);
    expect(contentZoom({ size: 'B5', orientation: 'portrait' })).toBeCloseTo(158 / 180, 3);
    expect(contentZoom({ size: 'B5', orientation: 'landscape' })).toBe(1);
    expect(contentZoom({ size: 'postcard', orientation: 'portrait' })).toBeCloseTo(88 / 180, 3);
  });
});

describe('isPaperSetting', () => {
  it.each<[unknown, boolean]>([
    [{ size: 'A4', orientation: 'portrait' }, true],
    [{ size: 'postcard', orientation: 'landscape' }, true],
    [{ size: 'A3', orientation: 'portrait' }, false],
    [{ size: 'A4', orientation: 'sideways' }, false],
    [{ size: 'A4' }, false],
    [null, false],
    ['A4', false],
  ])('%o → %s', (value, expected) => {
    expect(isPaperSetting(value)).toBe(expected);
  });
});
