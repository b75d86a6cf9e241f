import type { TFunction } from 'i18next';
import { formatYen } from '../../lib/format';
import type { InvoiceStatistics } from '../../lib/documentNumbering';

export function InvoiceStats({ t, stats }: { t: TFunction; stats: InvoiceStatistics }) {
  const items = [
    { key: 'today', value: t('stats.count', { count: stats.today }) },
    { key: 'this_month', value: t('stats.count', { count: stats.thisMonth }) },
    { key: 'total', value: t('stats.count', { count: stats.total }) },
    {
      key: 'amount_total',
      value: formatYen(stats.amountTotal),
      note: t('stats.amount_note', { count: stats.withAmount }),
    },
  ];
  return (
    <section className="panel flex flex-col gap-4" aria-labelledby="invoice-stats-heading">
      <h2 id="invoice-stats-heading" className="text-lg font-semibold">
        {t('stats.heading')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {items.map((item) => (
          <div key={item.key} className="rounded-lg bg-gray-100 px-4 py-3 dark:bg-gray-900">
            <dt className="text-sm text-gray-700 dark:text-gray-300">{t(`stats.${item.key}`)}</dt>
            <dd className="text-xl font-bold tabular-nums">{item.value}</dd>
            {item.note && <dd className="text-xs text-gray-700 dark:text-gray-300">{item.note}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
