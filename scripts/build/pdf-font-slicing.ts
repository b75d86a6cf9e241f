import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';
import {
  encodeSliceRanges,
  type CodePointRange,
} from '../../src/tools/quote-generator/pdfFontRanges.ts';

/**
 * The PDF font (BIZ UDPGothic, 4.5 MB) cut into Unicode-range slices at build time, so a
 * document fetches only the slices holding its characters (about 260 KB for a typical invoice)
 * instead of the whole font. The ranges are the ones Google Fonts serves this font in (read from
 * @fontsource/biz-udpgothic's CSS): they group characters by how often Japanese text uses them,
 * so the kana, digits and common kanji of an invoice fall into a few slices. Characters of the
 * font that no range names go into one more slice. Each slice is cut with HarfBuzz's hb-subset
 * (`subset-font`) without hinting and without layout tables: a PDF viewer uses neither (the
 * page's PDF writer takes glyphs from the character map and advance widths), and the layout
 * closure alone (alternates, vertical forms) made slices four times larger.
 */
export interface FontSlice {
  ranges: CodePointRange[];
  bytes: Uint8Array;
  /** First 8 hex digits of the slice's SHA-256: its file name changes when its bytes do. */
  hash: string;
}

const require = createRequire(import.meta.url);
export const PDF_FONT_FILE =
  require.resolve('@expo-google-fonts/biz-udpgothic/400Regular/BIZUDPGothic_400Regular.ttf');
const RANGES_CSS = require.resolve('@fontsource/biz-udpgothic/400.css');
/** Tables a PDF viewer never reads, dropped from each slice. */
const DROPPED_TABLES = ['GSUB', 'GPOS', 'GDEF', 'BASE', 'vhea', 'vmtx', 'VORG', 'DSIG'];
/** `noHinting` is in subset-font 2.9 but not yet in its published types. */
export const SLICE_OPTIONS = {
  targetFormat: 'truetype',
  noHinting: true,
  dropTables: DROPPED_TABLES,
} as Parameters<typeof subsetFont>[2];

/** The `unicode-range` of each @font-face rule, in the stylesheet's order. */
export function parseUnicodeRanges(css: string): CodePointRange[][] {
  const slices: CodePointRange[][] = [];
  for (const match of css.matchAll(/unicode-range:\s*([^;}]+)/g)) {
    const ranges: CodePointRange[] = [];
    for (const part of (match[1] ?? '').split(',')) {
      const range = /^U\+([0-9a-f]+)(?:-([0-9a-f]+))?$/i.exec(part.trim());
      if (!range) continue;
      const from = parseInt(range[1] ?? '', 16);
      ranges.push([from, range[2] ? parseInt(range[2], 16) : from]);
    }
    if (ranges.length > 0) slices.push(ranges);
  }
  return slices;
}

/** The font's characters grouped as the ranges say; what no range names, as one more group. */
export function groupCharacters(
  characterSet: readonly number[],
  slices: readonly CodePointRange[][],
): number[][] {
  const owner = new Map<number, number>();
  slices.forEach((ranges, index) => {
    for (const [from, to] of ranges) {
      for (let codePoint = from; codePoint <= to; codePoint += 1) {
        if (!owner.has(codePoint)) owner.set(codePoint, index);
      }
    }
  });
  const groups: number[][] = slices.map(() => []);
  const rest: number[] = [];
  for (const codePoint of [...characterSet].sort((a, b) => a - b)) {
    const index = owner.get(codePoint);
    if (index === undefined) rest.push(codePoint);
    else groups[index]?.push(codePoint);
  }
  return [...groups, rest].filter((group) => group.length > 0);
}

/** Consecutive code points as ranges. */
export function toRanges(codePoints: readonly number[]): CodePointRange[] {
  const ranges: CodePointRange[] = [];
  for (const codePoint of codePoints) {
    const last = ranges.at(-1);
    if (last && codePoint === last[1] + 1) last[1] = codePoint;
    else ranges.push([codePoint, codePoint]);
  }
  return ranges;
}

export async function makeFontSlices(): Promise<FontSlice[]> {
  const [font, css] = await Promise.all([readFile(PDF_FONT_FILE), readFile(RANGES_CSS, 'utf8')]);
  const parsed = fontkit.create(font);
  if (!('characterSet' in parsed)) throw new Error('pdf font: a collection, not one font');
  const groups = groupCharacters(parsed.characterSet, parseUnicodeRanges(css));
  return Promise.all(
    groups.map(async (codePoints) => {
      const bytes = new Uint8Array(
        await subsetFont(font, String.fromCodePoint(...codePoints), SLICE_OPTIONS),
      );
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
      return { ranges: toRanges(codePoints), bytes, hash };
    }),
  );
}

/** The module the page imports: each slice's URL and the ranges it covers, compactly. */
export function sliceModule(slices: readonly FontSlice[], urlOf: (index: number) => string) {
  return [
    `export const SLICE_URLS = ${JSON.stringify(slices.map((_, index) => urlOf(index)))};`,
    `export const SLICE_RANGES = ${JSON.stringify(encodeSliceRanges(slices.map((slice) => slice.ranges)))};`,
  ].join('\n');
}
