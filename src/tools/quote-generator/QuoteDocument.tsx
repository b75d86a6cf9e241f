import type { TFunction } from 'i18next';
import { formatDocumentDate } from '../../components/print';
import { formatInteger, formatYen } from '../../lib/format';
import type { Language } from '../../lib/i18n/types';
import type { QuoteLine, QuoteTotals } from './calculateQuoteTotals';
import { REDUCED_TAX_RATE, type QuoteHeader } from './quoteTypes';

interface Props {
  header: QuoteHeader;
  /** The client as printed: with 御中 or 様 in Japanese. */
  clientLine: string;
  registrationNumber: string;
  lines: readonly QuoteLine[];
  totals: QuoteTotals;
  language: Language;
  t: TFunction;
}

/** Item tables of real quotes keep a few empty rows, so a short quote still looks like a form. */
const MIN_TABLE_ROWS = 8;

const cell = 'border border-gray-800 px-2 py-1';
const numberCell = `${cell} text-right tabular-nums whitespace-nowrap`;

/** The quote as a Japanese business document (御見積書), for the print preview and paper. */
export function QuoteDocument({
  header,
  clientLine,
  registrationNumber,
  lines,
  totals,
  language,
  t,
}: Props) {
  const hasReducedItems = lines.some((line) => line.taxRate === REDUCED_TAX_RATE);
  const fillerRows = Math.max(0, MIN_TABLE_ROWS - lines.length);
  const meta: [string, string][] = [
    [t('doc.quote_number'), header.quoteNumber],
    [t('doc.date'), formatDocumentDate(header.date, language)],
    [t('doc.valid_until'), formatDocumentDate(header.validUntil, language)],
  ];

  return (
    <div className="text-[10pt] leading-normal text-black">
      <h3
        className={`mb-6 border-b-4 border-double border-gray-900 pb-1 text-center text-[20pt] font-bold ${
          // Letter spacing adds space after the last letter too; the padding re-centres it.
          language === 'ja' ? 'pl-[0.5em] tracking-[0.5em]' : 'pl-[0.2em] tracking-[0.2em]'
        }`}
      >
        {t('doc.title')}
      </h3>

      <div className="flex items-start justify-between gap-8">
        <div className="min-w-0 flex-1">
          <p className="border-b border-gray-900 pb-1 text-[14pt] font-bold break-words">
            {language === 'ja' ? clientLine || '\u3000' : `${t('doc.to')}: ${clientLine}`}
          </p>
          {header.subject.trim() && (
            <p className="mt-2 break-words">
              <span className="mr-3 font-bold">{t('doc.subject')}</span>
              {header.subject}
            </p>
          )}
          <p className="mt-4">{t('doc.greeting')}</p>
          <div className="mt-3 flex items-stretch border-2 border-gray-900">
            <div className="flex items-center bg-gray-100 px-3 font-bold whitespace-nowrap">
              {t('doc.amount_due')}
            </div>
            <div className="flex flex-1 items-baseline justify-end gap-1 px-3 py-1.5">
              <span className="text-[18pt] font-bold tabular-nums">{formatYen(totals.total)}</span>
              <span className="text-[9pt] whitespace-nowrap">{t('doc.tax_included')}</span>
            </div>
          </div>
        </div>

        <div className="w-[40%] shrink-0">
          <table className="ml-auto text-[9.5pt]">
            <tbody>
              {meta.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row" className="pr-3 text-left font-normal whitespace-nowrap">
                    {label}
                  </th>
                  <td className="text-right break-all">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="mt-5 break-words">
            <p className="text-[11pt] font-bold">{header.companyName}</p>
            {header.issuerDetails.trim() && (
              <p className="mt-1 text-[9pt] whitespace-pre-line">{header.issuerDetails.trim()}</p>
            )}
            {registrationNumber && (
              <p className="mt-1 text-[9pt]">
                {t('doc.registration_number')}: {registrationNumber}
              </p>
            )}
          </div>
        </div>
      </div>

      <table className="mt-6 w-full border-collapse text-[9.5pt]">
        <thead>
          <tr className="bg-gray-100">
            <th scope="col" className={`${cell} w-[7%]`}>
              {t('doc.no')}
            </th>
            <th scope="col" className={cell}>
              {t('doc.item')}
            </th>
            <th scope="col" className={`${cell} w-[10%]`}>
              {t('doc.quantity')}
            </th>
            <th scope="col" className={`${cell} w-[17%]`}>
              {t('doc.unit_price')}
            </th>
            <th scope="col" className={`${cell} w-[19%]`}>
              {t('doc.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.item.id}>
              <td className={`${cell} text-center`}>{index + 1}</td>
              <td className={`${cell} break-words`}>
                <span>{line.item.name}</span>
                {line.taxRate === REDUCED_TAX_RATE && (
                  <span className="ml-1">{t('doc.reduced_mark')}</span>
                )}
                {line.item.description.trim() && (
                  <span className="block text-[8.5pt] text-gray-700">{line.item.description}</span>
                )}
              </td>
              <td className={numberCell}>
                {line.quantity === null ? '' : formatInteger(line.quantity)}
              </td>
              <td className={numberCell}>
                {line.unitPrice === null ? '' : formatYen(line.unitPrice)}
              </td>
              <td className={numberCell}>{formatYen(line.amount)}</td>
            </tr>
          ))}
          {Array.from({ length: fillerRows }, (_, index) => (
            <tr key={`filler-${index}`} aria-hidden="true">
              <td className={cell}>{'\u00a0'}</td>
              <td className={cell} />
              <td className={cell} />
              <td className={cell} />
              <td className={cell} />
            </tr>
          ))}
        </tbody>
      </table>

      <div className="mt-3 flex items-start justify-between gap-6">
        <table className="border-collapse text-[8.5pt]">
          <thead>
            <tr className="bg-gray-100">
              <th scope="col" className={cell}>
                {t('doc.rate_category')}
              </th>
              <th scope="col" className={cell}>
                {t('doc.taxable_amount')}
              </th>
              <th scope="col" className={cell}>
                {t('doc.tax_amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {totals.byRate.map((entry) => (
              <tr key={entry.rate}>
                <th scope="row" className={`${cell} text-left font-normal whitespace-nowrap`}>
                  {t('doc.taxable', { rate: entry.rate })}
                  {entry.rate === REDUCED_TAX_RATE && t('doc.reduced_mark')}
                </th>
                <td className={numberCell}>{formatYen(entry.taxableAmount)}</td>
                <td className={numberCell}>{formatYen(entry.tax)}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <table className="w-[45%] border-collapse text-[10pt]">
          <tbody>
            <tr>
              <th scope="row" className={`${cell} bg-gray-100 text-left font-normal`}>
                {t('doc.subtotal')}
              </th>
              <td className={numberCell}>{formatYen(totals.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" className={`${cell} bg-gray-100 text-left font-normal`}>
                {t('doc.tax')}
              </th>
              <td className={numberCell}>{formatYen(totals.tax)}</td>
            </tr>
            <tr className="text-[11pt] font-bold">
              <th scope="row" className={`${cell} bg-gray-100 text-left`}>
                {t('doc.total')}
              </th>
              <td className={numberCell}>{formatYen(totals.total)}</td>
            </tr>
          </tbody>
        </table>
      </div>

      {hasReducedItems && <p className="mt-2 text-[9pt]">{t('doc.reduced_note')}</p>}

      <div className="mt-5 min-h-[22mm] border border-gray-800 px-3 py-2 text-[9.5pt]">
        <p className="font-bold">{t('doc.notes')}</p>
        <p className="mt-1 whitespace-pre-wrap break-words">{header.notes}</p>
      </div>
    </div>
  );
}
