import type { TFunction } from 'i18next';
import { formatInteger, formatYen } from '../../lib/format';
import type { Language } from '../../lib/i18n/types';
import type { QuoteLine, QuoteTotals } from './calculateQuoteTotals';
import { REDUCED_TAX_RATE, type DraftKind, type QuoteHeader } from './quoteTypes';

export const cell = 'border border-gray-800 px-2 py-1';
export const numberCell = `${cell} text-right tabular-nums whitespace-nowrap`;

/** Item tables of real forms keep a few empty rows, so a short one still looks like a form. */
const MIN_TABLE_ROWS = 8;

/** Only images the profile accepts (PNG, JPEG, SVG as data: URLs) are drawn as the seal. */
export function isSealImage(value: string): boolean {
  return /^data:image\/(png|jpeg|svg\+xml)[;,]/.test(value);
}

interface HeaderProps {
  kind: DraftKind;
  header: QuoteHeader;
  clientLine: string;
  registrationNumber: string;
  meta: readonly [string, string][];
  /** The amount in the box: the total, or 差引請求額 when tax is withheld. */
  total: number;
  sealImage: string;
  language: Language;
  t: TFunction;
}

/** Title, recipient, amount, numbers and dates, and the issuer with seal: repeated on each page. */
export function DocumentHeaderBlock({
  kind,
  header,
  clientLine,
  registrationNumber,
  meta,
  total,
  sealImage,
  language,
  t,
}: HeaderProps) {
  return (
    <>
      <h3
        className={`mb-6 border-b-4 border-double border-gray-900 pb-1 text-center text-[20pt] font-bold ${
          // Letter spacing adds space after the last letter too; the padding re-centres it.
          language === 'ja' ? 'pl-[0.5em] tracking-[0.5em]' : 'pl-[0.2em] tracking-[0.2em]'
        }`}
      >
        {t(`doc.titles.${kind}`)}
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
          {/* A receipt says 「上記正に領収いたしました」 under the amount and 但し書き it refers to. */}
          {kind !== 'receipt' && <p className="mt-4">{t(`doc.greetings.${kind}`)}</p>}
          <div
            className={`${kind === 'receipt' ? 'mt-5' : 'mt-3'} flex items-stretch border-2 border-gray-900`}
          >
            <div className="flex items-center bg-gray-100 px-3 font-bold whitespace-nowrap">
              {t(`doc.amount_labels.${kind}`)}
            </div>
            <div className="flex flex-1 items-baseline justify-end gap-1 px-3 py-1.5">
              <span className="text-[18pt] font-bold tabular-nums">{formatYen(total)}</span>
              <span className="text-[9pt] whitespace-nowrap">{t('doc.tax_included')}</span>
            </div>
          </div>
          {kind === 'receipt' && (
            <>
              {header.proviso.trim() && (
                <p className="mt-2 text-[10.5pt] break-words">
                  {t('doc.proviso')} {header.proviso.trim()}
                </p>
              )}
              <p className="mt-2">{t('doc.greetings.receipt')}</p>
            </>
          )}
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
          <div className="mt-5 flex items-start gap-2 break-words">
            <div className="min-w-0 flex-1">
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
            {isSealImage(sealImage) && (
              <img
                src={sealImage}
                alt={t('doc.seal_alt')}
                className="h-[20mm] w-[20mm] shrink-0 object-contain"
              />
            )}
          </div>
        </div>
      </div>
    </>
  );
}

interface ItemsProps {
  lines: readonly QuoteLine[];
  /** The number of the first line on this page, counting from 1. */
  firstNumber: number;
  /** Filler rows only on a single-page document, so later pages do not grow past the sheet. */
  fill: boolean;
  t: TFunction;
}

export function DocumentItemsTable({ lines, firstNumber, fill, t }: ItemsProps) {
  const fillerRows = fill ? Math.max(0, MIN_TABLE_ROWS - lines.length) : 0;
  return (
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
            <td className={`${cell} text-center`}>{firstNumber + index}</td>
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
  );
}

interface TotalsProps {
  totals: QuoteTotals;
  hasReducedItems: boolean;
  t: TFunction;
}

/** Per-rate taxable amounts and tax (each rounded once), then subtotal, tax and total. */
export function DocumentTotals({ totals, hasReducedItems, t }: TotalsProps) {
  return (
    <>
      <div className="mt-3 flex items-start justify-between gap-6">
        <table className="border-collapse text-[8.5pt]" data-testid="rate-totals">
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
            {totals.withholding > 0 && (
              <>
                <tr>
                  <th scope="row" className={`${cell} bg-gray-100 text-left font-normal`}>
                    {t('doc.withholding')}
                  </th>
                  <td className={numberCell}>−{formatYen(totals.withholding)}</td>
                </tr>
                <tr className="text-[11pt] font-bold">
                  <th scope="row" className={`${cell} bg-gray-100 text-left`}>
                    {t('doc.net')}
                  </th>
                  <td className={numberCell}>{formatYen(totals.net)}</td>
                </tr>
              </>
            )}
          </tbody>
        </table>
      </div>
      {hasReducedItems && <p className="mt-2 text-[9pt]">{t('doc.reduced_note')}</p>}
    </>
  );
}
