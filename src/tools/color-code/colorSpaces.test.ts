import { formatHex8, hsl, hsv, oklch, parse, rgb as culoriRgb, type Color } from 'culori';
import { colorsNamed } from 'culori';
import fc from 'fast-check';
import { hslToRgb, parseColorText, parseHex, rgbToHslExact, toHex, type Rgb } from './colorConvert';
import { hsvToRgb, oklchToRgb, rgbToHsv, rgbToOklch } from './colorSpaces';
import { CSS_NAMED_COLORS, cssNameOf } from './cssNamedColors';

const channel = fc.integer({ min: 0, max: 255 });
const anyRgb = fc.record({ r: channel, g: channel, b: channel });
const runs = { numRuns: 5000 };

const culoriColor = ({ r, g, b }: Rgb): Color => ({
  mode: 'rgb',
  r: r / 255,
  g: g / 255,
  b: b / 255,
});
const hueDifference = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe('colour conversions agree with culori', () => {
  it('HSL', () => {
    fc.assert(
      fc.property(anyRgb, (color) => {
        const ours = rgbToHslExact(color);
        const theirs = hsl(culoriColor(color));
        expect(ours.s / 100).toBeCloseTo(theirs.s ?? 0, 9);
        expect(ours.l / 100).toBeCloseTo(theirs.l, 9);
        if (ours.s > 0) expect(hueDifference(ours.h, theirs.h ?? 0)).toBeLessThan(1e-9);
      }),
      runs,
    );
  });

  it('HSV', () => {
    fc.assert(
      fc.property(anyRgb, (color) => {
        const ours = rgbToHsv(color);
        const theirs = hsv(culoriColor(color));
        expect(ours.s / 100).toBeCloseTo(theirs.s ?? 0, 9);
        expect(ours.v / 100).toBeCloseTo(theirs.v, 9);
        if (ours.s > 0) expect(hueDifference(ours.h, theirs.h ?? 0)).toBeLessThan(1e-9);
      }),
      runs,
    );
  });

  it('OKLCH', () => {
    fc.assert(
      fc.property(anyRgb, (color) => {
        const ours = rgbToOklch(color);
        const theirs = oklch(culoriColor(color));
        expect(ours.l).toBeCloseTo(theirs.l, 6);
        expect(ours.c).toBeCloseTo(theirs.c, 6);
        // Hue through the a and b axes: near grey a tiny chroma makes the hue itself unstable.
        const axes = (c: number, h: number) => [
          c * Math.cos((h * Math.PI) / 180),
          c * Math.sin((h * Math.PI) / 180),
        ];
        const [a, b] = axes(ours.c, ours.h);
        const [theirA, theirB] = axes(theirs.c, theirs.h ?? 0);
        expect(a).toBeCloseTo(theirA as number, 6);
        expect(b).toBeCloseTo(theirB as number, 6);
      }),
      runs,
    );
  });

  it('OKLCH back to sRGB as culori does, for any colour inside sRGB', () => {
    const anyOklch = fc.record({
      l: fc.double({ min: 0, max: 1, noNaN: true }),
      c: fc.double({ min: 0, max: 0.4, noNaN: true }),
      h: fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true }),
    });
    fc.assert(
      fc.property(anyOklch, (color) => {
        const theirs = culoriRgb({ mode: 'oklch', ...color });
        const inGamut = [theirs.r, theirs.g, theirs.b].every((v) => v >= 0 && v <= 1);
        if (!inGamut) return;
        const ours = oklchToRgb(color);
        // Rounding to whole channels: at most one step apart at an exact .5.
        expect(Math.abs(ours.r - theirs.r * 255)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(Math.abs(ours.g - theirs.g * 255)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(Math.abs(ours.b - theirs.b * 255)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
      runs,
    );
  });

  it('reads every hex form as culori does, #RGBA included', () => {
    const digits = (length: number) =>
      fc.array(fc.constantFrom(...'0123456789abcdefABCDEF'), {
        minLength: length,
        maxLength: length,
      });
    fc.assert(
      fc.property(fc.oneof(digits(3), digits(4), digits(6), digits(8)), (list) => {
        const text = `#${list.join('')}`;
        const ours = parseHex(text);
        const theirs = parse(text);
        if (!theirs) throw new Error(`culori refused ${text}`);
        expect(ours).not.toBeNull();
        expect(toHex({ ...(ours as NonNullable<typeof ours>), a: 1 })).toBe(
          formatHex8(theirs).slice(0, 7).toUpperCase(),
        );
        expect(ours?.a).toBeCloseTo(theirs.alpha ?? 1, 3);
      }),
      runs,
    );
  });

  it('knows the CSS named colours culori knows, with the same values', () => {
    expect(CSS_NAMED_COLORS).toEqual(colorsNamed);
    for (const name of Object.keys(colorsNamed)) {
      const ours = parseColorText(name.toUpperCase());
      const theirs = culoriRgb(parse(name));
      expect(ours).toEqual({
        r: Math.round((theirs?.r ?? 0) * 255),
        g: Math.round((theirs?.g ?? 0) * 255),
        b: Math.round((theirs?.b ?? 0) * 255),
        a: 1,
      });
    }
    expect(cssNameOf({ r: 102, g: 51, b: 153 })).toBe('rebeccapurple');
    expect(cssNameOf({ r: 1, g: 2, b: 3 })).toBeNull();
  });
});

describe('round trips', () => {
  it('HSV and back gives the same colour', () => {
    fc.assert(
      fc.property(anyRgb, (color) => {
        expect(hsvToRgb(rgbToHsv(color))).toEqual(color);
      }),
      runs,
    );
  });

  it('exact HSL and back gives the same colour', () => {
    fc.assert(
      fc.property(anyRgb, (color) => {
        expect(hslToRgb(rgbToHslExact(color))).toEqual(color);
      }),
      runs,
    );
  });

  it('OKLCH and back gives the same colour', () => {
    fc.assert(
      fc.property(anyRgb, (color) => {
        expect(oklchToRgb(rgbToOklch(color))).toEqual(color);
      }),
      runs,
    );
  });

  it('hex and back gives the same colour, alpha in 1/255 steps', () => {
    fc.assert(
      fc.property(anyRgb, fc.integer({ min: 0, max: 255 }), (color, alphaByte) => {
        const rgba = { ...color, a: Math.round((alphaByte / 255) * 1000) / 1000 };
        const back = parseHex(toHex(rgba));
        expect(back).toEqual(alphaByte === 255 ? { ...color, a: 1 } : rgba);
      }),
      runs,
    );
  });
});
