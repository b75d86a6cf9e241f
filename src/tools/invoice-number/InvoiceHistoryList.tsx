import type { TFunction } from 'i18next';
import { CopyButton } from '../../components/CopyButton';
import { formatTokyoDate } from '../../lib/dates';
import { formatYen } from '../../lib/format';
import type { Language } from '../../lib/i18n/types';
import Download from 'lucide-react/icons/download';
import { VISIBLE_HISTORY_ENTRIES, type InvoiceEntry } from '../../lib/documentNumbering';

interface Props {
  t: TFunction;
  language: Language;
  history: readonly InvoiceEntry[];
  clearedNotice: boolean;
  onExportCsv: () => void;
  onClear: () => void;
}

const cell = 'px-3 py-2 align-middle';

export function InvoiceHistoryList({
  t,
  language,
  history,
  clearedNotice,
  onExportCsv,
  onClear,
}: Props) {
  const visible = history.slice(0, VISIBLE_HISTORY_ENTRIES);
  return (
    <section className="panel flex flex-col gap-4" aria-labelledby="invoice-history-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="invoice-history-heading" tabIndex={-1} className="text-lg font-semibold">
          {t('history.heading')}
        </h2>
        {history.length > 0 && (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {history.length > visible.length
              ? t('history.summary', { count: history.length, shown: visible.length })
              : t('history.summary_all', { count: history.length })}
          </p>
        )}
      </div>
      <div aria-live="polite">
        {clearedNotice && history.length === 0 && (
          <p className="alert-success">{t('history.cleared')}</p>
        )}
      </div>
      {history.length === 0 ? (
        <p className="muted">{t('history.empty')}</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] border-collapse text-sm">
              <caption className="sr-only">{t('history.caption')}</caption>
              <thead>
                <tr className="border-b border-gray-300 text-left text-gray-700 dark:border-gray-600 dark:text-gray-300">
                  <th scope="col" className={`${cell} font-medium`}>
                    {t('history.column_number')}
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    {t('history.column_date')}
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    {t('history.column_description')}
                  </th>
                  <th scope="col" className={`${cell} text-right font-medium`}>
                    {t('history.column_amount')}
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    <span className="sr-only">{t('common:copy')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {visible.map((entry) => (
                  <tr key={entry.id} className="border-b border-gray-200 dark:border-gray-700">
                    <th
                      scope="row"
                      className={`${cell} text-left font-mono font-semibold break-all`}
                    >
                      {entry.number}
                    </th>
                    <td className={`${cell} whitespace-nowrap`}>
                      {formatTokyoDate(`${entry.date}T00:00:00+09:00`, language)}
                    </td>
                    <td className={`${cell} break-words`}>{entry.description}</td>
                    <td className={`${cell} text-right tabular-nums whitespace-nowrap`}>
                      {entry.amount === undefined
                        ? t('history.no_amount')
                        : formatYen(entry.amount)}
                    </td>
                    <td className={`${cell} text-right`}>
                      <CopyButton text={entry.number} className="btn btn-ghost text-sm" />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="muted text-sm">{t('history.cap_note')}</p>
        </>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={history.length === 0}
          onClick={onExportCsv}
        >
          <Download className="h-4 w-4 shrink-0" />
          {t('history.export_csv')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={history.length === 0}
          onClick={onClear}
        >
          {t('history.clear')}
        </button>
      </div>
    </section>
  );
}
