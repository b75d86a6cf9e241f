import type { TFunction } from 'i18next';
import { paginate } from '../../components/print/paginate';
import { formatYen } from '../../lib/format';
import type { Language } from '../../lib/i18n/types';
import type { QuoteLine, QuoteTotals } from './calculateQuoteTotals';
import { documentFileName } from './documentDraft';
import { documentMeta } from './QuoteDocument';
import {
  itemColumns,
  lineCells,
  rateTable,
  totalsNotes,
  totalsRows,
  type LineCells,
  type TotalsRow,
} from './documentRows';
import type { DraftKind, QuoteHeader } from './quoteTypes';
import { addressLines, hasPostalAddress, type AddressLines } from './windowEnvelope';

/**
 * Everything the PDF of a quote, invoice or delivery note shows, as already formatted text (the
 * page builds it with its translations), so the PDF writer needs no i18n and draws what the
 * print view shows.
 */
export interface QuotePdfModel {
  /** Title letters are spaced as on the print view (Japanese titles more widely). */
  title: string;
  titleSpacing: number;
  /** PDF metadata. */
  documentTitle: string;
  clientLine: string;
  /** The recipient's postal address in the window-envelope position of the first page, or null. */
  addressBlock: AddressLines | null;
  subject: [string, string] | null;
  greeting: string;
  amountLabel: string;
  amount: string;
  taxIncluded: string;
  meta: [string, string][];
  issuerName: string;
  issuerDetails: string;
  registrationLine: string;
  /** data: URL of a PNG or JPEG seal, or '' (SVG seals are not drawn in the PDF). */
  sealImage: string;
  columns: [string, string, string, string, string, string];
  lines: QuotePdfLine[];
  rateColumns: [string, string, string];
  /** Empty for a 免税事業者 (no rate table is drawn). */
  rateRows: [string, string, string][];
  totals: TotalsRow[];
  /** The reduced-rate mark's meaning, or a 免税事業者's statement that this is no 適格請求書. */
  notesUnderTotals: string[];
  bank: { label: string; text: string } | null;
  /**
   * A receipt's 但し書き ('' when it has none), printed under the amount with the greeting
   * (「上記正に領収いたしました」) after it; null for every other kind.
   */
  proviso: string | null;
  /** The revenue stamp box of a paper receipt, or ''. */
  stampLabel: string;
  notes: { label: string; text: string } | null;
  continued: string;
  pageLabel: (page: number, count: number) => string;
}

export interface QuotePdfLine extends LineCells {
  number: string;
}

/** What the document is made from, for its PDF and for the print view (QuoteDocument). */
export interface QuotePdfInput {
  kind: DraftKind;
  header: QuoteHeader;
  /** The client as printed: with 御中 or 様 in Japanese. */
  clientLine: string;
  registrationNumber: string;
  lines: readonly QuoteLine[];
  totals: QuoteTotals;
  /** 角印 or logo from the sender profile (data: URL), or ''. */
  sealImage: string;
  /** A paper receipt that needs a revenue stamp: a box for it is printed. */
  stampBox: boolean;
  language: Language;
  t: TFunction;
}

/** The model of the document the print view shows, in the page's language. */
export function toQuotePdfModel(input: QuotePdfInput): QuotePdfModel {
  const { kind, header, lines, totals, language, t } = input;
  const rates = rateTable(totals, t);
  return {
    title: t(`doc.titles.${kind}`),
    titleSpacing: language === 'ja' ? 0.5 : 0.2,
    documentTitle: documentFileName({ kind, header }),
    clientLine: language === 'ja' ? input.clientLine : `${t('doc.to')}: ${input.clientLine}`,
    addressBlock: hasPostalAddress(header) ? addressLines(header) : null,
    subject: header.subject.trim() ? [t('doc.subject'), header.subject.trim()] : null,
    greeting: t(`doc.greetings.${kind}`),
    amountLabel: t(`doc.amount_labels.${kind}`),
    amount: formatYen(totals.net),
    taxIncluded: totals.exemptIssuer ? '' : t('doc.tax_included'),
    meta: documentMeta(kind, header, language, t),
    issuerName: header.companyName.trim(),
    issuerDetails: header.issuerDetails.trim(),
    registrationLine: input.registrationNumber
      ? `${t('doc.registration_number')}: ${input.registrationNumber}`
      : '',
    sealImage: input.sealImage,
    columns: itemColumns(totals, t),
    lines: lines.map((line, index) => ({
      number: String(index + 1),
      ...lineCells(line, totals.exemptIssuer, t),
    })),
    rateColumns: rates.columns,
    rateRows: totals.exemptIssuer ? [] : rates.rows,
    totals: totalsRows(totals, t),
    notesUnderTotals: totalsNotes(lines, totals, t),
    bank:
      kind === 'invoice' && header.bankAccount.trim()
        ? { label: t('doc.bank_account'), text: header.bankAccount.trim() }
        : null,
    notes: header.notes.trim() ? { label: t('doc.notes'), text: header.notes.trim() } : null,
    proviso:
      kind !== 'receipt'
        ? null
        : header.proviso.trim()
          ? `${t('doc.proviso')} ${header.proviso.trim()}`
          : '',
    stampLabel: input.stampBox ? t('doc.stamp') : '',
    continued: t('doc.continued'),
    pageLabel: (page, count) => t('doc.page', { page, count }),
  };
}

/**
 * Every character the PDF of a model may draw: each text of the model and the page labels of
 * each page, so the page can fetch the font slices it needs before the PDF is drawn.
 */
export function pdfTextOf(model: QuotePdfModel): string {
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collect);
  };
  const { sealImage: _image, pageLabel, ...drawn } = model;
  collect(drawn);
  const count = paginate(model.lines).length;
  for (let page = 1; page <= count; page += 1) texts.push(pageLabel(page, count));
  return texts.join('\n');
}
