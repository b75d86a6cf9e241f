import { PNG } from 'pngjs';
import {
  bytesToBase64,
  detectSealImageType,
  hasSvgRoot,
  isSealImageDataUrl,
  SEAL_IMAGE_MAX_BYTES,
  toSealImage,
} from './sealImage';

const text = (value: string) => new TextEncoder().encode(value);
// A real 1×1 PNG written by pngjs, and the first bytes of a JPEG (JFIF) file.
const png = new Uint8Array(PNG.sync.write(new PNG({ width: 1, height: 1 })));
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

describe('detectSealImageType', () => {
  it.each<[string, Uint8Array, string | null]>([
    ['a PNG', png, 'image/png'],
    ['a JPEG', jpeg, 'image/jpeg'],
    ['an SVG', text('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    [
      'an SVG with a prolog',
      text(
        '\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg viewBox="0 0 1 1"></svg>',
      ),
      'image/svg+xml',
    ],
    ['an HTML page named .svg', text('<html><svg></svg></html>'), null],
    ['text mentioning svg', text('hello <svg>'), null],
    ['an <svgfoo> element', text('<svgfoo/>'), null],
    ['a PDF', text('%PDF-1.7\n'), null],
    ['a GIF', text('GIF89a'), null],
    ['bytes that are not UTF-8', new Uint8Array([0xc3, 0x28, 0x3c]), null],
    ['an empty file', new Uint8Array(), null],
  ])('%s → %s', (_name, bytes, expected) => {
    expect(detectSealImageType(bytes)).toBe(expected);
  });
});

describe('hasSvgRoot', () => {
  it.each([
    ['<svg>', true],
    ['  \n<svg\nwidth="1">', true],
    ['<!-- <svg> in a comment only -->', false],
    ['<?xml version="1.0"?><svg/>', true],
    ['<!DOCTYPE svg [ <!ENTITY x "y"> ]><svg/>', true],
  ])('%j → %s', (value, expected) => {
    expect(hasSvgRoot(value)).toBe(expected);
  });
});

describe('toSealImage', () => {
  it('turns a PNG into a base64 data: URL that decodes to the same bytes', () => {
    const result = toSealImage(png);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    const decoded = Buffer.from(result.dataUrl.split(',')[1] ?? '', 'base64');
    expect(new Uint8Array(decoded)).toEqual(png);
    expect(isSealImageDataUrl(result.dataUrl)).toBe(true);
  });

  it('accepts exactly 500 KB and refuses one byte more', () => {
    const atLimit = new Uint8Array(SEAL_IMAGE_MAX_BYTES);
    atLimit.set(png);
    expect(toSealImage(atLimit).ok).toBe(true);
    const over = new Uint8Array(SEAL_IMAGE_MAX_BYTES + 1);
    over.set(png);
    expect(toSealImage(over)).toEqual({ ok: false, reason: 'too_large' });
  });

  it('refuses what is not an image', () => {
    expect(toSealImage(text('<script>alert(1)</script>'))).toEqual({
      ok: false,
      reason: 'not_image',
    });
  });
});

describe('bytesToBase64', () => {
  it('matches Node’s encoder for long inputs across chunk boundaries', () => {
    const bytes = new Uint8Array(100_003).map((_, index) => (index * 7) % 256);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});

describe('isSealImageDataUrl', () => {
  it.each([
    ['', false],
    ['javascript:alert(1)', false],
    ['data:text/html;base64,PGI+', false],
    ['data:image/svg+xml,<svg onload="x"/>', false],
    ['data:image/jpeg;base64,/9j/4A==', true],
    ['data:image/svg+xml;base64,PHN2Zy8+', true],
  ])('%j → %s', (value, expected) => {
    expect(isSealImageDataUrl(value)).toBe(expected);
  });
});
