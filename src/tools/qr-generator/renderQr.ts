import { isDarkModule, type QrMatrix } from './buildQrMatrix';
import type { QrLayout } from './qrLayout';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface QrRenderOptions {
  /** Quiet zone in modules. */
  margin: number;
  /** #rrggbb */
  dark: string;
  /** #rrggbb */
  light: string;
}

/** A square reserved for the logo, in modules of the full image (quiet zone included). */
export interface LogoBox {
  start: number;
  length: number;
}

/** Reads #rgb or #rrggbb; anything else is black, so a bad value never breaks rendering. */
export function hexToRgb(hex: string): Rgb {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return { r: 0, g: 0, b: 0 };
  const digits =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return {
    r: Number.parseInt(digits.slice(0, 2), 16),
    g: Number.parseInt(digits.slice(2, 4), 16),
    b: Number.parseInt(digits.slice(4, 6), 16),
  };
}

/**
 * The centre square for a logo: about a fifth of the symbol's width, which at level H hides
 * well under the 30% of codewords that can be restored. Odd length, so it sits on the centre.
 */
export function logoBox(matrix: QrMatrix, margin: number): LogoBox {
  let length = Math.max(3, Math.round(matrix.size * 0.22));
  if (length % 2 === 0) length += 1;
  const total = matrix.size + margin * 2;
  return { start: (total - length) / 2, length };
}

/**
 * Rasterises the symbol to RGBA pixels on the layout's square (see qrLayout: whole-pixel
 * modules, at least 3 px each). With a logo box, its area is painted in the light colour, ready
 * for the logo image to be drawn on top.
 */
export function rasterizeQr(
  matrix: QrMatrix,
  layout: QrLayout,
  options: QrRenderOptions,
  logo?: LogoBox,
): Uint8ClampedArray<ArrayBuffer> {
  const { pixelSize, modulePixels, offset } = layout;
  const dark = hexToRgb(options.dark);
  const light = hexToRgb(options.light);
  const pixels = new Uint8ClampedArray(pixelSize * pixelSize * 4);
  // Pixels left of or above the quiet zone give a negative module index: light.
  const moduleAt = (pixel: number) => Math.floor((pixel - offset) / modulePixels);
  for (let y = 0; y < pixelSize; y++) {
    const moduleRow = moduleAt(y);
    for (let x = 0; x < pixelSize; x++) {
      const moduleColumn = moduleAt(x);
      const row = moduleRow - options.margin;
      const column = moduleColumn - options.margin;
      const inLogo =
        logo !== undefined &&
        moduleRow >= logo.start &&
        moduleRow < logo.start + logo.length &&
        moduleColumn >= logo.start &&
        moduleColumn < logo.start + logo.length;
      const isDark =
        !inLogo &&
        row >= 0 &&
        column >= 0 &&
        row < matrix.size &&
        column < matrix.size &&
        isDarkModule(matrix, row, column);
      const colour = isDark ? dark : light;
      const index = (y * pixelSize + x) * 4;
      pixels[index] = colour.r;
      pixels[index + 1] = colour.g;
      pixels[index + 2] = colour.b;
      pixels[index + 3] = 255;
    }
  }
  return pixels;
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** A standalone SVG document: one path of dark modules, plus the logo as an embedded image. */
export function renderQrSvg(
  matrix: QrMatrix,
  pixelSize: number,
  options: QrRenderOptions,
  logo?: { box: LogoBox; href: string },
): string {
  const total = matrix.size + options.margin * 2;
  const commands: string[] = [];
  for (let row = 0; row < matrix.size; row++) {
    let column = 0;
    while (column < matrix.size) {
      if (!isDarkModule(matrix, row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < matrix.size && isDarkModule(matrix, row, column)) column += 1;
      const x = start + options.margin;
      const y = row + options.margin;
      if (logo && y >= logo.box.start && y < logo.box.start + logo.box.length) {
        // Split the run around the logo square.
        const logoEnd = logo.box.start + logo.box.length;
        const end = column + options.margin;
        if (x < logo.box.start)
          commands.push(`M${x} ${y}h${Math.min(end, logo.box.start) - x}v1H${x}z`);
        if (end > logoEnd) {
          const from = Math.max(x, logoEnd);
          commands.push(`M${from} ${y}h${end - from}v1H${from}z`);
        }
        continue;
      }
      commands.push(`M${x} ${y}h${column - start}v1H${x}z`);
    }
  }
  const dark = escapeAttribute(options.dark);
  const light = escapeAttribute(options.light);
  const logoMarkup = logo
    ? `<image href="${escapeAttribute(logo.href)}" x="${logo.box.start + 0.5}" y="${logo.box.start + 0.5}" width="${logo.box.length - 1}" height="${logo.box.length - 1}" preserveAspectRatio="xMidYMid meet"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${total} ${total}" width="${pixelSize}" height="${pixelSize}" shape-rendering="crispEdges">` +
    `<rect width="${total}" height="${total}" fill="${light}"/>` +
    `<path fill="${dark}" d="${commands.join('')}"/>` +
    logoMarkup +
    '</svg>'
  );
}

function luminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * Many readers need dark modules on a light background with clear contrast; returns why the
 * colours are risky, or null when they are fine.
 */
export function colourRisk(dark: string, light: string): 'low_contrast' | 'inverted' | null {
  const darkLuminance = luminance(hexToRgb(dark));
  const lightLuminance = luminance(hexToRgb(light));
  if (darkLuminance > lightLuminance) return 'inverted';
  const ratio = (lightLuminance + 0.05) / (darkLuminance + 0.05);
  return ratio < 4 ? 'low_contrast' : null;
}
