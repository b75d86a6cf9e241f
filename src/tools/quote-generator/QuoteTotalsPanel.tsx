import { Fragment } from 'react';
import type { TFunction } from 'i18next';
import { formatQuantity, formatYen } from '../../lib/format';
import type { QuoteLine, QuoteTotals } from './calculateQuoteTotals';
import { REDUCED_TAX_RATE } from './quoteTypes';

interface Props {
  totals: QuoteTotals;
  lines: readonly QuoteLine[];
  t: TFunction;
}

interface RowProps {
  label: string;
  value: string;
  strong?: boolean;
  indent?: boolean;
}

function Row({ label, value, strong = false, indent = false }: RowProps) {
  const size = strong
    ? 'mt-1 border-t border-gray-300 pt-2 text-lg font-bold dark:border-gray-600'
    : indent
      ? 'pl-3 text-sm'
      : '';
  return (
    <div className={`flex items-baseline justify-between gap-4 ${size}`}>
      <dt className={strong ? 'text-gray-900 dark:text-white' : 'text-gray-700 dark:text-gray-300'}>
        {label}
      </dt>
      <dd className="tabular-nums text-gray-900 dark:text-white">{value}</dd>
    </div>
  );
}

/** Subtotal, rate-wise taxable amounts and tax, and the total, updated as the user types. */
export function QuoteTotalsPanel({ totals, lines, t }: Props) {
  return (
    <>
      <section className="panel flex flex-col gap-3" aria-labelledby="quote-totals-heading">
        <h2 id="quote-totals-heading" className="text-lg font-bold text-gray-900 dark:text-white">
          {t('sections.totals')}
        </h2>
        <dl className="flex flex-col gap-1.5" aria-live="polite">
          <Row label={t('totals.subtotal')} value={formatYen(totals.subtotal)} />
          {totals.byRate.map((entry) => (
            <Fragment key={entry.rate}>
              <Row
                indent
                label={t('totals.taxable', { rate: entry.rate })}
                value={formatYen(entry.taxableAmount)}
              />
              <Row
                indent
                label={t('totals.tax_for_rate', { rate: entry.rate })}
                value={formatYen(entry.tax)}
              />
            </Fragment>
          ))}
          {!totals.exemptIssuer && <Row label={t('totals.tax')} value={formatYen(totals.tax)} />}
          {totals.nonTaxable !== 0 && (
            <Row label={t('totals.non_taxable')} value={formatYen(totals.nonTaxable)} />
          )}
          {totals.outOfScope !== 0 && (
            <Row label={t('totals.out_of_scope')} value={formatYen(totals.outOfScope)} />
          )}
          <Row
            label={t(totals.exemptIssuer ? 'totals.total_exempt' : 'totals.total')}
            value={formatYen(totals.total)}
            strong
          />
          {totals.withholding > 0 && (
            <>
              <Row label={t('totals.withholding')} value={`−${formatYen(totals.withholding)}`} />
              <Row label={t('totals.net')} value={formatYen(totals.net)} strong />
            </>
          )}
        </dl>
      </section>
      <section className="panel flex flex-col gap-2" aria-labelledby="quote-summary-heading">
        <div className="flex items-baseline justify-between gap-2">
          <h2
            id="quote-summary-heading"
            className="text-lg font-bold text-gray-900 dark:text-white"
          >
            {t('sections.summary')}
          </h2>
          <span className="muted text-sm">{t('summary.count', { n: lines.length })}</span>
        </div>
        <ul className="flex flex-col divide-y divide-gray-200 text-sm dark:divide-gray-700">
          {lines.map((line) => (
            <li key={line.item.id} className="flex items-start justify-between gap-3 py-1.5">
              <div className="min-w-0">
                <p className="truncate text-gray-900 dark:text-gray-100">
                  {line.item.name.trim() || t('summary.unnamed')}
                  {line.taxClass === 'taxable' && line.taxRate === REDUCED_TAX_RATE && (
                    <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                      {t('summary.reduced')}
                    </span>
                  )}
                </p>
                <p className="muted tabular-nums">
                  {t('summary.line', {
                    quantity:
                      line.quantity === null
                        ? '—'
                        : `${formatQuantity(line.quantity)}${line.item.unit.trim()}`,
                    unitPrice: line.unitPrice === null ? '—' : formatYen(line.unitPrice),
                  })}
                </p>
              </div>
              <span className="shrink-0 tabular-nums text-gray-900 dark:text-gray-100">
                {formatYen(line.amount)}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
