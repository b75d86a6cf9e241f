import { useId } from 'react';
import type { TFunction } from 'i18next';
import { formatInteger as number } from '../../lib/format';
import { useXLength } from './useXLength';
import { X_MAX_WEIGHT } from './xLimits';

/**
 * The post length on X, measured by X's own rules (twitter-text) in a worker, once the other
 * figures are counted (`wait`).
 */
export function XLengthPanel({ t, text, wait }: { t: TFunction; text: string; wait: boolean }) {
  const id = useId();
  const { x, measuring, failed } = useXLength(text, wait);
  const xRatio = Math.min(1, x.weight / X_MAX_WEIGHT);
  return (
    <section
      className="panel flex flex-col gap-3"
      aria-labelledby={`${id}-x`}
      aria-busy={measuring}
    >
      <h2 id={`${id}-x`} className="text-lg font-semibold">
        {t('x_heading')}
      </h2>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p>
          <span className="text-sm text-gray-700 dark:text-gray-300">{t('x_label')}: </span>
          <span
            className={`text-2xl font-bold tabular-nums ${
              x.remaining < 0 ? 'text-red-700 dark:text-red-300' : 'text-gray-900 dark:text-white'
            }`}
          >
            {t('x_value', { weight: number(x.weight), max: number(X_MAX_WEIGHT) })}
          </span>
        </p>
        <p
          className={
            x.remaining < 0
              ? 'font-semibold text-red-700 dark:text-red-300'
              : 'text-gray-800 dark:text-gray-200'
          }
        >
          {x.remaining < 0
            ? t('x_over', { count: number(-x.remaining) })
            : t('x_remaining', { count: number(x.remaining) })}
        </p>
      </div>
      <div
        role="meter"
        aria-label={t('x_label')}
        aria-valuemin={0}
        aria-valuemax={X_MAX_WEIGHT}
        aria-valuenow={Math.min(x.weight, X_MAX_WEIGHT)}
        aria-valuetext={t('x_value', { weight: number(x.weight), max: number(X_MAX_WEIGHT) })}
        className="h-2.5 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
      >
        <div
          className={`h-full rounded-full ${
            x.remaining < 0 ? 'bg-red-600 dark:bg-red-400' : 'bg-blue-600 dark:bg-blue-400'
          }`}
          style={{ width: `${xRatio * 100}%` }}
        />
      </div>
      {failed && (
        <p role="alert" className="alert-error text-sm">
          {t('worker_failed')}
        </p>
      )}
      <p className="muted text-sm">{t('x_note')}</p>
    </section>
  );
}
