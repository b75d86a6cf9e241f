import {
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setLineWidth,
  setTextRenderingMode,
  TextRenderingMode,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import { paginate } from '../../components/print/paginate';
import { loadPdfFont } from './pdfFont';
import { PdfFonts } from './pdfFonts';
import { pdfTextOf, type QuotePdfLine, type QuotePdfModel } from './quotePdfModel';
import { ADDRESS_BLOCK, WINDOW_SAFE_AREA, type AddressLines } from './windowEnvelope';

/**
 * The A4 PDF of a quote, invoice, delivery note or receipt, drawn with pdf-lib in the browser:
 * real text (selectable and searchable, with a ToUnicode map), BIZ UDPGothic embedded as subsets
 * of the glyphs used (one per font slice the document needs: pdfFont.ts, pdfFonts.ts), and the
 * seal image. This module, pdf-lib, fontkit and the font slices are loaded only when the user
 * asks for a PDF (dynamic import from the page).
 */

const MM = 72 / 25.4;
const PAGE = { width: 210 * MM, height: 297 * MM };
const MARGIN = 15 * MM;
const CONTENT = PAGE.width - 2 * MARGIN;
const BLACK = rgb(0, 0, 0);
const GREY_FILL = rgb(0.95, 0.95, 0.96);
const MUTED = rgb(0.25, 0.25, 0.28);
/** Rows of the item table on a one-page document, as on the print view. */
const MIN_TABLE_ROWS = 8;

interface Pen {
  page: PDFPage;
  fonts: PdfFonts;
}

/** Splits text into lines no wider than `width` (at any character: Japanese has no spaces). */
export function wrapText(
  text: string,
  width: number,
  measure: (text: string) => number,
  maxLines = Infinity,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const char of paragraph) {
      if (line && measure(line + char) > width) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
    lines.push(line);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]?.slice(0, -1) ?? ''}…`;
  return kept;
}

function text(
  pen: Pen,
  value: string,
  x: number,
  y: number,
  size: number,
  options: {
    bold?: boolean;
    align?: 'left' | 'right' | 'center';
    width?: number;
    color?: typeof BLACK;
    spacing?: number;
  } = {},
) {
  const { bold = false, align = 'left', width = 0, color = BLACK, spacing = 0 } = options;
  const safe = pen.fonts.safe(value);
  const measured = pen.fonts.width(safe, size) + spacing * Math.max(0, [...safe].length - 1);
  const left =
    align === 'right' ? x + width - measured : align === 'center' ? x + (width - measured) / 2 : x;
  if (bold) {
    // The font has one weight: bold is the regular outline drawn with a thin stroke.
    pen.page.pushOperators(
      pushGraphicsState(),
      setTextRenderingMode(TextRenderingMode.FillAndOutline),
      setLineWidth(size / 40),
    );
  }
  if (spacing) {
    let cursor = left;
    for (const char of safe) {
      pen.fonts.draw(pen.page, char, cursor, y, size, color);
      cursor += pen.fonts.width(char, size) + spacing;
    }
  } else {
    pen.fonts.draw(pen.page, safe, left, y, size, color);
  }
  if (bold) pen.page.pushOperators(popGraphicsState());
}

function box(pen: Pen, x: number, top: number, width: number, height: number, fill = false) {
  pen.page.drawRectangle({
    x,
    y: top - height,
    width,
    height,
    borderColor: BLACK,
    borderWidth: 0.6,
    ...(fill ? { color: GREY_FILL } : {}),
  });
}

function line(pen: Pen, x1: number, y1: number, x2: number, y2: number, thickness = 0.6) {
  pen.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness, color: BLACK });
}

/**
 * The recipient's postal address where a 長3 window envelope shows it (windowEnvelope.ts): lines
 * of 9 pt (the company and the person 10.5 pt) from 15 mm down and 25 mm across.
 */
function drawAddressBlock(pen: Pen, block: AddressLines) {
  const measure = (size: number) => (value: string) => pen.fonts.width(value, size);
  const width = ADDRESS_BLOCK.width * MM;
  const x = ADDRESS_BLOCK.left * MM;
  let y = PAGE.height - ADDRESS_BLOCK.top * MM;
  const put = (value: string, size: number, pitch: number, maxLines: number, bold = false) => {
    if (!value) return;
    for (const part of wrapText(value, width, measure(size), maxLines)) {
      text(pen, part, x, y - size * 0.88, size, { bold });
      y -= pitch;
    }
  };
  put(block.postalCode, 9, 11.5, 1);
  put(block.address, 9, 11.5, 2);
  put(block.company, 10.5, 13, 2, true);
  put(block.department, 9, 11.5, 1);
  put(block.person, 10.5, 13, 1, true);
}

/** Title, recipient, amount, numbers and dates, issuer and seal; returns the y below them. */
function drawHeader(
  pen: Pen,
  model: QuotePdfModel,
  seal: PDFImage | null,
  firstPage: boolean,
): number {
  const address = firstPage ? model.addressBlock : null;
  let y = PAGE.height - MARGIN - 20;
  // With the window-envelope address at the top left, the title stands at the top right.
  const titleX = address ? MARGIN + CONTENT * 0.55 : MARGIN;
  const titleWidth = address ? CONTENT * 0.45 : CONTENT;
  text(pen, model.title, titleX, y, 20, {
    bold: true,
    align: 'center',
    width: titleWidth,
    spacing: model.titleSpacing * 20,
  });
  line(pen, titleX, y - 7, titleX + titleWidth, y - 7, 0.8);
  line(pen, titleX, y - 9.5, titleX + titleWidth, y - 9.5, 0.8);
  if (address) drawAddressBlock(pen, address);
  const top = address ? PAGE.height - (WINDOW_SAFE_AREA.bottom + 3) * MM : y - 30;
  const leftWidth = CONTENT * 0.56;
  const measure = (size: number) => (value: string) => pen.fonts.width(value, size);

  // Left: the client (unless the address block names it), subject, greeting and amount.
  y = top - 14;
  if (!address) {
    for (const client of wrapText(model.clientLine || '\u3000', leftWidth, measure(14), 2)) {
      text(pen, client, MARGIN, y, 14, { bold: true });
      y -= 17;
    }
    line(pen, MARGIN, y + 12, MARGIN + leftWidth, y + 12);
  } else {
    y += 10;
  }
  if (model.subject) {
    y -= 6;
    text(pen, model.subject[0], MARGIN, y, 10, { bold: true });
    const labelWidth = pen.fonts.width(model.subject[0], 10) + 8;
    for (const part of wrapText(model.subject[1], leftWidth - labelWidth, measure(10), 2)) {
      text(pen, part, MARGIN + labelWidth, y, 10);
      y -= 13;
    }
  }
  y -= 8;
  // A receipt says 「上記正に領収いたしました」 under the amount and 但し書き it refers to.
  const receipt = model.proviso !== null;
  if (!receipt) {
    text(pen, model.greeting, MARGIN, y, 10);
    y -= 12;
  } else {
    y -= 4;
  }
  const labelWidth = pen.fonts.width(model.amountLabel, 10) + 16;
  box(pen, MARGIN, y, labelWidth, 28, true);
  box(pen, MARGIN + labelWidth, y, leftWidth - labelWidth, 28);
  text(pen, model.amountLabel, MARGIN + 8, y - 18, 10, { bold: true });
  const taxWidth = pen.fonts.width(model.taxIncluded, 8.5);
  text(pen, model.taxIncluded, MARGIN + leftWidth - 6 - taxWidth, y - 19, 8.5);
  text(pen, model.amount, MARGIN + labelWidth, y - 20, 17, {
    bold: true,
    align: 'right',
    width: leftWidth - labelWidth - taxWidth - 10,
  });
  let leftBottom = y - 28;
  if (receipt) {
    let below = leftBottom - 15;
    if (model.proviso) {
      for (const part of wrapText(model.proviso, leftWidth, measure(10.5), 2)) {
        text(pen, part, MARGIN, below, 10.5);
        below -= 14;
      }
    }
    text(pen, model.greeting, MARGIN, below, 10);
    leftBottom = below - 4;
  }

  // Right: numbers and dates, then the issuer with the seal beside it.
  const rightX = MARGIN + CONTENT * 0.6;
  const rightWidth = CONTENT * 0.4;
  let ry = top - 10;
  for (const [label, value] of model.meta) {
    text(pen, label, rightX, ry, 9);
    text(pen, value, rightX, ry, 9, { align: 'right', width: rightWidth });
    ry -= 12.5;
  }
  ry -= 10;
  const sealSize = 20 * MM;
  const issuerWidth = seal ? rightWidth - sealSize - 6 : rightWidth;
  const issuerTop = ry;
  for (const name of wrapText(model.issuerName, issuerWidth, measure(11), 2)) {
    text(pen, name, rightX, ry, 11, { bold: true });
    ry -= 14;
  }
  for (const detail of wrapText(model.issuerDetails, issuerWidth, measure(8.5), 6)) {
    text(pen, detail, rightX, ry, 8.5);
    ry -= 11;
  }
  if (model.registrationLine) {
    text(pen, model.registrationLine, rightX, ry, 8.5);
    ry -= 11;
  }
  if (seal) {
    const scale = Math.min(sealSize / seal.width, sealSize / seal.height);
    const width = seal.width * scale;
    const height = seal.height * scale;
    pen.page.drawImage(seal, {
      x: rightX + rightWidth - width,
      y: issuerTop + 10 - height,
      width,
      height,
    });
    ry = Math.min(ry, issuerTop + 10 - sealSize);
  }
  return Math.min(leftBottom, ry) - 14;
}

/** As the print view's columns: No., 品目, 数量, 単位, 単価, 金額. */
const COLUMN_SHARES = [0.06, 0.42, 0.1, 0.08, 0.16, 0.18];

/** The item table; returns the y below it. */
function drawItems(
  pen: Pen,
  model: QuotePdfModel,
  lines: readonly QuotePdfLine[],
  top: number,
  fill: boolean,
): number {
  const widths = COLUMN_SHARES.map((share) => share * CONTENT);
  const xs = widths.map((_, index) => MARGIN + widths.slice(0, index).reduce((a, b) => a + b, 0));
  const cellText = (
    value: string,
    column: number,
    y: number,
    size: number,
    align: 'left' | 'right' | 'center',
  ) =>
    text(pen, value, (xs[column] ?? 0) + 4, y, size, { align, width: (widths[column] ?? 0) - 8 });
  let y = top;
  const headerHeight = 17;
  widths.forEach((width, column) => box(pen, xs[column] ?? 0, y, width, headerHeight, true));
  model.columns.forEach((label, column) => cellText(label, column, y - 12, 9, 'center'));
  y -= headerHeight;
  const measure = (size: number) => (value: string) => pen.fonts.width(value, size);
  const rows = [
    ...lines.map((entry) => ({ entry })),
    ...Array.from({ length: fill ? Math.max(0, MIN_TABLE_ROWS - lines.length) : 0 }, () => ({
      entry: null,
    })),
  ];
  for (const { entry } of rows) {
    const names = entry ? wrapText(entry.name, (widths[1] ?? 0) - 8, measure(9), 2) : [];
    const details = entry?.description
      ? wrapText(entry.description, (widths[1] ?? 0) - 8, measure(8), 2)
      : [];
    const height = Math.max(18, 8 + names.length * 11.5 + details.length * 10);
    widths.forEach((width, column) => box(pen, xs[column] ?? 0, y, width, height));
    if (entry) {
      cellText(entry.number, 0, y - 12.5, 9, 'center');
      let ny = y - 12.5;
      for (const name of names) {
        cellText(name, 1, ny, 9, 'left');
        ny -= 11.5;
      }
      for (const detail of details) {
        text(pen, detail, (xs[1] ?? 0) + 4, ny + 1, 8, { color: MUTED });
        ny -= 10;
      }
      cellText(entry.quantity, 2, y - 12.5, 9, 'right');
      cellText(entry.unit, 3, y - 12.5, 9, 'center');
      cellText(entry.unitPrice, 4, y - 12.5, 9, 'right');
      cellText(entry.amount, 5, y - 12.5, 9, 'right');
    }
    y -= height;
  }
  return y;
}

/** Per-rate amounts and tax on the left, subtotal to total on the right; returns the y below. */
function drawTotals(pen: Pen, model: QuotePdfModel, top: number): number {
  const rateWidths = [CONTENT * 0.16, CONTENT * 0.14, CONTENT * 0.13];
  let x = MARGIN;
  const rateXs = rateWidths.map((width) => {
    const at = x;
    x += width;
    return at;
  });
  let y = top - 8;
  const rowHeight = 15;
  // A 免税事業者's document has no rate table.
  const rateTable = model.rateRows.length > 0;
  if (rateTable) {
    model.rateColumns.forEach((label, column) => {
      box(pen, rateXs[column] ?? 0, y, rateWidths[column] ?? 0, rowHeight, true);
      text(pen, label, (rateXs[column] ?? 0) + 3, y - 10.5, 8, {
        align: 'center',
        width: (rateWidths[column] ?? 0) - 6,
      });
    });
  }
  let leftY = rateTable ? y - rowHeight : y;
  for (const row of model.rateRows) {
    row.forEach((value, column) => {
      box(pen, rateXs[column] ?? 0, leftY, rateWidths[column] ?? 0, rowHeight);
      text(pen, value, (rateXs[column] ?? 0) + 3, leftY - 10.5, 8, {
        align: column === 0 ? 'left' : 'right',
        width: (rateWidths[column] ?? 0) - 6,
      });
    });
    leftY -= rowHeight;
  }
  const labelWidth = CONTENT * 0.2;
  const valueWidth = CONTENT * 0.25;
  const totalsX = MARGIN + CONTENT - labelWidth - valueWidth;
  for (const row of model.totals) {
    const size = row.strong ? 10.5 : 9.5;
    box(pen, totalsX, y, labelWidth, 17, true);
    box(pen, totalsX + labelWidth, y, valueWidth, 17);
    text(pen, row.label, totalsX + 4, y - 12, size, { bold: row.strong });
    text(pen, row.value, totalsX + labelWidth + 4, y - 12, size, {
      bold: row.strong,
      align: 'right',
      width: valueWidth - 8,
    });
    y -= 17;
  }
  y = Math.min(y, leftY);
  for (const note of model.notesUnderTotals) {
    for (const part of wrapText(note, CONTENT, (v) => pen.fonts.width(v, 8.5), 3)) {
      y -= 12;
      text(pen, part, MARGIN, y, 8.5);
    }
    y -= 4;
  }
  return y;
}

/** A labelled box of free text (振込先, 備考); returns the y below it. */
function drawTextBox(pen: Pen, label: string, value: string, top: number): number {
  const measure = (v: string) => pen.fonts.width(v, 9);
  const lines = wrapText(value, CONTENT - 16, measure, 8);
  const height = 24 + lines.length * 11.5;
  const y = top - 10;
  box(pen, MARGIN, y, CONTENT, height);
  text(pen, label, MARGIN + 8, y - 13, 9, { bold: true });
  lines.forEach((entry, index) => text(pen, entry, MARGIN + 8, y - 26 - index * 11.5, 9));
  return y - height;
}

async function embedSeal(document: PDFDocument, dataUrl: string): Promise<PDFImage | null> {
  const match = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) return null;
  const bytes = Uint8Array.from(atob(match[2] ?? ''), (char) => char.charCodeAt(0));
  try {
    return match[1] === 'png' ? await document.embedPng(bytes) : await document.embedJpg(bytes);
  } catch {
    return null;
  }
}

/** The PDF's bytes. */
export async function makeQuotePdf(model: QuotePdfModel): Promise<Uint8Array> {
  const [slices, document] = await Promise.all([
    loadPdfFont(pdfTextOf(model)),
    PDFDocument.create(),
  ]);
  document.setTitle(model.documentTitle);
  document.setCreator('Office Toolbox');
  document.setProducer('pdf-lib');
  const fonts = await PdfFonts.embed(document, slices);
  const seal = await embedSeal(document, model.sealImage);
  const pages = paginate(model.lines);
  pages.forEach((pageLines, index) => {
    const pen: Pen = { page: document.addPage([PAGE.width, PAGE.height]), fonts };
    const last = index === pages.length - 1;
    let y = drawHeader(pen, model, seal, index === 0);
    y = drawItems(pen, model, pageLines, y, pages.length === 1);
    if (last) {
      if (model.stampLabel) {
        const size = 24 * MM;
        pen.page.drawRectangle({
          x: MARGIN,
          y: y - 6 - size,
          width: size,
          height: size,
          borderColor: BLACK,
          borderWidth: 0.6,
          borderDashArray: [3, 2],
        });
        text(pen, model.stampLabel, MARGIN, y - 6 - size / 2 - 3, 8, {
          align: 'center',
          width: size,
        });
        y -= size + 8;
      }
      y = drawTotals(pen, model, y);
      if (model.bank) y = drawTextBox(pen, model.bank.label, model.bank.text, y);
      if (model.notes) drawTextBox(pen, model.notes.label, model.notes.text, y);
    } else {
      text(pen, model.continued, MARGIN, y - 12, 8.5, { align: 'right', width: CONTENT });
    }
    if (pages.length > 1) {
      text(pen, model.pageLabel(index + 1, pages.length), MARGIN, MARGIN / 2, 8, {
        align: 'center',
        width: CONTENT,
      });
    }
  });
  return document.save();
}
