import {
  contrastRatio,
  contrastVerdict,
  DEFAULT_COLOR,
  formatCmyk,
  formatHsl,
  formatRgb,
  hslToRgb,
  parseBoundedInteger,
  parseHex,
  readableTextOn,
  rgbToCmyk,
  rgbToHsl,
  rgbToHslExact,
  toHex,
} from './colorConvert';

const WHITE = { r: 255, g: 255, b: 255 };
const BLACK = { r: 0, g: 0, b: 0 };

/** Known values (CSS Color 4 named colours and the spec's default). */
const KNOWN = [
  { hex: '#3B82F6', rgb: [59, 130, 246], hsl: [217, 91, 60], cmyk: [76, 47, 0, 4] },
  { hex: '#000000', rgb: [0, 0, 0], hsl: [0, 0, 0], cmyk: [0, 0, 0, 100] },
  { hex: '#FFFFFF', rgb: [255, 255, 255], hsl: [0, 0, 100], cmyk: [0, 0, 0, 0] },
  { hex: '#FF0000', rgb: [255, 0, 0], hsl: [0, 100, 50], cmyk: [0, 100, 100, 0] },
  { hex: '#00FF00', rgb: [0, 255, 0], hsl: [120, 100, 50], cmyk: [100, 0, 100, 0] },
  { hex: '#0000FF', rgb: [0, 0, 255], hsl: [240, 100, 50], cmyk: [100, 100, 0, 0] },
  { hex: '#808080', rgb: [128, 128, 128], hsl: [0, 0, 50], cmyk: [0, 0, 0, 50] },
  { hex: '#FFA500', rgb: [255, 165, 0], hsl: [39, 100, 50], cmyk: [0, 35, 100, 0] },
  { hex: '#800080', rgb: [128, 0, 128], hsl: [300, 100, 25], cmyk: [0, 100, 0, 50] },
  { hex: '#4B0082', rgb: [75, 0, 130], hsl: [275, 100, 25], cmyk: [42, 100, 0, 49] },
  { hex: '#FF6347', rgb: [255, 99, 71], hsl: [9, 100, 64], cmyk: [0, 61, 72, 0] },
  { hex: '#008080', rgb: [0, 128, 128], hsl: [180, 100, 25], cmyk: [100, 0, 0, 50] },
] as const;

describe('known colours', () => {
  it.each(KNOWN)('$hex', ({ hex, rgb, hsl, cmyk }) => {
    const [r, g, b] = rgb;
    expect(parseHex(hex)).toEqual({ r, g, b, a: 1 });
    expect(toHex({ r, g, b, a: 1 })).toBe(hex);
    expect(rgbToHsl({ r, g, b })).toEqual({ h: hsl[0], s: hsl[1], l: hsl[2] });
    // Whole-number HSL is coarser than 8-bit RGB: back within rounding (see round trips).
    const back = hslToRgb({ h: hsl[0], s: hsl[1], l: hsl[2] });
    for (const [channel, value] of Object.entries({ r, g, b })) {
      expect(Math.abs(back[channel as 'r'] - value), `${hex} ${channel}`).toBeLessThanOrEqual(3);
    }
    expect(rgbToCmyk({ r, g, b })).toEqual({ c: cmyk[0], m: cmyk[1], y: cmyk[2], k: cmyk[3] });
  });

  it('the spec default is #3B82F6 / 59,130,246 / 217,91,60', () => {
    expect(toHex(DEFAULT_COLOR)).toBe('#3B82F6');
    expect(formatRgb(DEFAULT_COLOR)).toBe('rgb(59, 130, 246)');
    expect(formatHsl(rgbToHsl(DEFAULT_COLOR))).toBe('hsl(217, 91%, 60%)');
    expect(formatCmyk(rgbToCmyk(DEFAULT_COLOR))).toBe('cmyk(76%, 47%, 0%, 4%)');
  });
});

describe('parseHex', () => {
  it.each([
    ['3b82f6', { r: 59, g: 130, b: 246, a: 1 }],
    ['#3b82F6', { r: 59, g: 130, b: 246, a: 1 }],
    ['  #3B82F6  ', { r: 59, g: 130, b: 246, a: 1 }],
    ['#fff', { r: 255, g: 255, b: 255, a: 1 }],
    ['F0A', { r: 255, g: 0, b: 170, a: 1 }],
    ['#3B82F680', { r: 59, g: 130, b: 246, a: 0.502 }],
    ['#00000000', { r: 0, g: 0, b: 0, a: 0 }],
    // #RGBA, the CSS shorthand with alpha.
    ['#abcd', { r: 0xaa, g: 0xbb, b: 0xcc, a: 0.867 }],
    ['#F008', { r: 255, g: 0, b: 0, a: 0.533 }],
  ])('reads %j', (text, expected) => {
    expect(parseHex(text)).toEqual(expected);
  });

  it.each([
    '',
    '#',
    '#12',
    '#12345',
    '#1234567',
    '#123456789',
    '#GGGGGG',
    '##123456',
    'rgb(1,2,3)',
    '＃ＦＦＦＦＦＦ',
    '#ff ff ff',
    '🎨',
  ])('ignores %j', (text) => {
    expect(parseHex(text)).toBeNull();
  });
});

describe('alpha', () => {
  it('writes 8-digit hex and rgba/hsla when translucent', () => {
    const color = { r: 59, g: 130, b: 246, a: 0.5 };
    expect(toHex(color)).toBe('#3B82F680');
    expect(formatRgb(color)).toBe('rgba(59, 130, 246, 0.5)');
    expect(formatHsl(rgbToHsl(color), color.a)).toBe('hsla(217, 91%, 60%, 0.5)');
  });

  it('round-trips 8-digit hex', () => {
    for (const hex of ['#3B82F680', '#FFFFFF00', '#12345601', '#ABCDEFFE']) {
      const parsed = parseHex(hex);
      expect(parsed && toHex(parsed)).toBe(hex);
    }
  });
});

describe('round trips', () => {
  /** Every 17th step of each channel: 4096 colours spread over the cube. */
  const samples: { r: number; g: number; b: number }[] = [];
  for (let r = 0; r <= 255; r += 17)
    for (let g = 0; g <= 255; g += 17) for (let b = 0; b <= 255; b += 17) samples.push({ r, g, b });

  it('hex -> rgb -> hex is exact', () => {
    for (const rgb of samples) {
      const hex = toHex({ ...rgb, a: 1 });
      expect(parseHex(hex)).toEqual({ ...rgb, a: 1 });
    }
  });

  it('rgb -> unrounded hsl -> rgb is exact', () => {
    for (const rgb of samples) expect(hslToRgb(rgbToHslExact(rgb))).toEqual(rgb);
  });

  it('hex -> whole-number hsl -> hex stays within rounding (3 per channel)', () => {
    // Whole degrees and percents carry less information than 8-bit RGB: half a percent of
    // lightness is 1.3 units, half a degree of hue up to 2.1 units on a saturated colour.
    let worst = 0;
    for (const rgb of samples) {
      // Whole-number HSL is coarser than 8-bit RGB: back within rounding (see round trips).
      const back = hslToRgb(rgbToHsl(rgb));
      worst = Math.max(
        worst,
        Math.abs(back.r - rgb.r),
        Math.abs(back.g - rgb.g),
        Math.abs(back.b - rgb.b),
      );
    }
    expect(worst).toBeLessThanOrEqual(3);
  });

  it('whole-number hsl -> rgb -> hsl is stable', () => {
    for (const h of [0, 30, 90, 180, 217, 300, 359])
      for (const s of [10, 50, 91, 100])
        for (const l of [10, 25, 50, 60, 90]) {
          const again = rgbToHsl(hslToRgb({ h, s, l }));
          expect(Math.abs(again.s - s), `${h},${s},${l}`).toBeLessThanOrEqual(2);
          expect(Math.abs(again.l - l), `${h},${s},${l}`).toBeLessThanOrEqual(1);
        }
  });
});

describe('hslToRgb edge cases', () => {
  it('treats 360° as 0° and clamps out-of-range percents', () => {
    expect(hslToRgb({ h: 360, s: 100, l: 50 })).toEqual({ r: 255, g: 0, b: 0 });
    expect(hslToRgb({ h: -120, s: 100, l: 50 })).toEqual({ r: 0, g: 0, b: 255 });
    expect(hslToRgb({ h: 0, s: 150, l: 120 })).toEqual({ r: 255, g: 255, b: 255 });
  });
});

describe('contrast', () => {
  it.each([
    [{ ...BLACK, a: 1 }, WHITE, 21],
    [{ ...WHITE, a: 1 }, WHITE, 1],
    [{ r: 118, g: 118, b: 118, a: 1 }, WHITE, 4.54],
    [DEFAULT_COLOR, WHITE, 3.68],
    [DEFAULT_COLOR, BLACK, 5.71],
  ])('%o on %o is %d', (color, backdrop, ratio) => {
    expect(contrastRatio(color, backdrop)).toBeCloseTo(ratio, 2);
  });

  it('gives AA/AAA verdicts for normal and large text', () => {
    expect(contrastVerdict(DEFAULT_COLOR, WHITE)).toMatchObject({
      aa: false,
      aaa: false,
      aaLarge: true,
      aaaLarge: false,
    });
    expect(contrastVerdict(DEFAULT_COLOR, BLACK)).toMatchObject({
      aa: true,
      aaa: false,
      aaLarge: true,
      aaaLarge: true,
    });
    expect(contrastVerdict({ ...BLACK, a: 1 }, WHITE)).toMatchObject({ aa: true, aaa: true });
  });

  it('composites translucent colours over the backdrop', () => {
    expect(contrastRatio({ ...BLACK, a: 0 }, WHITE)).toBeCloseTo(1, 5);
    expect(contrastRatio({ ...BLACK, a: 0.5 }, WHITE)).toBeGreaterThan(3);
  });

  it('picks readable text', () => {
    expect(readableTextOn(DEFAULT_COLOR)).toBe('#000000');
    expect(readableTextOn({ r: 30, g: 58, b: 138, a: 1 })).toBe('#FFFFFF');
    expect(readableTextOn({ ...WHITE, a: 1 })).toBe('#000000');
  });
});

describe('parseBoundedInteger', () => {
  it.each([
    ['0', 255, 0],
    ['255', 255, 255],
    ['360', 360, 360],
    [' 42 ', 100, 42],
    ['０４２', 100, 42],
  ])('reads %j up to %d', (text, max, expected) => {
    expect(parseBoundedInteger(text, max)).toBe(expected);
  });

  it.each([
    ['256', 255],
    ['101', 100],
    ['361', 360],
    ['-1', 255],
    ['', 255],
    ['1.5', 255],
    ['1e2', 255],
    ['abc', 255],
    ['1000', 255],
  ])('rejects %j above %d', (text, max) => {
    expect(parseBoundedInteger(text, max)).toBeNull();
  });
});
