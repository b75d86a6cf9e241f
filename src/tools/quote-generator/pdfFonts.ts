import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { fontkitForPdfLib } from './fontkitForPdfLib';

/** One slice of the PDF font (BIZ UDPGothic) that a document needs (pdfFont.ts fetches it). */
export interface PdfFontSlice {
  index: number;
  bytes: ArrayBuffer;
  /** The document's characters this slice holds. */
  characters: string;
}

/** The PostScript name of the PDF font; each embedded subset carries it after its tag. */
export const PDF_FONT_NAME = 'BIZUDPGothic-Regular';

/**
 * The six capital letters a subset font's name starts with (`ABCDEF+BIZUDPGothic-Regular`), as
 * the PDF format asks of a font embedded as a subset: different for each set of glyphs, the same
 * for the same set (FNV-1a of the slice and its characters), so the same document gives the same
 * file.
 */
export function subsetTag(seed: string): string {
  let hash = 0x811c9dc5;
  for (const char of seed) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  let tag = '';
  for (let index = 0; index < 6; index += 1) {
    tag += String.fromCharCode(65 + (hash % 26));
    hash = Math.floor(hash / 26) ^ Math.imul(index + 1, 0x9e3779b1);
    hash >>>= 0;
  }
  return tag;
}

interface Run {
  font: PDFFont;
  text: string;
}

/**
 * The slices of the PDF font embedded in one document, each as a subset of the glyphs the
 * document draws (fontkit 2's subsetter), used as one font: text is split into runs of the slice
 * that holds each character, measured and drawn run by run.
 */
export class PdfFonts {
  private constructor(private readonly owners: Map<number, PDFFont>) {}

  static async embed(document: PDFDocument, slices: readonly PdfFontSlice[]): Promise<PdfFonts> {
    document.registerFontkit(fontkitForPdfLib);
    const owners = new Map<number, PDFFont>();
    for (const slice of slices) {
      const font = await document.embedFont(slice.bytes, {
        subset: true,
        customName: `${subsetTag(`${slice.index}:${slice.characters}`)}+${PDF_FONT_NAME}`,
      });
      for (const codePoint of font.getCharacterSet()) {
        if (!owners.has(codePoint)) owners.set(codePoint, font);
      }
    }
    return new PdfFonts(owners);
  }

  /** Text the fonts can draw: a character none of them has becomes '?'. */
  safe(text: string): string {
    return [...text.replace(/\r\n?/g, '\n')]
      .map((char) => (char === '\n' || this.owners.has(char.codePointAt(0) ?? 0) ? char : '?'))
      .join('');
  }

  private runs(text: string): Run[] {
    const runs: Run[] = [];
    for (const char of this.safe(text)) {
      const font = this.owners.get(char.codePointAt(0) ?? 0);
      if (!font) continue;
      const last = runs.at(-1);
      if (last && last.font === font) last.text += char;
      else runs.push({ font, text: char });
    }
    return runs;
  }

  width(text: string, size: number): number {
    return this.runs(text).reduce(
      (sum, run) => sum + run.font.widthOfTextAtSize(run.text, size),
      0,
    );
  }

  draw(page: PDFPage, text: string, x: number, y: number, size: number, color: Color): void {
    let cursor = x;
    for (const run of this.runs(text)) {
      page.drawText(run.text, { x: cursor, y, size, font: run.font, color });
      cursor += run.font.widthOfTextAtSize(run.text, size);
    }
  }
}
