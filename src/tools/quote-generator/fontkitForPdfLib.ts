import * as fontkit from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/**
 * fontkit 2 for pdf-lib. pdf-lib was written against its own fork, @pdf-lib/fontkit 1.1.1,
 * whose TrueType subsetter writes corrupt glyph records: MuPDF reports hundreds of "invalid
 * composite glyph" and "invalid outline" errors on one invoice and every viewer draws only
 * stray characters (`npx tsx scripts/bench/pdf-subsetters.ts` shows it side by side). fontkit
 * 2.0's subsetter writes valid ones, but its subset has `encode()` where the fork had
 * `encodeStream()`: this hands pdf-lib the encoded bytes as one chunk of such a stream.
 */
function create(bytes: Uint8Array) {
  // fontkit 2 reads any Uint8Array; its types still name Node's Buffer.
  const font = fontkit.create(bytes as Buffer);
  if (!('createSubset' in font)) throw new Error('pdf font: a collection, not one font');
  const createSubset = font.createSubset.bind(font);
  return Object.assign(font, {
    createSubset() {
      const subset = createSubset();
      return Object.assign(subset, {
        encodeStream() {
          const stream = {
            on(event: string, listener: (chunk?: Uint8Array) => void) {
              if (event === 'data') listener(subset.encode());
              if (event === 'end') listener();
              return stream;
            },
          };
          return stream;
        },
      });
    },
  });
}

// fontkit 2's Font and pdf-lib's description of the fork's Font differ in details pdf-lib
// never uses (its types were written for the fork).
export const fontkitForPdfLib = { create } as unknown as Fontkit;
