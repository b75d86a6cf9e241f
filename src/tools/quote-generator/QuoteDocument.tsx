import type { TFunction } from 'i18next';
import { formatDocumentDate, ITEMS_PER_PAGE, paginate, PrintPages } from '../../components/print';
import type { Language } from '../../lib/i18n/types';
import { DocumentHeaderBlock, DocumentItemsTable, DocumentTotals } from './DocumentParts';
import { documentNumberOf } from './documentDraft';
import type { QuotePdfInput } from './quotePdfModel';
import type { DraftKind, QuoteHeader } from './quoteTypes';
import { addLaterToolLocales } from '../../lib/i18n/toolLocales';
import { laterLocales } from './laterLocales';
import { addressLines, hasPostalAddress } from './windowEnvelope';

addLaterToolLocales('quote-generator', laterLocales);

/** What the printed document is drawn from: the same as its PDF's model (quotePdfModel.ts). */
type Props = QuotePdfInput;

/** Numbers and dates printed beside the recipient, by kind of document. */
export function documentMeta(
  kind: DraftKind,
  header: QuoteHeader,
  language: Language,
  t: TFunction,
): [string, string][] {
  const date = (value: string) => formatDocumentDate(value, language);
  const rows: [string, string][] = [
    [t(`doc.number_labels.${kind}`), documentNumberOf({ kind, header })],
  ];
  if (kind === 'quote') {
    rows.push([t('doc.date'), date(header.date)], [t('doc.valid_until'), date(header.validUntil)]);
    if (header.deliveryTerms.trim()) rows.push([t('doc.delivery_terms'), header.deliveryTerms]);
    if (header.paymentTerms.trim()) rows.push([t('doc.payment_terms'), header.paymentTerms]);
    return rows;
  }
  if (kind === 'receipt') {
    rows.push([t('doc.receipt_date'), date(header.date)]);
    if (header.invoiceReference.trim())
      rows.push([t('doc.invoice_reference'), header.invoiceReference]);
    return rows;
  }
  if (kind === 'invoice') {
    rows.push(
      [t('doc.invoice_date'), date(header.date)],
      [t('doc.transaction_date'), date(header.transactionDate)],
      [t('doc.due_date'), date(header.dueDate)],
    );
  } else {
    rows.push([t('doc.delivery_date'), date(header.date)]);
  }
  if (header.quoteNumber.trim()) rows.push([t('doc.quote_reference'), header.quoteNumber]);
  return rows;
}

/**
 * The quote, invoice or delivery note as a Japanese business document. Up to 15 items fit one A4
 * page; longer documents continue on further pages that repeat the header, and only the last
 * page carries the totals, the bank account and the notes.
 */
export function QuoteDocument({
  kind,
  header,
  clientLine,
  registrationNumber,
  lines,
  totals,
  sealImage,
  stampBox,
  language,
  t,
}: Props) {
  const meta = documentMeta(kind, header, language, t);
  const addressBlock = hasPostalAddress(header) ? addressLines(header) : null;
  const pages = paginate(lines);

  const pageContent = pages.map((pageLines, index) => {
    const last = index === pages.length - 1;
    // Every page but the last is full, so page n starts at item n × ITEMS_PER_PAGE + 1.
    const start = index * ITEMS_PER_PAGE + 1;
    return (
      <div key={index} className="text-[10pt] leading-normal text-black">
        <DocumentHeaderBlock
          kind={kind}
          header={header}
          clientLine={clientLine}
          registrationNumber={registrationNumber}
          meta={meta}
          total={totals.net}
          exemptIssuer={totals.exemptIssuer}
          sealImage={sealImage}
          addressBlock={index === 0 ? addressBlock : null}
          language={language}
          t={t}
        />
        <DocumentItemsTable
          lines={pageLines}
          totals={totals}
          firstNumber={start}
          fill={pages.length === 1}
          t={t}
        />
        {last ? (
          <>
            {stampBox && (
              <div className="mt-3 flex h-[24mm] w-[24mm] items-center justify-center border border-dashed border-gray-800 text-[8pt]">
                {t('doc.stamp')}
              </div>
            )}
            <DocumentTotals totals={totals} lines={lines} t={t} />
            {kind === 'invoice' && (
              <div className="mt-4 border border-gray-800 px-3 py-2 text-[9.5pt]">
                <p className="font-bold">{t('doc.bank_account')}</p>
                <p className="mt-1 whitespace-pre-wrap break-words">{header.bankAccount}</p>
              </div>
            )}
            {/* An empty 備考 is left out rather than printed as an empty box. */}
            {header.notes.trim() && (
              <div className="mt-4 border border-gray-800 px-3 py-2 text-[9.5pt]">
                <p className="font-bold">{t('doc.notes')}</p>
                <p className="mt-1 whitespace-pre-wrap break-words">{header.notes.trim()}</p>
              </div>
            )}
          </>
        ) : (
          <p className="mt-2 text-right text-[9pt]">{t('doc.continued')}</p>
        )}
      </div>
    );
  });

  return (
    <PrintPages pages={pageContent} pageLabel={(page, count) => t('doc.page', { page, count })} />
  );
}
