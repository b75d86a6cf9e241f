import type { TFunction } from 'i18next';
import { paginate } from '../../components/print/paginate';
import { formatInteger, formatYen } from '../../lib/format';
import type { Language } from '../../lib/i18n/types';
import type { QuoteLine, QuoteTotals } from './calculateQuoteTotals';
import { documentFileName } from './documentDraft';
import { documentMeta } from './QuoteDocument';
import { REDUCED_TAX_RATE, type DraftKind, type QuoteHeader } from './quoteTypes';

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
  columns: [string, string, string, string, string];
  lines: QuotePdfLine[];
  rateColumns: [string, string, string];
  rateRows: [string, string, string][];
  totals: { label: string; value: string; strong: boolean }[];
  reducedNote: string;
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

export interface QuotePdfLine {
  number: string;
  name: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
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
  const reduced = (rate: number) => (rate === REDUCED_TAX_RATE ? t('doc.reduced_mark') : '');
  const totalsRows = [
    { label: t('doc.subtotal'), value: formatYen(totals.subtotal), strong: false },
    { label: t('doc.tax'), value: formatYen(totals.tax), strong: false },
    { label: t('doc.total'), value: formatYen(totals.total), strong: true },
  ];
  if (totals.withholding > 0) {
    totalsRows.push(
      { label: t('doc.withholding'), value: `−${formatYen(totals.withholding)}`, strong: false },
      { label: t('doc.net'), value: formatYen(totals.net), strong: true },
    );
  }
  return {
    title: t(`doc.titles.${kind}`),
    titleSpacing: language === 'ja' ? 0.5 : 0.2,
    documentTitle: documentFileName({ kind, header }),
    clientLine: language === 'ja' ? input.clientLine : `${t('doc.to')}: ${input.clientLine}`,
    subject: header.subject.trim() ? [t('doc.subject'), header.subject.trim()] : null,
    greeting: t(`doc.greetings.${kind}`),
    amountLabel: t(`doc.amount_labels.${kind}`),
    amount: formatYen(totals.net),
    taxIncluded: t('doc.tax_included'),
    meta: documentMeta(kind, header, language, t),
    issuerName: header.companyName.trim(),
    issuerDetails: header.issuerDetails.trim(),
    registrationLine: input.registrationNumber
      ? `${t('doc.registration_number')}: ${input.registrationNumber}`
      : '',
    sealImage: input.sealImage,
    columns: [t('doc.no'), t('doc.item'), t('doc.quantity'), t('doc.unit_price'), t('doc.amount')],
    lines: lines.map((line, index) => ({
      number: String(index + 1),
      name: `${line.item.name}${reduced(line.taxRate) ? ` ${reduced(line.taxRate)}` : ''}`,
      description: line.item.description.trim(),
      quantity: line.quantity === null ? '' : formatInteger(line.quantity),
      unitPrice: line.unitPrice === null ? '' : formatYen(line.unitPrice),
      amount: formatYen(line.amount),
    })),
    rateColumns: [t('doc.rate_category'), t('doc.taxable_amount'), t('doc.tax_amount')],
    rateRows: totals.byRate.map((entry) => [
      `${t('doc.taxable', { rate: entry.rate })}${reduced(entry.rate)}`,
      formatYen(entry.taxableAmount),
      formatYen(entry.tax),
    ]),
    totals: totalsRows,
    reducedNote: lines.some((line) => line.taxRate === REDUCED_TAX_RATE)
      ? t('doc.reduced_note')
      : '',
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
