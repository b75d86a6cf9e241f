import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { buildQrMatrix, type QrMatrix } from './buildQrMatrix';
import { MIN_PIXELS_PER_MODULE, qrLayout, type QrLayout } from './qrLayout';
import { logoBox, rasterizeQr } from './renderQr';
import {
  ERROR_CORRECTION_LEVELS,
  type ErrorCorrectionLevel,
  QR_MARGIN,
  QR_SIZE_MAX,
  QR_SIZE_MIN,
  QR_SIZE_STEP,
} from './qrSettings';

const PLAIN = { margin: QR_MARGIN, dark: '#000000', light: '#ffffff' };
const SIZES = Array.from(
  { length: (QR_SIZE_MAX - QR_SIZE_MIN) / QR_SIZE_STEP + 1 },
  (_, index) => QR_SIZE_MIN + index * QR_SIZE_STEP,
);

/** A URL of the given length with mixed characters, like a long tracking link. */
function longUrl(length: number): string {
  const base = 'https://example.com/campaign?utm_source=mail&id=';
  let tail = '';
  for (let index = 0; tail.length < length - base.length; index++)
    tail += (index * 7919).toString(36);
  return (base + tail).slice(0, length);
}

/** Byte-mode capacity of version 40 at each level: the densest symbol the tool offers. */
const FULL: Record<ErrorCorrectionLevel, number> = { L: 2953, M: 2331, Q: 1663, H: 1273 };

/** Texts for a level: the failures reported at 128 px, mid versions, and the full symbol. */
function textsFor(level: ErrorCorrectionLevel): string[] {
  return [
    'https://example.com/',
    longUrl(150),
    longUrl(523),
    'a'.repeat(1000),
    'お問い合わせありがとうございます。'.repeat(8),
    longUrl(FULL[level]),
  ].filter((text) => buildQrMatrix(text, level).ok);
}

function label(text: string, level: ErrorCorrectionLevel): string {
  const version = matrixFor(text, level).version;
  return `${[...text].length} characters (version ${version}): ${text.slice(0, 24)}…`;
}

function matrixFor(text: string, level: ErrorCorrectionLevel): QrMatrix {
  const result = buildQrMatrix(text, level);
  if (!result.ok) throw new Error(result.reason);
  return result.matrix;
}

/** Writes real PNG bytes, reads them back and decodes them with jsQR. */
function decodePng(pixels: Uint8ClampedArray, size: number): string | null {
  const png = new PNG({ width: size, height: size });
  png.data = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  const read = PNG.sync.read(PNG.sync.write(png));
  return jsQR(new Uint8ClampedArray(read.data), read.width, read.height)?.data ?? null;
}

/** Identical images decode identically: sizes that give the same layout are decoded once. */
const decoded = new Map<string, string | null>();
function decodeRender(text: string, level: ErrorCorrectionLevel, layout: QrLayout, logo: boolean) {
  const key = `${level}|${text.length}|${text.slice(0, 30)}|${JSON.stringify(layout)}|${logo}`;
  if (!decoded.has(key)) {
    const matrix = matrixFor(text, level);
    const box = logo ? logoBox(matrix, QR_MARGIN) : undefined;
    decoded.set(key, decodePng(rasterizeQr(matrix, layout, PLAIN, box), layout.pixelSize));
  }
  return decoded.get(key);
}

describe('qrLayout', () => {
  it.each<[number, number, QrLayout]>([
    // Version 1 (25 modules with the quiet zone) at 128 px: 5 px modules, 1 px of extra margin.
    [21, 128, { pixelSize: 128, modulePixels: 5, offset: 1, enlarged: false }],
    // Version 18 (93 modules) at 128 px was 1.38 px per module: enlarged to 3 px.
    [89, 128, { pixelSize: 279, modulePixels: 3, offset: 0, enlarged: true }],
    [89, 288, { pixelSize: 288, modulePixels: 3, offset: 4, enlarged: false }],
    // Version 40 (181 modules) needs 543 px at every offered size.
    [177, 512, { pixelSize: 543, modulePixels: 3, offset: 0, enlarged: true }],
  ])('a %d-module symbol at %d px', (modules, size, expected) => {
    const matrix = { size: modules, version: (modules - 17) / 4, modules: new Uint8Array() };
    expect(qrLayout(matrix, size, QR_MARGIN)).toEqual(expected);
  });
});

describe('every offered size and level gives a PNG that decodes', () => {
  const cases = ERROR_CORRECTION_LEVELS.flatMap((level) =>
    textsFor(level).map((text) => [level, label(text, level), text] as const),
  );

  it.each(cases)(
    'level %s, %s',
    (level, _label, text) => {
      const matrix = matrixFor(text, level);
      for (const size of SIZES) {
        const layout = qrLayout(matrix, size, QR_MARGIN);
        expect(layout.modulePixels).toBeGreaterThanOrEqual(MIN_PIXELS_PER_MODULE);
        expect(Number.isInteger(layout.modulePixels)).toBe(true);
        expect(layout.pixelSize).toBeGreaterThanOrEqual(size);
        expect({ size, text: decodeRender(text, level, layout, false) }).toEqual({ size, text });
      }
    },
    60_000,
  );

  it.each(textsFor('H').map((text) => [label(text, 'H'), text] as const))(
    'with the centre logo area cleared (level H): %s',
    (_label, text) => {
      const matrix = matrixFor(text, 'H');
      for (const size of SIZES) {
        const layout = qrLayout(matrix, size, QR_MARGIN);
        expect({ size, text: decodeRender(text, 'H', layout, true) }).toEqual({ size, text });
      }
    },
    60_000,
  );
});
