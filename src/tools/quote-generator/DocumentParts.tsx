import type { TFunction } from 'i18next';
import { formatYen } from '../../lib/format';
import type { Language } from '../../lib/i18n/types';
import type { QuoteLine, QuoteTotals } from './calculateQuoteTotals';
import { itemColumns, lineCells, rateTable, totalsNotes, totalsRows } from './documentRows';
import type { DraftKind, QuoteHeader } from './quoteTypes';
import { ADDRESS_BLOCK, WINDOW_SAFE_AREA, type AddressLines } from './windowEnvelope';

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
  /** 免税事業者: the amount is not said to include tax. */
  exemptIssuer?: boolean;
  sealImage: string;
  /**
   * The recipient's postal address on the first page, where a 長3 window envelope shows it (in
   * place of the recipient's line), or null.
   */
  addressBlock?: AddressLines | null;
  language: Language;
  t: TFunction;
}

/**
 * The page margin of A4 on paper (components/print/paper.ts): the address block is placed from the
 * sheet's edge less this margin, so that it lands where it does in the PDF.
 */
const A4_MARGIN_MM = 15;

/** The recipient's address block in the window-envelope position (windowEnvelope.ts). */
function WindowAddress({ block }: { block: AddressLines }) {
  const line = (text: string, size: '9pt' | '10.5pt', bold = false) =>
    text && (
      <p
        className={`break-words ${bold ? 'font-bold' : ''}`}
        style={{ fontSize: size, lineHeight: size === '9pt' ? '11.5pt' : '13pt' }}
      >
        {text}
      </p>
    );
  return (
    <div
      className="shrink-0 overflow-hidden"
      data-testid="window-address"
      style={{
        marginLeft: `${ADDRESS_BLOCK.left - A4_MARGIN_MM}mm`,
        marginTop: `${ADDRESS_BLOCK.top - A4_MARGIN_MM}mm`,
        width: `${ADDRESS_BLOCK.width}mm`,
        height: `${ADDRESS_BLOCK.height}mm`,
      }}
    >
      {line(block.postalCode, '9pt')}
      {line(block.address, '9pt')}
      {line(block.company, '10.5pt', true)}
      {line(block.department, '9pt')}
      {line(block.person, '10.5pt', true)}
    </div>
  );
}

/** Title, recipient, amount, numbers and dates, and the issuer with seal: repeated on each page. */
export function DocumentHeaderBlock({
  kind,
  header,
  clientLine,
  registrationNumber,
  meta,
  total,
  exemptIssuer = false,
  sealImage,
  addressBlock = null,
  language,
  t,
}: HeaderProps) {
  const title = (
    <h3
      className={`${addressBlock ? 'ml-auto w-[45%]' : 'mb-6'} border-b-4 border-double border-gray-900 pb-1 text-center text-[20pt] font-bold ${
        // Letter spacing adds space after the last letter too; the padding re-centres it.
        language === 'ja' ? 'pl-[0.5em] tracking-[0.5em]' : 'pl-[0.2em] tracking-[0.2em]'
      }`}
    >
      {t(`doc.titles.${kind}`)}
    </h3>
  );
  return (
    <>
      {addressBlock ? (
        // The address fills the top of the sheet down to the window's lower edge; the title
        // stands to its right, as in the PDF.
        <div
          className="flex items-start gap-4"
          style={{ minHeight: `${WINDOW_SAFE_AREA.bottom + 3 - A4_MARGIN_MM}mm` }}
        >
          <WindowAddress block={addressBlock} />
          {title}
        </div>
      ) : (
        title
      )}
      <div className="flex items-start justify-between gap-8">
        <div className="min-w-0 flex-1">
          {!addressBlock && (
            <p className="border-b border-gray-900 pb-1 text-[14pt] font-bold break-words">
              {language === 'ja' ? clientLine || '\u3000' : `${t('doc.to')}: ${clientLine}`}
            </p>
          )}
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
              {!exemptIssuer && (
                <span className="text-[9pt] whitespace-nowrap">{t('doc.tax_included')}</span>
              )}
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
  totals: Pick<QuoteTotals, 'taxEntry' | 'exemptIssuer'>;
  /** The number of the first line on this page, counting from 1. */
  firstNumber: number;
  /** Filler rows only on a single-page document, so later pages do not grow past the sheet. */
  fill: boolean;
  t: TFunction;
}

const COLUMN_WIDTHS = ['w-[6%]', '', 'w-[10%]', 'w-[8%]', 'w-[16%]', 'w-[18%]'];

export function DocumentItemsTable({ lines, totals, firstNumber, fill, t }: ItemsProps) {
  const fillerRows = fill ? Math.max(0, MIN_TABLE_ROWS - lines.length) : 0;
  const columns = itemColumns(totals, t);
  return (
    <table className="mt-6 w-full border-collapse text-[9.5pt]">
      <thead>
        <tr className="bg-gray-100">
          {columns.map((label, index) => (
            <th key={index} scope="col" className={`${cell} ${COLUMN_WIDTHS[index] ?? ''}`}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => {
          const cells = lineCells(line, totals.exemptIssuer, t);
          return (
            <tr key={line.item.id}>
              <td className={`${cell} text-center`}>{firstNumber + index}</td>
              <td className={`${cell} break-words`}>
                <span>{cells.name}</span>
                {cells.description && (
                  <span className="block text-[8.5pt] text-gray-700">{cells.description}</span>
                )}
              </td>
              <td className={numberCell}>{cells.quantity}</td>
              <td className={`${cell} text-center break-words`}>{cells.unit}</td>
              <td className={numberCell}>{cells.unitPrice}</td>
              <td className={numberCell}>{cells.amount}</td>
            </tr>
          );
        })}
        {Array.from({ length: fillerRows }, (_, index) => (
          <tr key={`filler-${index}`} aria-hidden="true">
            <td className={cell}>{'\u00a0'}</td>
            {columns.slice(1).map((_, column) => (
              <td key={column} className={cell} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface TotalsProps {
  totals: QuoteTotals;
  lines: readonly QuoteLine[];
  t: TFunction;
}

/**
 * Per-rate amounts and tax (each rounded once) on the left, unless the issuer is a 免税事業者;
 * subtotal, tax, 非課税 and 不課税 apart, and the total on the right; then the notes.
 */
export function DocumentTotals({ totals, lines, t }: TotalsProps) {
  const rates = rateTable(totals, t);
  const rows = totalsRows(totals, t);
  const notes = totalsNotes(lines, totals, t);
  return (
    <>
      <div className="mt-3 flex items-start justify-between gap-6">
        {totals.exemptIssuer ? (
          <span />
        ) : (
          <table className="border-collapse text-[8.5pt]" data-testid="rate-totals">
            <thead>
              <tr className="bg-gray-100">
                {rates.columns.map((label) => (
                  <th key={label} scope="col" className={cell}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rates.rows.map(([category, amount, tax]) => (
                <tr key={category}>
                  <th scope="row" className={`${cell} text-left font-normal whitespace-nowrap`}>
                    {category}
                  </th>
                  <td className={numberCell}>{amount}</td>
                  <td className={numberCell}>{tax}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <table className="w-[45%] border-collapse text-[10pt]">
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className={row.strong ? 'text-[11pt] font-bold' : undefined}>
                <th
                  scope="row"
                  className={`${cell} bg-gray-100 text-left ${row.strong ? '' : 'font-normal'}`}
                >
                  {row.label}
                </th>
                <td className={numberCell}>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {notes.map((note) => (
        <p key={note} className="mt-2 text-[9pt]">
          {note}
        </p>
      ))}
    </>
  );
}
