import { decodeSliceRanges } from './pdfFontRanges';
import type { PdfFontSlice } from './pdfFonts';

/** Drawn where the font lacks a character, and where a long line is cut. */
export const FALLBACK_CHARACTERS = '?…';

interface SliceMap {
  urls: string[];
  owner: Map<number, number>;
}

let sliceMap: Promise<SliceMap> | null = null;
const sliceBytes = new Map<number, Promise<ArrayBuffer>>();

function loadSliceMap(): Promise<SliceMap> {
  sliceMap ??= import('virtual:pdf-font-slices').then(({ SLICE_URLS, SLICE_RANGES }) => ({
    urls: SLICE_URLS,
    owner: decodeSliceRanges(SLICE_RANGES),
  }));
  sliceMap.catch(() => {
    sliceMap = null;
  });
  return sliceMap;
}

function loadSlice(index: number, url: string): Promise<ArrayBuffer> {
  let bytes = sliceBytes.get(index);
  if (!bytes) {
    bytes = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`font slice ${index}: HTTP ${response.status}`);
      return response.arrayBuffer();
    });
    bytes.catch(() => sliceBytes.delete(index));
    sliceBytes.set(index, bytes);
  }
  return bytes;
}

/**
 * The slices of the PDF font holding the characters of `text`: the font is cut at build time
 * into Unicode-range slices of about 12 KB (scripts/build/pdf-font-slicing.ts), so a typical invoice
 * fetches some 20 of them, not the whole 4.5 MB file. Each is fetched once per page visit (the
 * browser caches it by its hashed name). Kept apart from quotePdf.ts so the page starts
 * fetching them on the click, while the PDF library's chunk is still being fetched.
 */
export async function loadPdfFont(text: string): Promise<PdfFontSlice[]> {
  const { urls, owner } = await loadSliceMap();
  const needed = new Map<number, Set<string>>();
  for (const char of text + FALLBACK_CHARACTERS) {
    const index = owner.get(char.codePointAt(0) ?? 0);
    if (index === undefined) continue;
    const characters = needed.get(index) ?? new Set();
    needed.set(index, characters.add(char));
  }
  return Promise.all(
    [...needed]
      .sort(([a], [b]) => a - b)
      .map(async ([index, characters]) => ({
        index,
        bytes: await loadSlice(index, urls[index] ?? ''),
        characters: [...characters].sort().join(''),
      })),
  );
}
