/**
 * HSV and OKLCH, both ways, for sRGB colours with channels 0-255. Tested against culori.
 * OKLCH follows Björn Ottosson's OKLab (2020) as CSS Color 4 defines it.
 */
import type { Rgb } from './colorConvert';

export interface Hsv {
  /** 0-360 degrees. */
  h: number;
  /** 0-100 percent. */
  s: number;
  /** 0-100 percent. */
  v: number;
}

export interface Oklch {
  /** Lightness 0-1. */
  l: number;
  /** Chroma, 0 to about 0.37 inside sRGB. */
  c: number;
  /** Hue 0-360 degrees; 0 for greys, where it has no meaning. */
  h: number;
}

export function rgbToHsv({ r, g, b }: Rgb): Hsv {
  const red = r / 255;
  const green = g / 255;
  const blue = b / 255;
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const delta = max - min;
  let hue = 0;
  if (delta !== 0) {
    if (max === red) hue = ((green - blue) / delta) % 6;
    else if (max === green) hue = (blue - red) / delta + 2;
    else hue = (red - green) / delta + 4;
    hue *= 60;
    if (hue < 0) hue += 360;
  }
  return { h: hue, s: max === 0 ? 0 : (delta / max) * 100, v: max * 100 };
}

export function hsvToRgb({ h, s, v }: Hsv): Rgb {
  const saturation = Math.min(Math.max(s, 0), 100) / 100;
  const value = Math.min(Math.max(v, 0), 100) / 100;
  const hue = (((h % 360) + 360) % 360) / 60;
  const channel = (n: number) => {
    const k = (n + hue) % 6;
    return Math.round((value - value * saturation * Math.max(0, Math.min(k, 4 - k, 1))) * 255);
  };
  return { r: channel(5), g: channel(3), b: channel(1) };
}

const toLinear = (channel: number) => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (value: number) => {
  const encoded = value <= 0.0031308 ? value * 12.92 : 1.055 * value ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(Math.max(encoded, 0), 1) * 255);
};

/** Chroma below this is grey: its hue is noise and is reported as 0. */
const ACHROMATIC = 1e-4;

export function rgbToOklch(color: Rgb): Oklch {
  const r = toLinear(color.r);
  const g = toLinear(color.g);
  const b = toLinear(color.b);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const lightness = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const a = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const bAxis = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const chroma = Math.hypot(a, bAxis);
  let hue = chroma < ACHROMATIC ? 0 : (Math.atan2(bAxis, a) * 180) / Math.PI;
  if (hue < 0) hue += 360;
  return { l: lightness, c: chroma < ACHROMATIC ? 0 : chroma, h: hue };
}

/** OKLCH to sRGB, each channel clipped into 0-255 (colours outside sRGB are clipped). */
export function oklchToRgb({ l, c, h }: Oklch): Rgb {
  const radians = (h * Math.PI) / 180;
  const a = c * Math.cos(radians);
  const bAxis = c * Math.sin(radians);
  const lCone = (l + 0.3963377774 * a + 0.2158037573 * bAxis) ** 3;
  const mCone = (l - 0.1055613458 * a - 0.0638541728 * bAxis) ** 3;
  const sCone = (l - 0.0894841775 * a - 1.291485548 * bAxis) ** 3;
  return {
    r: fromLinear(4.0767416621 * lCone - 3.3077115913 * mCone + 0.2309699292 * sCone),
    g: fromLinear(-1.2684380046 * lCone + 2.6097574011 * mCone - 0.3413193965 * sCone),
    b: fromLinear(-0.0041960863 * lCone - 0.7034186147 * mCone + 1.707614701 * sCone),
  };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** hsv(217, 76%, 96%): whole degrees and percents, as design tools show it. */
export function formatHsv(hsv: Hsv): string {
  return `hsv(${Math.round(hsv.h) % 360}, ${Math.round(hsv.s)}%, ${Math.round(hsv.v)}%)`;
}

/** CSS Color 4: oklch(62.31% 0.188 259.81), with `/ alpha` when translucent. */
export function formatOklch(oklch: Oklch, alpha = 1): string {
  const body = `${round(oklch.l * 100, 2)}% ${round(oklch.c, 4)} ${round(oklch.h, 2)}`;
  return alpha < 1 ? `oklch(${body} / ${round(alpha, 2)})` : `oklch(${body})`;
}
