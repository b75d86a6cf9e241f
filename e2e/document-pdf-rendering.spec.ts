import { copyFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  blankGlyphs,
  inkIn,
  meanGlyphInk,
  pixelBox,
  readPng,
  renderPage,
  textLayer,
  type PdfGlyph,
} from './helpers/pdfRendering';
import { collectPageErrors, waitForApp } from './helpers/site';

/**
 * The downloaded PDF of each kind of document, checked the way its reader sees it: each page
 * drawn by two renderers that share no code (poppler's `pdftoppm`, MuPDF's `mutool`) and
 * compared with the print view's screenshot of the same page. The PNGs (`<case>-page<n>-poppler`,
 * `-mupdf`, `-print`) and the PDF are kept in this test's output folder
 * (test-results/<port>/document-pdf-rendering-…/).
 *
 * A page passes when:
 * - neither renderer prints a message (a font error, a broken glyph, anything else);
 * - every visible character of its text layer (MuPDF's) has ink inside its box, in both
 *   renderings: a glyph that draws nothing, as the broken subset did, fails;
 * - every character the print view shows on that page is in the PDF page's text layer: a
 *   character the font lacks is drawn as '?' and fails;
 * - the text is as dark as the print view's: the mean share of ink pixels (darker than mid
 *   grey) in the characters' boxes of each rendering is 0.7–2 times the screenshot's. A correct
 *   PDF measures 1.35–1.42 times (its glyph boxes are tighter than the screen's line boxes, and
 *   the fonts differ: BIZ UDPGothic in the PDF, the system's Japanese font on screen); the
 *   corrupt subset this site once wrote measures 0.23 times the correct file, about 0.3 times
 *   the screenshot, and is also caught by the two checks above (see 'the checks themselves').
 */

const DPI = 100;
const SEAL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

interface Item {
  name: string;
  quantity: string;
  unitPrice: string;
  taxRate?: 8 | 10;
  description?: string;
  unit?: string;
  discount?: boolean;
  taxClass?: 'taxable' | 'non_taxable' | 'out_of_scope';
}

/** The recipient's postal address, printed where a 長3 window envelope shows it. */
interface PostalAddress {
  postalCode: string;
  address: string;
  department: string;
  person: string;
}

interface Case {
  name: string;
  kind: 'quote' | 'delivery_note' | 'invoice' | 'receipt';
  title: string;
  number: string;
  clientName: string;
  honorific?: 'onchu' | 'sama';
  items: Item[];
  perItemTax?: boolean;
  withholding?: boolean;
  proviso?: string;
  notes?: string;
  /** The total the page shows as the amount. */
  amount: string;
  pages: number;
  rounding?: 'floor' | 'round' | 'ceil';
  taxEntry?: 'exclusive' | 'inclusive';
  exemptIssuer?: boolean;
  address?: PostalAddress;
  /** Text the first page holds, and text it must not hold (spaces left out). */
  contains?: string[];
  lacks?: string[];
}

const CASES: Case[] = [
  {
    name: 'quote',
    kind: 'quote',
    title: '見積書',
    number: 'Q20261129-001',
    clientName: '株式会社サンプル商事',
    items: [
      { name: 'Webサイト制作 一式', quantity: '1', unitPrice: '300000' },
      { name: 'サーバー設定', quantity: '2', unitPrice: '25000', description: '初期設定と監視' },
    ],
    notes: 'お見積りの有効期限内にご発注ください。',
    amount: '￥385,000',
    pages: 1,
  },
  {
    name: 'delivery-note',
    kind: 'delivery_note',
    title: '納品書',
    number: 'D20261129-001',
    clientName: '株式会社サンプル商事',
    items: [{ name: 'Webサイト制作 一式', quantity: '1', unitPrice: '300000' }],
    amount: '￥330,000',
    pages: 1,
  },
  {
    name: 'invoice-10-8',
    kind: 'invoice',
    title: '請求書',
    number: '20261129-001',
    clientName: '株式会社サンプル商事',
    perItemTax: true,
    items: [
      { name: '会場設営', quantity: '1', unitPrice: '80000', taxRate: 10 },
      { name: 'お弁当', quantity: '12', unitPrice: '1080', taxRate: 8 },
    ],
    amount: '￥101,996',
    pages: 1,
  },
  {
    name: 'invoice-withholding',
    kind: 'invoice',
    title: '請求書',
    number: '20261129-002',
    clientName: '山田 太郎',
    honorific: 'sama',
    withholding: true,
    items: [{ name: 'ロゴデザイン', quantity: '1', unitPrice: '100000' }],
    // 110,000 − 10,210 (10.21 %).
    amount: '￥99,790',
    pages: 1,
  },
  {
    name: 'receipt-withholding',
    kind: 'receipt',
    title: '領収書',
    number: 'R20261129-001',
    clientName: '山田 太郎',
    honorific: 'sama',
    withholding: true,
    proviso: 'ロゴデザイン代として',
    items: [{ name: 'ロゴデザイン', quantity: '1', unitPrice: '100000' }],
    amount: '￥99,790',
    pages: 1,
  },
  {
    name: 'invoice-50-lines',
    kind: 'invoice',
    title: '請求書',
    number: '20261129-003',
    clientName: '株式会社ロングリスト',
    items: Array.from({ length: 50 }, (_, index) => ({
      name: `部品 ${String(index + 1).padStart(2, '0')} 型番ABC-${1000 + index}`,
      quantity: String((index % 5) + 1),
      unitPrice: String(1000 + index * 10),
    })),
    amount: '',
    // 15 items a page, as the print view.
    pages: 4,
  },
  {
    // 値引き on the 10 % items, 非課税 and 不課税 lines apart from the per-rate totals, a decimal
    // quantity with its 単位, 四捨五入 once per rate, and the window-envelope address.
    name: 'invoice-discount-advances',
    kind: 'invoice',
    title: '請求書',
    number: '20261129-004',
    clientName: '株式会社サンプル商事',
    perItemTax: true,
    rounding: 'round',
    items: [
      { name: '作業費', quantity: '10.5', unit: '時間', unitPrice: '5000', taxRate: 10 },
      { name: '長期契約割引', quantity: '1', unitPrice: '3000', taxRate: 10, discount: true },
      { name: 'お弁当', quantity: '12', unit: '個', unitPrice: '1080', taxRate: 8 },
      { name: '収入印紙', quantity: '1', unitPrice: '200', taxClass: 'non_taxable' },
      { name: '立替金（交通費）', quantity: '1', unitPrice: '1280', taxClass: 'out_of_scope' },
    ],
    address: {
      postalCode: '100-0001',
      address: '東京都千代田区千代田1-1 サンプルビル3階',
      department: '経理部',
      person: '山田 太郎',
    },
    // 10 %: 52,500 − 3,000 = 49,500, tax 4,950; 8 %: 12,960, tax 1,036.8 → 1,037 (四捨五入);
    // 200 非課税 and 1,280 不課税 untaxed: 49,500 + 4,950 + 12,960 + 1,037 + 200 + 1,280.
    amount: '￥69,927',
    contains: [
      '10.5',
      '時間',
      '長期契約割引',
      '49,500',
      '4,950',
      '1,037',
      '非課税',
      '不課税',
      '立替金',
    ],
    pages: 1,
  },
  {
    // 免税事業者: no tax lines, no 登録番号, and the statement that it is not a 適格請求書.
    name: 'invoice-exempt-issuer',
    kind: 'invoice',
    title: '請求書',
    number: '20261129-005',
    clientName: '山田 花子',
    honorific: 'sama',
    exemptIssuer: true,
    items: [
      { name: 'イラスト制作', quantity: '3', unit: '点', unitPrice: '30000' },
      { name: '立替金（画材）', quantity: '1', unitPrice: '1500', taxClass: 'out_of_scope' },
    ],
    amount: '￥91,500',
    contains: ['適格請求書ではありません', 'イラスト制作', '点'],
    lacks: ['T7123456789012', '登録番号', '消費税', '10%'],
    pages: 1,
  },
];

/** The area every 長3 window shows of an A4 sheet folded in three, mm from its top left. */
const WINDOW_SAFE_AREA = { left: 23, top: 13, right: 100.5, bottom: 47.5 };

function draftOf(entry: Case) {
  const header = {
    quoteNumber: entry.kind === 'quote' ? entry.number : 'Q20261120-004',
    date: '2026-11-29',
    validUntil: '2026-12-29',
    clientName: entry.clientName,
    honorific: entry.honorific ?? 'onchu',
    subject: 'Webサイト制作および保守',
    companyName: '株式会社オフィスツール',
    registrationNumber: 'T7123456789012',
    issuerDetails: '東京都千代田区千代田1-1\nTEL 03-1234-5678',
    notes: entry.notes ?? '',
    deliveryTerms: entry.kind === 'quote' ? 'ご発注から2週間' : '',
    paymentTerms: entry.kind === 'quote' ? '月末締め翌月末払い' : '',
    documentNumber: entry.kind === 'quote' ? '' : entry.number,
    transactionDate: '2026-11-29',
    dueDate: '2026-12-31',
    bankAccount: entry.kind === 'invoice' ? 'サンプル銀行 本店 普通 1234567' : '',
    proviso: entry.proviso ?? '',
    invoiceReference: entry.kind === 'receipt' ? '20261129-002' : '',
    clientPostalCode: entry.address?.postalCode ?? '',
    clientAddress: entry.address?.address ?? '',
    clientDepartment: entry.address?.department ?? '',
    clientPerson: entry.address?.person ?? '',
    clientEmail: '',
  };
  return {
    version: 1,
    kind: entry.kind,
    savedId: null,
    header,
    items: entry.items.map((item, index) => ({
      id: `item-${index}`,
      name: item.name,
      description: item.description ?? '',
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      taxRate: item.taxRate ?? 10,
      unit: item.unit ?? '',
      discount: item.discount ?? false,
      taxClass: item.taxClass ?? 'taxable',
    })),
    taxRate: 10,
    taxEntry: entry.taxEntry ?? 'exclusive',
    rounding: entry.rounding ?? 'floor',
    exemptIssuer: entry.exemptIssuer ?? false,
    perItemTax: entry.perItemTax ?? false,
    withholding: entry.withholding ?? false,
    paperReceipt: false,
    profileBase: {
      companyName: header.companyName,
      registrationNumber: header.registrationNumber,
      issuerDetails: header.issuerDetails,
      bankAccount: header.bankAccount,
    },
  };
}

/** The print preview's pages (the print portal beside it holds a copy for the printer). */
const previewPages = (page: Page) =>
  page.getByRole('dialog', { name: '印刷プレビュー' }).locator('section.print-page');

/** The characters of a print page and their boxes, in the screenshot's pixels. */
async function printedCharacters(page: Page, index: number) {
  return previewPages(page)
    .nth(index)
    .evaluate((section) => {
      const origin = section.getBoundingClientRect();
      const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
      const chars: { char: string; left: number; top: number; right: number; bottom: number }[] =
        [];
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        let offset = 0;
        for (const char of text) {
          const length = char.length;
          if (char.trim() !== '') {
            range.setStart(node, offset);
            range.setEnd(node, offset + length);
            const rect = range.getBoundingClientRect();
            if (rect.width > 0 && rect.height > 0) {
              // 10 % inside the box, as the PDF's glyph boxes are measured.
              const insetX = rect.width * 0.1;
              const insetY = rect.height * 0.1;
              chars.push({
                char,
                left: rect.left - origin.left + insetX,
                top: rect.top - origin.top + insetY,
                right: rect.right - origin.left - insetX,
                bottom: rect.bottom - origin.top - insetY,
              });
            }
          }
          offset += length;
        }
      }
      return chars;
    });
}

async function checkPage(
  page: Page,
  testInfo: TestInfo,
  entry: Case,
  pdf: string,
  pageNumber: number,
) {
  const prefix = testInfo.outputPath(`${entry.name}-page${pageNumber}`);
  const rendered = renderPage(pdf, prefix, DPI, pageNumber);
  expect(rendered.poppler.messages, 'pdftoppm said nothing').toEqual([]);
  expect(rendered.mupdf.messages, 'mutool said nothing').toEqual([]);
  const glyphs = textLayer(pdf, pageNumber).filter((glyph) => glyph.char.trim() !== '');
  expect(glyphs.length).toBeGreaterThan(50);

  const sheet = previewPages(page).nth(pageNumber - 1);
  await sheet.screenshot({ path: `${prefix}-print.png` });
  const screenshot = await readPng(`${prefix}-print.png`);
  const printed = await printedCharacters(page, pageNumber - 1);
  const printInk = meanGlyphInk(printed, screenshot);

  const inPdf = new Set(glyphs.map((glyph) => glyph.char));
  const missing = [...new Set(printed.map((entry) => entry.char))].filter(
    (char) => !inPdf.has(char),
  );
  expect(missing, 'characters the print view shows that the PDF page lacks').toEqual([]);

  const scale = DPI / 72;
  for (const [name, rendering] of Object.entries(rendered)) {
    const image = await readPng(rendering.png);
    const blank = blankGlyphs(glyphs, image, DPI).map((glyph: PdfGlyph) => glyph.char);
    expect(blank, `${name}: characters drawn without ink`).toEqual([]);
    const ink = meanGlyphInk(
      glyphs.map((glyph) => pixelBox(glyph, scale)),
      image,
    );
    const ratio = ink / printInk;
    testInfo.annotations.push({
      type: 'ink',
      description: `${entry.name} page ${pageNumber} ${name}: ${ink.toFixed(3)} vs print ${printInk.toFixed(3)} (×${ratio.toFixed(2)})`,
    });
    expect(ratio, `${name}: text as dark as on the print view`).toBeGreaterThanOrEqual(0.7);
    expect(ratio, `${name}: text as dark as on the print view`).toBeLessThanOrEqual(2);
  }
  return glyphs;
}

/**
 * The recipient's address lands inside the window of a 長3 envelope: its characters (MuPDF's text
 * layer) lie in the area every window shows, and in both renderings every ink pixel of the sheet's
 * top-left part (0–105 mm across, 0–50 mm down, where the window can fall) lies in that area.
 */
async function checkWindowEnvelope(testInfo: TestInfo, entry: Case, glyphs: PdfGlyph[]) {
  const address = entry.address;
  if (!address) return;
  const mm = (points: number) => (points * 25.4) / 72;
  const text = glyphs.map((glyph) => glyph.char).join('');
  for (const part of [
    `〒${address.postalCode}`,
    address.address.replace(/\s/g, ''),
    entry.clientName,
    address.department,
    `${address.person.replace(/\s/g, '')}様`,
  ]) {
    const at = text.indexOf(part);
    expect(at, `${part} on the page`).toBeGreaterThanOrEqual(0);
    for (const glyph of glyphs.slice(at, at + [...part].length)) {
      const { left, top, right, bottom } = glyph.box;
      expect(mm(left), `${glyph.char} of ${part}`).toBeGreaterThanOrEqual(WINDOW_SAFE_AREA.left);
      expect(mm(right), `${glyph.char} of ${part}`).toBeLessThanOrEqual(WINDOW_SAFE_AREA.right);
      expect(mm(top), `${glyph.char} of ${part}`).toBeGreaterThanOrEqual(WINDOW_SAFE_AREA.top);
      expect(mm(bottom), `${glyph.char} of ${part}`).toBeLessThanOrEqual(WINDOW_SAFE_AREA.bottom);
    }
  }
  const pixelsPerMm = DPI / 25.4;
  for (const renderer of ['poppler', 'mupdf'] as const) {
    const image = await readPng(testInfo.outputPath(`${entry.name}-page1-${renderer}.png`));
    let inside = 0;
    const outside: string[] = [];
    for (let y = 0; y < 50 * pixelsPerMm; y += 1) {
      for (let x = 0; x < 105 * pixelsPerMm; x += 1) {
        if (inkIn(image, { left: x, top: y, right: x + 1, bottom: y + 1 }) === 0) continue;
        const [xMm, yMm] = [x / pixelsPerMm, y / pixelsPerMm];
        const within =
          xMm >= WINDOW_SAFE_AREA.left &&
          xMm <= WINDOW_SAFE_AREA.right &&
          yMm >= WINDOW_SAFE_AREA.top &&
          yMm <= WINDOW_SAFE_AREA.bottom;
        if (within) inside += 1;
        else if (outside.length < 5) outside.push(`${xMm.toFixed(1)},${yMm.toFixed(1)} mm`);
      }
    }
    expect(outside, `${renderer}: ink outside the window`).toEqual([]);
    expect(inside, `${renderer}: the address is drawn`).toBeGreaterThan(500);
  }
}

test.describe('the PDF of each document, as readers draw it', () => {
  test.use({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true });

  for (const entry of CASES) {
    test(`${entry.name}: every page drawn by poppler and MuPDF as the print view shows it`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const errors = collectPageErrors(page);
      await page.addInitScript(
        ({ draft, seal }) => {
          if (sessionStorage.getItem('seeded')) return;
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem('quote-generator-draft', JSON.stringify(draft));
          localStorage.setItem(
            'sender-profile',
            JSON.stringify({
              companyName: draft.header.companyName,
              address: '東京都千代田区千代田1-1',
              registrationNumber: draft.header.registrationNumber,
              bankAccount: 'サンプル銀行 本店 普通 1234567',
              sealImage: seal,
            }),
          );
        },
        { draft: draftOf(entry), seal: SEAL_PNG },
      );
      await page.goto('/quote-generator');
      await waitForApp(page);
      await expect(page.getByTestId('editing-kind')).toContainText(entry.title);

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'PDFをダウンロード' }).click();
      const download = await downloading;
      const pdf = testInfo.outputPath(`${entry.name}.pdf`);
      await copyFile((await download.path()) ?? '', pdf);

      await page.getByRole('button', { name: '印刷プレビュー（印刷・PDF保存）' }).click();
      await expect(previewPages(page)).toHaveCount(entry.pages);
      for (let pageNumber = 1; pageNumber <= entry.pages; pageNumber += 1) {
        const glyphs = await checkPage(page, testInfo, entry, pdf, pageNumber);
        const text = glyphs.map((glyph) => glyph.char).join('');
        expect(text).toContain(entry.title.split('').join(''));
        if (pageNumber === 1) {
          expect(text).toContain(entry.number);
          if (entry.amount) expect(text).toContain(entry.amount);
          for (const part of entry.contains ?? []) expect(text).toContain(part);
          for (const part of entry.lacks ?? []) expect(text).not.toContain(part);
          if (entry.address) await checkWindowEnvelope(testInfo, entry, glyphs);
        }
        if (entry.kind === 'receipt') {
          // 「上記正に領収いたしました」 is under the amount and the 但し書き it refers to.
          const top = (word: string) => {
            const at = text.indexOf(word);
            expect(at, word).toBeGreaterThanOrEqual(0);
            return glyphs[at]?.box.top ?? 0;
          };
          expect(top('上記正に領収')).toBeGreaterThan(top('但し'));
          expect(top('但し')).toBeGreaterThan(top(entry.amount));
        }
      }
      expect(errors).toEqual([]);
    });
  }
});

test.describe('the checks themselves', () => {
  test('they fail a PDF whose font subset is corrupt, and a glyph the font lacks', async ({
    browserName: _browser,
  }, testInfo) => {
    const { makeCheckPdfs } = await import('./helpers/pdfCheckFixtures');
    const { good, broken, lacking } = await makeCheckPdfs(testInfo.outputPath('check'));
    const goodRender = renderPage(good.file, testInfo.outputPath('good'), DPI);
    const brokenRender = renderPage(broken.file, testInfo.outputPath('broken'), DPI);
    expect(goodRender.mupdf.messages).toEqual([]);
    expect(brokenRender.mupdf.messages.join('\n')).toMatch(/invalid (composite glyph|outline)/);

    const glyphs = textLayer(good.file).filter((glyph) => glyph.char.trim() !== '');
    const brokenGlyphs = textLayer(broken.file).filter((glyph) => glyph.char.trim() !== '');
    // The text layer of the broken file is whole: extracting text would pass it.
    expect(brokenGlyphs.map((glyph) => glyph.char).join('')).toBe(
      glyphs.map((glyph) => glyph.char).join(''),
    );
    const scale = DPI / 72;
    for (const renderer of ['poppler', 'mupdf'] as const) {
      const goodImage = await readPng(goodRender[renderer].png);
      const brokenImage = await readPng(brokenRender[renderer].png);
      expect(blankGlyphs(glyphs, goodImage, DPI)).toEqual([]);
      expect(blankGlyphs(brokenGlyphs, brokenImage, DPI).length).toBeGreaterThan(50);
      const ratio =
        meanGlyphInk(
          brokenGlyphs.map((glyph) => pixelBox(glyph, scale)),
          brokenImage,
        ) /
        meanGlyphInk(
          glyphs.map((glyph) => pixelBox(glyph, scale)),
          goodImage,
        );
      expect(ratio, `${renderer}: the broken file's text against the good one's`).toBeLessThan(0.5);
    }
    // A character the font lacks (U+2FFFF, which no font has) is drawn as '?': the print
    // view's character is then missing from the text layer.
    const lackingText = textLayer(lacking.file).map((glyph) => glyph.char);
    expect(lackingText).not.toContain(lacking.missing);
    expect(lackingText).toContain('?');
  });
});
