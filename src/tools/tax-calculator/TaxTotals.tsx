import type { TFunction } from 'i18next';
import { formatYen } from '../../lib/format';
import type { RoundingMode } from './calculateTax';
import type { TaxRowsEvaluation } from './evaluateTaxRows';
import Download from 'lucide-react/icons/download';

interface Props {
  t: TFunction;
  evaluation: TaxRowsEvaluation;
  rounding: RoundingMode;
  onExportCsv: () => void;
}

const cell = 'px-3 py-2 text-right tabular-nums';

export function TaxTotals({ t, evaluation, rounding, onExportCsv }: Props) {
  const { summary, invalidCount } = evaluation;
  const hasTotals = summary.rateTotals.length > 0;
  return (
    <section className="panel flex flex-col gap-4" aria-labelledby="tax-totals-heading">
      <h2 id="tax-totals-heading" className="text-lg font-semibold">
        {t('totals.heading')}
      </h2>
      {invalidCount > 0 && (
        <p className="alert-warning" role="status">
          {t('totals.skipped_rows', { count: invalidCount })}
        </p>
      )}
      {hasTotals ? (
        <>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[32rem] border-collapse text-sm">
              <caption className="sr-only">
                {t('totals.caption', { rounding: t(`settings.rounding.${rounding}`) })}
              </caption>
              <thead>
                <tr className="border-b border-gray-300 text-gray-700 dark:border-gray-600 dark:text-gray-300">
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    {t('totals.column_rate')}
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    {t('totals.column_count')}
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    {t('totals.column_exclusive')}
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    {t('totals.column_tax')}
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    {t('totals.column_inclusive')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {summary.rateTotals.map((total) => (
                  <tr key={total.rate} className="border-b border-gray-200 dark:border-gray-700">
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      {t('totals.rate_label', { rate: total.rate })}
                    </th>
                    <td className={cell}>{t('totals.count', { count: total.lineCount })}</td>
                    <td className={cell}>{formatYen(total.exclusive)}</td>
                    <td className={cell}>{formatYen(total.tax)}</td>
                    <td className={cell}>{formatYen(total.inclusive)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="font-bold">
                  <th scope="row" className="px-3 py-2 text-left">
                    {t('totals.grand_total')}
                  </th>
                  <td className={cell} />
                  <td className={cell}>{formatYen(summary.grandTotal.exclusive)}</td>
                  <td className={cell}>{formatYen(summary.grandTotal.tax)}</td>
                  <td className={cell}>{formatYen(summary.grandTotal.inclusive)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          <p className="muted text-sm">{t('totals.invoice_note')}</p>
        </>
      ) : (
        <p className="muted">{t('totals.empty')}</p>
      )}
      <div>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!hasTotals}
          onClick={onExportCsv}
        >
          <Download className="h-4 w-4 shrink-0" />
          {t('common:save_csv')}
        </button>
      </div>
    </section>
  );
}
