import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { buildQrMatrix, isDarkModule, type QrMatrix, utf8ByteLength } from './buildQrMatrix';
import { qrLayout } from './qrLayout';
import { colourRisk, hexToRgb, logoBox, rasterizeQr, renderQrSvg } from './renderQr';
import {
  clampQrSize,
  type ErrorCorrectionLevel,
  effectiveErrorCorrection,
  QR_MARGIN,
} from './qrSettings';

const PLAIN = { margin: QR_MARGIN, dark: '#000000', light: '#ffffff' };

function matrixFor(text: string, level: ErrorCorrectionLevel = 'M'): QrMatrix {
  const result = buildQrMatrix(text, level);
  if (!result.ok) throw new Error(`could not encode: ${result.reason}`);
  return result.matrix;
}

/** Rasterises, writes real PNG bytes, reads them back and decodes them with jsQR. */
function decodeThroughPng(pixels: Uint8ClampedArray, size: number): string | null {
  const png = new PNG({ width: size, height: size });
  png.data = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  const bytes = PNG.sync.write(png);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  const read = PNG.sync.read(bytes);
  const code = jsQR(new Uint8ClampedArray(read.data), read.width, read.height);
  return code?.data ?? null;
}

describe('QR codes decode back to the original text', () => {
  const japaneseLong = 'お世話になっております。株式会社サンプルの山田です。'.repeat(12);
  it.each<[string, ErrorCorrectionLevel, number]>([
    ['https://example.com/path?q=1&lang=ja', 'M', 256],
    ['こんにちは、世界！', 'M', 256],
    ['日本語と English と絵文字 😀🍣', 'L', 128],
    ['0123456789', 'H', 128],
    ['HELLO WORLD 123', 'Q', 512],
    ['改行を\r\n含む\nテキスト', 'M', 320],
    [japaneseLong, 'L', 512],
  ])('%j at level %s, %dpx', (text, level, size) => {
    const matrix = matrixFor(text, level);
    expect(
      decodeThroughPng(rasterizeQr(matrix, qrLayout(matrix, size, QR_MARGIN), PLAIN), size),
    ).toBe(text);
  });

  it('decodes with custom colours', () => {
    const text = 'https://example.jp/色付き';
    const pixels = rasterizeQr(matrixFor(text), qrLayout(matrixFor(text), 256, 2), {
      margin: 2,
      dark: '#1e3a8a',
      light: '#fef3c7',
    });
    expect(decodeThroughPng(pixels, 256)).toBe(text);
  });

  it.each([
    'https://example.com',
    'ロゴ入りの QR コードでも読み取れます',
    'WIFI:T:WPA;S:Office;P:secret-password;;',
    'x'.repeat(300),
  ])('decodes %j at level H with the centre logo area cleared', (text) => {
    const matrix = matrixFor(text, effectiveErrorCorrection('L', true));
    const pixels = rasterizeQr(
      matrix,
      qrLayout(matrix, 384, QR_MARGIN),
      PLAIN,
      logoBox(matrix, QR_MARGIN),
    );
    expect(decodeThroughPng(pixels, 384)).toBe(text);
  });
});

describe('buildQrMatrix', () => {
  it('refuses blank text', () => {
    expect(buildQrMatrix('', 'M')).toEqual({ ok: false, reason: 'empty' });
    expect(buildQrMatrix(' \n\t ', 'M')).toEqual({ ok: false, reason: 'empty' });
  });

  it('chooses the smallest version and grows up to 40', () => {
    expect(matrixFor('a').version).toBe(1);
    expect(matrixFor('a').size).toBe(21);
    const largest = matrixFor('a'.repeat(2953), 'L');
    expect(largest.version).toBe(40);
    expect(largest.size).toBe(177);
  });

  it.each<[ErrorCorrectionLevel, number]>([
    ['L', 2953],
    ['M', 2331],
    ['Q', 1663],
    ['H', 1273],
  ])('at level %s holds %d bytes of binary text and reports too_long beyond', (level, bytes) => {
    // Lower-case letters need byte mode, one byte each.
    expect(buildQrMatrix('a'.repeat(bytes), level).ok).toBe(true);
    expect(buildQrMatrix('a'.repeat(bytes + 1), level)).toEqual({ ok: false, reason: 'too_long' });
  });

  it('counts UTF-8 bytes for Japanese text', () => {
    expect(utf8ByteLength('あ')).toBe(3);
    expect(buildQrMatrix('あ'.repeat(424), 'H').ok).toBe(true);
    expect(buildQrMatrix('あ'.repeat(425), 'H')).toEqual({ ok: false, reason: 'too_long' });
  });
});

describe('rasterizeQr', () => {
  it('draws exactly the requested size with an opaque quiet zone', () => {
    const matrix = matrixFor('quiet');
    const pixels = rasterizeQr(matrix, qrLayout(matrix, 128, QR_MARGIN), PLAIN);
    expect(pixels.length).toBe(128 * 128 * 4);
    expect([...pixels.slice(0, 4)]).toEqual([255, 255, 255, 255]);
    // The top-left finder pattern starts just inside the quiet zone.
    const total = matrix.size + QR_MARGIN * 2;
    const inside = Math.ceil((QR_MARGIN * 128) / total) + 1;
    const offset = (inside * 128 + inside) * 4;
    expect([...pixels.slice(offset, offset + 3)]).toEqual([0, 0, 0]);
  });
});

describe('renderQrSvg', () => {
  /** Reads the path back into a module grid: an independent check of the SVG geometry. */
  function svgModules(svg: string, total: number): boolean[][] {
    const grid = Array.from({ length: total }, () => Array<boolean>(total).fill(false));
    const path = /<path fill="[^"]+" d="([^"]*)"/.exec(svg)?.[1] ?? '';
    for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1H\d+z/g)) {
      for (let column = Number(x); column < Number(x) + Number(width); column++) {
        const row = grid[Number(y)];
        if (row) row[column] = true;
      }
    }
    return grid;
  }

  it('draws the same modules as the matrix', () => {
    const matrix = matrixFor('SVG の確認');
    const total = matrix.size + 2 * QR_MARGIN;
    const svg = renderQrSvg(matrix, 256, PLAIN);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain(`viewBox="0 0 ${total} ${total}" width="256" height="256"`);
    const grid = svgModules(svg, total);
    for (let row = 0; row < matrix.size; row++)
      for (let column = 0; column < matrix.size; column++)
        expect(grid[row + QR_MARGIN]?.[column + QR_MARGIN]).toBe(isDarkModule(matrix, row, column));
  });

  it('leaves the logo square empty and embeds the logo image, escaped', () => {
    const matrix = matrixFor('logo', 'H');
    const box = logoBox(matrix, QR_MARGIN);
    const svg = renderQrSvg(matrix, 256, PLAIN, {
      box,
      href: 'data:image/png;base64,AAA"><script>',
    });
    const grid = svgModules(svg, matrix.size + 2 * QR_MARGIN);
    for (let row = box.start; row < box.start + box.length; row++)
      for (let column = box.start; column < box.start + box.length; column++)
        expect(grid[row]?.[column]).toBe(false);
    expect(svg).toContain('<image href="data:image/png;base64,AAA&quot;&gt;&lt;script&gt;"');
    expect(svg).not.toContain('<script>');
  });
});

describe('helpers', () => {
  it('logoBox is centred and odd-sized', () => {
    for (const text of ['a', 'a'.repeat(200), 'a'.repeat(1200)]) {
      const matrix = matrixFor(text, 'H');
      const box = logoBox(matrix, QR_MARGIN);
      const total = matrix.size + 2 * QR_MARGIN;
      expect(box.length % 2).toBe(1);
      expect(box.start * 2 + box.length).toBe(total);
      expect(box.length / matrix.size).toBeLessThan(0.25);
    }
  });

  it('hexToRgb falls back to black on bad input', () => {
    expect(hexToRgb('#ff8000')).toEqual({ r: 255, g: 128, b: 0 });
    expect(hexToRgb('#f80')).toEqual({ r: 255, g: 136, b: 0 });
    expect(hexToRgb('orange')).toEqual({ r: 0, g: 0, b: 0 });
  });

  it('flags risky colour pairs', () => {
    expect(colourRisk('#000000', '#ffffff')).toBeNull();
    expect(colourRisk('#1e3a8a', '#fef3c7')).toBeNull();
    expect(colourRisk('#ffffff', '#000000')).toBe('inverted');
    expect(colourRisk('#999999', '#bbbbbb')).toBe('low_contrast');
  });

  it('clampQrSize snaps to the slider', () => {
    expect(clampQrSize(256)).toBe(256);
    expect(clampQrSize(100)).toBe(128);
    expect(clampQrSize(1000)).toBe(512);
    expect(clampQrSize(300)).toBe(288);
    expect(clampQrSize(Number.NaN)).toBe(256);
  });

  it('a logo forces level H', () => {
    expect(effectiveErrorCorrection('L', true)).toBe('H');
    expect(effectiveErrorCorrection('Q', false)).toBe('Q');
  });
});
