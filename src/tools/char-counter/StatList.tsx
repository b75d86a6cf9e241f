export interface Stat {
  label: string;
  value: string;
  unit?: string;
  note?: string;
  /** Emphasised colour for a warning (e.g. over the X limit). */
  tone?: 'normal' | 'warning';
}

/** A grid of labelled figures; a description list so each number is read with its name. */
export function StatList({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col rounded-lg border border-gray-200 bg-gray-50 p-3 dark:border-gray-700 dark:bg-gray-900"
        >
          <dt className="text-sm text-gray-700 dark:text-gray-300">{stat.label}</dt>
          <dd
            className={`mt-1 text-2xl font-bold tabular-nums ${
              stat.tone === 'warning'
                ? 'text-red-700 dark:text-red-300'
                : 'text-gray-900 dark:text-white'
            }`}
          >
            {stat.value}
            {stat.unit && (
              <span className="ml-1 text-sm font-normal text-gray-700 dark:text-gray-300">
                {stat.unit}
              </span>
            )}
          </dd>
          {stat.note && (
            <dd className="mt-1 text-xs text-gray-700 dark:text-gray-300">{stat.note}</dd>
          )}
        </div>
      ))}
    </dl>
  );
}
