/**
 * `npx tsx scripts/bench/pdf-subsetters.ts`: the ways a browser-made PDF could carry its
 * Japanese font, side by side on one typical invoice's text (141 distinct characters): the
 * time to make the PDF (median of 5, in Node), the font bytes the page would fetch, the PDF's
 * size, and what poppler (`pdftoppm`) and MuPDF (`mutool`) print when they draw page 1, with
 * the share of the text layer's characters drawn with ink (a corrupt glyph draws none). The
 * product uses the last row (src/tools/quote-generator/pdfFont.ts says why).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pdfLibFontkit from '@pdf-lib/fontkit';
import subsetFont from 'subset-font';
import { PDFDocument, rgb } from 'pdf-lib';
import { fontkitForPdfLib } from '../../src/tools/quote-generator/fontkitForPdfLib.ts';
import { PdfFonts } from '../../src/tools/quote-generator/pdfFonts.ts';
import { makeFontSlices, PDF_FONT_FILE } from '../build/pdf-font-slicing.ts';
import { inkedGlyphShare } from '../../e2e/helpers/pdfRendering.ts';

const TEXT = [
  '請 求 書',
  '株式会社サンプル商事 御中',
  '件名: Webサイト制作および保守',
  '下記のとおりご請求申し上げます。',
  'ご請求金額 ￥93,880 （税込）',
  '請求書番号 20261129-001 請求日 2026年11月29日 お支払期限 2026年12月31日',
  '株式会社オフィスツール 東京都千代田区千代田1-1 TEL 03-1234-5678',
  '登録番号: T7123456789012',
  'No. 品目 数量 単価 金額 1 2 3 4 5 6 7 8 9 0',
  'Webサイト制作 一式 会場設営 お弁当 ※ 軽減税率対象',
  '税率区分 対象金額 消費税額 10%対象 8%対象※ 小計 消費税 合計',
  '振込先 サンプル銀行 本店 普通 1234567 備考 お振込手数料は貴社にてご負担ください。',
].join('\n');
const RUNS = 5;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** A one-page PDF of TEXT in one font. */
async function pdfInOneFont(
  bytes: Uint8Array,
  options: { subset: boolean; fontkit: Parameters<PDFDocument['registerFontkit']>[0] },
) {
  const document = await PDFDocument.create();
  document.registerFontkit(options.fontkit);
  const font = await document.embedFont(bytes, { subset: options.subset });
  const page = document.addPage([595, 842]);
  TEXT.split('\n').forEach((line, index) =>
    page.drawText(line, { x: 40, y: 800 - index * 22, size: 12, font }),
  );
  return document.save();
}

const full = new Uint8Array(await readFile(PDF_FONT_FILE));
const slices = await makeFontSlices();
const characters = new Set(TEXT);
const needed = slices
  .map((slice, index) => ({ ...slice, index }))
  .filter((slice) =>
    [...characters].some((char) => {
      const codePoint = char.codePointAt(0) ?? 0;
      return slice.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
    }),
  );
const sliceBytes = needed.reduce((sum, slice) => sum + slice.bytes.length, 0);

const ways: { name: string; fetched: number; make: () => Promise<Uint8Array> }[] = [
  {
    name: 'whole font, @pdf-lib/fontkit 1.1.1 subset (before)',
    fetched: full.length,
    make: () => pdfInOneFont(full, { subset: true, fontkit: pdfLibFontkit }),
  },
  {
    name: 'whole font, fontkit 2.0.4 subset',
    fetched: full.length,
    make: () => pdfInOneFont(full, { subset: true, fontkit: fontkitForPdfLib }),
  },
  {
    name: 'whole font, subset-font 2.9 (hb-subset wasm) in the page',
    fetched: full.length,
    make: async () =>
      pdfInOneFont(new Uint8Array(await subsetFont(Buffer.from(full), TEXT)), {
        subset: false,
        fontkit: pdfLibFontkit,
      }),
  },
  {
    name: `${needed.length} of ${slices.length} slices (hb-subset at build), fontkit 2.0.4 subset (chosen)`,
    fetched: sliceBytes,
    make: async () => {
      const document = await PDFDocument.create();
      const fonts = await PdfFonts.embed(
        document,
        needed.map((slice) => ({
          index: slice.index,
          bytes: slice.bytes.slice().buffer,
          characters: [...characters].join(''),
        })),
      );
      const page = document.addPage([595, 842]);
      TEXT.split('\n').forEach((line, index) =>
        fonts.draw(page, line, 40, 800 - index * 22, 12, rgb(0, 0, 0)),
      );
      return document.save();
    },
  },
];

const dir = await mkdtemp(join(tmpdir(), 'pdf-subsetters-'));
console.log(`text: ${characters.size} distinct characters; PDFs in ${dir}`);
console.log('way | time (median of 5) | font fetched | PDF | pdftoppm | mutool');
for (const [index, way] of ways.entries()) {
  const times: number[] = [];
  let pdf: Uint8Array = new Uint8Array();
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    pdf = await way.make();
    times.push(performance.now() - start);
  }
  const file = join(dir, `${index}.pdf`);
  await writeFile(file, pdf);
  const said = (command: string, args: string[]) =>
    spawnSync(command, args, { encoding: 'utf8' })
      .stderr.split('\n')
      .filter((line) => line.trim() && !line.includes('ICC support is not available')).length;
  const poppler = said('pdftoppm', [
    '-r',
    '100',
    '-f',
    '1',
    '-l',
    '1',
    '-png',
    file,
    `${file}-poppler`,
  ]);
  const mupdf = said('mutool', ['draw', '-r', '100', '-o', `${file}-mupdf.png`, file, '1']);
  const ink = await inkedGlyphShare(file, `${file}-poppler-1.png`, 100);
  console.log(
    [
      way.name,
      `${Math.round(median(times))} ms`,
      `${(way.fetched / 1024).toFixed(0)} KB`,
      `${(pdf.length / 1024).toFixed(1)} KB`,
      `${poppler} messages, ${(ink * 100).toFixed(0)} % of glyphs inked`,
      `${mupdf} messages`,
    ].join(' | '),
  );
}
