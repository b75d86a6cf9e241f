import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import pdfLibFontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import { fontkitForPdfLib } from '../../src/tools/quote-generator/fontkitForPdfLib';

const require = createRequire(import.meta.url);
const FONT =
  require.resolve('@expo-google-fonts/biz-udpgothic/400Regular/BIZUDPGothic_400Regular.ttf');

const LINES = [
  '請求書',
  '株式会社サンプル商事 御中',
  'ご請求金額 ￥93,880（税込）',
  '請求書番号 20261129-001 請求日 2026年11月29日',
  '株式会社オフィスツール 東京都千代田区千代田1-1',
  '登録番号: T7123456789012',
  '品目 数量 単価 金額 会場設営 お弁当 ※ 軽減税率対象',
  '税率区分 対象金額 消費税額 10%対象 8%対象※ 小計 消費税 合計',
];

/** A one-page PDF of the lines in the whole font, subset by the given fontkit. */
async function pdfOf(
  fontkit: Parameters<PDFDocument['registerFontkit']>[0],
  lines: readonly string[],
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  const font = await document.embedFont(await readFile(FONT), { subset: true });
  const page = document.addPage([595, 842]);
  const known = new Set(font.getCharacterSet());
  lines.forEach((line, index) => {
    // As the product's writer: a character the font lacks becomes '?'.
    const safe = [...line].map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?'));
    page.drawText(safe.join(''), {
      x: 40,
      y: 800 - index * 24,
      size: 14,
      font,
      color: rgb(0, 0, 0),
    });
  });
  return document.save();
}

/**
 * The PDFs the rendering checks are checked with (e2e/document-pdf-rendering.spec.ts): one
 * subset by fontkit 2 (good), the same text subset by @pdf-lib/fontkit 1.1.1 (the corrupt
 * glyph records this site's PDFs had), and one with a character the font does not have.
 */
export async function makeCheckPdfs(prefix: string) {
  const missing = String.fromCodePoint(0x2ffff);
  const files = {
    good: { file: `${prefix}-good.pdf`, bytes: await pdfOf(fontkitForPdfLib, LINES) },
    broken: { file: `${prefix}-broken.pdf`, bytes: await pdfOf(pdfLibFontkit, LINES) },
    lacking: {
      file: `${prefix}-lacking.pdf`,
      bytes: await pdfOf(fontkitForPdfLib, [`${LINES[1]}${missing}`]),
      missing,
    },
  };
  for (const { file, bytes } of Object.values(files)) await writeFile(file, bytes);
  return files;
}
