import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { PNG } from 'pngjs';

/**
 * A PDF page as two independent renderers draw it (poppler's `pdftoppm` and MuPDF's `mutool`,
 * Debian's poppler-utils and mupdf-tools), its text layer as MuPDF reads it, and the measures
 * the document e2e compares them by. Used by e2e/document-pdf-rendering.spec.ts and by
 * scripts/bench/pdf-subsetters.ts.
 */

/** One character of the text layer, its box in PDF points from the page's top left. */
export interface PdfGlyph {
  char: string;
  box: { left: number; top: number; right: number; bottom: number };
}

export interface Rendering {
  png: string;
  /** What the renderer printed on stderr, less the one line every MuPDF build here prints. */
  messages: string[];
}

/**
 * Lines that say nothing about the file: MuPDF built without colour management says so on every
 * run, and `mutool draw` names each page it draws.
 */
const HARMLESS = /^warning: ICC support is not available$|^page .+ \d+$/;

function run(command: string, args: string[]): string[] {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw result.error;
  const messages = result.stderr.split('\n').filter((line) => line.trim() && !HARMLESS.test(line));
  if (result.status !== 0) messages.push(`${command} exited with ${result.status}`);
  return messages;
}

/** Page `page` drawn at `dpi` by both renderers, into `${prefix}-poppler.png` and `-mupdf.png`. */
export function renderPage(pdf: string, prefix: string, dpi: number, page = 1) {
  const poppler = run('pdftoppm', [
    '-r',
    String(dpi),
    '-f',
    String(page),
    '-l',
    String(page),
    '-png',
    '-singlefile',
    pdf,
    `${prefix}-poppler`,
  ]);
  const mupdf = run('mutool', [
    'draw',
    '-r',
    String(dpi),
    '-o',
    `${prefix}-mupdf.png`,
    pdf,
    String(page),
  ]);
  return {
    poppler: { png: `${prefix}-poppler.png`, messages: poppler },
    mupdf: { png: `${prefix}-mupdf.png`, messages: mupdf },
  } satisfies Record<string, Rendering>;
}

/** The characters of a page's text layer (MuPDF's structured text) with their boxes. */
export function textLayer(pdf: string, page = 1): PdfGlyph[] {
  const result = spawnSync('mutool', ['draw', '-F', 'stext', '-o', '-', pdf, String(page)], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const glyphs: PdfGlyph[] = [];
  for (const match of result.stdout.matchAll(/<char quad="([^"]+)"[^>]* c="([^"]*)"/g)) {
    const [x0 = 0, y0 = 0, , , , , x3 = 0, y3 = 0] = (match[1] ?? '').split(' ').map(Number);
    const char = (match[2] ?? '')
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    glyphs.push({ char, box: { left: x0, top: y0, right: x3, bottom: y3 } });
  }
  return glyphs;
}

export interface Image {
  width: number;
  height: number;
  data: Buffer;
}

export async function readPng(path: string): Promise<Image> {
  return PNG.sync.read(await readFile(path));
}

/**
 * Ink: a pixel darker than mid grey (each renderer's anti-aliasing stays out of it); a glyph's
 * presence counts any clearly grey pixel, so a hairline (a minus sign at 9.5 pt) counts too.
 */
const DARK = 128;
const GREY = 200;

const isInk = (image: Image, x: number, y: number, threshold: number) => {
  const offset = (y * image.width + x) * 4;
  const luminance =
    0.299 * (image.data[offset] ?? 255) +
    0.587 * (image.data[offset + 1] ?? 255) +
    0.114 * (image.data[offset + 2] ?? 255);
  return luminance < threshold;
};

/** The share of pixels of a box (in pixels) that are ink. */
export function inkIn(
  image: Image,
  box: { left: number; top: number; right: number; bottom: number },
  threshold = DARK,
): number {
  const left = Math.max(0, Math.floor(box.left));
  const right = Math.min(image.width, Math.ceil(box.right));
  const top = Math.max(0, Math.floor(box.top));
  const bottom = Math.min(image.height, Math.ceil(box.bottom));
  let ink = 0;
  for (let y = top; y < bottom; y += 1) {
    for (let x = left; x < right; x += 1) if (isInk(image, x, y, threshold)) ink += 1;
  }
  const area = Math.max(1, (right - left) * (bottom - top));
  return ink / area;
}

/**
 * A glyph's box in a rendering's pixels, kept 10 % inside its edges so the table rules and the
 * neighbours around it are not counted as its ink.
 */
export function pixelBox(glyph: PdfGlyph, scale: number) {
  const { left, top, right, bottom } = glyph.box;
  const insetX = (right - left) * 0.1;
  const insetY = (bottom - top) * 0.1;
  return {
    left: (left + insetX) * scale,
    top: (top + insetY) * scale,
    right: (right - insetX) * scale,
    bottom: (bottom - insetY) * scale,
  };
}

/** Glyphs that draw nothing (a corrupt or empty outline): no ink pixel in their box. */
export function blankGlyphs(glyphs: readonly PdfGlyph[], image: Image, dpi: number): PdfGlyph[] {
  const scale = dpi / 72;
  return glyphs.filter(
    (glyph) => glyph.char.trim() !== '' && inkIn(image, pixelBox(glyph, scale), GREY) === 0,
  );
}

/** The share of a page's visible characters drawn with ink (scripts/bench/pdf-subsetters.ts). */
export async function inkedGlyphShare(pdf: string, png: string, dpi: number): Promise<number> {
  const glyphs = textLayer(pdf).filter((glyph) => glyph.char.trim() !== '');
  const blank = blankGlyphs(glyphs, await readPng(png), dpi);
  return glyphs.length === 0 ? 0 : 1 - blank.length / glyphs.length;
}

/** The mean ink share of the boxes of visible characters: how dark the text is drawn. */
export function meanGlyphInk(
  boxes: readonly { left: number; top: number; right: number; bottom: number }[],
  image: Image,
): number {
  if (boxes.length === 0) return 0;
  return boxes.reduce((sum, box) => sum + inkIn(image, box), 0) / boxes.length;
}
