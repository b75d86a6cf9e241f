/** Colour conversions between hex, RGB, HSL and CMYK, plus WCAG contrast. No DOM. */
import { CSS_NAMED_COLORS } from './cssNamedColors';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}
/** An sRGB colour with alpha 0-1 (1 = opaque). Channels are integers 0-255. */
export interface Rgba extends Rgb {
  a: number;
}
export interface Hsl {
  /** 0-360 degrees. */
  h: number;
  /** 0-100 percent. */
  s: number;
  /** 0-100 percent. */
  l: number;
}
export interface Cmyk {
  c: number;
  m: number;
  y: number;
  k: number;
}

export const DEFAULT_COLOR: Rgba = { r: 59, g: 130, b: 246, a: 1 };

const HEX_FORMS = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * Reads #RRGGBB (the spec's form), the #RGB and #RGBA shorthands and #RRGGBBAA with alpha, as
 * CSS does; the # is optional. Anything else is null, so that the caller leaves the colour
 * unchanged.
 */
export function parseHex(text: string): Rgba | null {
  const match = HEX_FORMS.exec(text.trim());
  if (!match?.[1]) return null;
  let digits = match[1];
  if (digits.length <= 4) digits = [...digits].map((digit) => digit + digit).join('');
  const channel = (index: number) => Number.parseInt(digits.slice(index, index + 2), 16);
  const alpha = digits.length === 8 ? channel(6) / 255 : 1;
  return { r: channel(0), g: channel(2), b: channel(4), a: roundTo(alpha, 3) };
}

/** A colour code or a CSS colour name (rebeccapurple, White): what the HEX field accepts. */
export function parseColorText(text: string): Rgba | null {
  const hex = parseHex(text);
  if (hex) return hex;
  const named = CSS_NAMED_COLORS[text.trim().toLowerCase()];
  if (named === undefined) return null;
  return { r: named >> 16, g: (named >> 8) & 0xff, b: named & 0xff, a: 1 };
}

function hexByte(value: number): string {
  return Math.round(clamp(value, 0, 255))
    .toString(16)
    .padStart(2, '0')
    .toUpperCase();
}

/** #RRGGBB, or #RRGGBBAA when the colour is not opaque. */
export function toHex(color: Rgba): string {
  const base = `#${hexByte(color.r)}${hexByte(color.g)}${hexByte(color.b)}`;
  return color.a < 1 ? `${base}${hexByte(color.a * 255)}` : base;
}

/** Unrounded HSL, for exact round trips. */
export function rgbToHslExact({ r, g, b }: Rgb): Hsl {
  const red = r / 255;
  const green = g / 255;
  const blue = b / 255;
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { h: 0, s: 0, l: lightness * 100 };
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  let hue: number;
  if (max === red) hue = ((green - blue) / delta) % 6;
  else if (max === green) hue = (blue - red) / delta + 2;
  else hue = (red - green) / delta + 4;
  hue *= 60;
  if (hue < 0) hue += 360;
  return { h: hue, s: saturation * 100, l: lightness * 100 };
}

/** HSL in whole degrees and percents, as the inputs show it. */
export function rgbToHsl(color: Rgb): Hsl {
  const exact = rgbToHslExact(color);
  return { h: Math.round(exact.h) % 360, s: Math.round(exact.s), l: Math.round(exact.l) };
}

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const saturation = clamp(s, 0, 100) / 100;
  const lightness = clamp(l, 0, 100) / 100;
  const hue = (((h % 360) + 360) % 360) / 60;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const second = chroma * (1 - Math.abs((hue % 2) - 1));
  const [red, green, blue] =
    hue < 1
      ? [chroma, second, 0]
      : hue < 2
        ? [second, chroma, 0]
        : hue < 3
          ? [0, chroma, second]
          : hue < 4
            ? [0, second, chroma]
            : hue < 5
              ? [second, 0, chroma]
              : [chroma, 0, second];
  const match = lightness - chroma / 2;
  // Never -0 (a rounding of a tiny negative), which would not equal 0 in a deep comparison.
  const channel = (value: number) => Math.max(0, Math.round((value + match) * 255));
  return { r: channel(red), g: channel(green), b: channel(blue) };
}

/** Naive device-independent CMYK in whole percents (print shops use ICC profiles). */
export function rgbToCmyk({ r, g, b }: Rgb): Cmyk {
  const max = Math.max(r, g, b) / 255;
  if (max === 0) return { c: 0, m: 0, y: 0, k: 100 };
  const part = (value: number) => Math.round(((max - value / 255) / max) * 100);
  return { c: part(r), m: part(g), y: part(b), k: Math.round((1 - max) * 100) };
}

export function formatRgb(color: Rgba): string {
  return color.a < 1
    ? `rgba(${color.r}, ${color.g}, ${color.b}, ${roundTo(color.a, 2)})`
    : `rgb(${color.r}, ${color.g}, ${color.b})`;
}

export function formatHsl(hsl: Hsl, alpha = 1): string {
  const body = `${hsl.h}, ${hsl.s}%, ${hsl.l}%`;
  return alpha < 1 ? `hsla(${body}, ${roundTo(alpha, 2)})` : `hsl(${body})`;
}

export function formatCmyk({ c, m, y, k }: Cmyk): string {
  return `cmyk(${c}%, ${m}%, ${y}%, ${k}%)`;
}

/** WCAG 2.x relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** A translucent colour as seen over a backdrop. */
export function composite(color: Rgba, backdrop: Rgb): Rgb {
  const mix = (front: number, back: number) => Math.round(front * color.a + back * (1 - color.a));
  return { r: mix(color.r, backdrop.r), g: mix(color.g, backdrop.g), b: mix(color.b, backdrop.b) };
}

/** WCAG contrast ratio 1-21 of the colour against an opaque backdrop. */
export function contrastRatio(color: Rgba, backdrop: Rgb): number {
  const front = relativeLuminance(composite(color, backdrop));
  const back = relativeLuminance(backdrop);
  return (Math.max(front, back) + 0.05) / (Math.min(front, back) + 0.05);
}

export interface ContrastVerdict {
  ratio: number;
  /** Normal text: AA at 4.5, AAA at 7. Large text (18pt, or 14pt bold): AA at 3, AAA at 4.5. */
  aa: boolean;
  aaa: boolean;
  aaLarge: boolean;
  aaaLarge: boolean;
}

export function contrastVerdict(color: Rgba, backdrop: Rgb): ContrastVerdict {
  const ratio = contrastRatio(color, backdrop);
  // WCAG compares the unrounded ratio; 4.499 fails AA even though it shows as 4.50.
  return { ratio, aa: ratio >= 4.5, aaa: ratio >= 7, aaLarge: ratio >= 3, aaaLarge: ratio >= 4.5 };
}

/** Black or white, whichever reads better on the colour. */
export function readableTextOn(color: Rgba): '#000000' | '#FFFFFF' {
  const background = composite(color, { r: 255, g: 255, b: 255 });
  return contrastRatio({ ...background, a: 1 }, { r: 0, g: 0, b: 0 }) >=
    contrastRatio({ ...background, a: 1 }, { r: 255, g: 255, b: 255 })
    ? '#000000'
    : '#FFFFFF';
}

/** A whole number in a range, or null: the spec bounds RGB 0-255, H 0-360, S and L 0-100. */
export function parseBoundedInteger(text: string, max: number): number | null {
  const normalized = text.normalize('NFKC').trim();
  if (!/^\d{1,3}$/.test(normalized)) return null;
  const value = Number(normalized);
  return value <= max ? value : null;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
