import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useMemo, useState } from 'react';
import type { BusinessDocument } from '../../lib/businessDocuments/businessDocument';
import {
  createRecurringInvoiceStore,
  LAST_DAY,
  RECURRING_DAYS,
  type RecurringInvoice,
} from '../../lib/businessDocuments/recurringInvoices';
import { unwrap } from '../../lib/query/dataQueries';
import { formatTokyoDate } from '../../lib/dates';
import type { Language } from '../../lib/i18n/types';
import { getSupabase } from '../../lib/supabase';

interface Props {
  /** An invoice kept in the account (draft or issued). */
  kept: BusinessDocument;
  storeKey: string;
  language: Language;
  t: TFunction;
}

/**
 * The owner's opt-in to a recurring monthly invoice: on the chosen day (1–28 or 末日) the
 * scheduler makes a draft from this invoice with 「○月分」 in its 件名, to be checked and issued.
 */
export function RecurringInvoiceSection({ kept, storeKey, language, t }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const store = useMemo(() => createRecurringInvoiceStore(getSupabase), []);
  const queryKey = useMemo(
    () => ['documents', storeKey, 'recurring', kept.id] as const,
    [storeKey, kept.id],
  );
  const schedule = useQuery<RecurringInvoice | null>({
    queryKey,
    queryFn: async () => unwrap(await store.get(kept.id)),
  });
  const [day, setDay] = useState(25);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const dayName = (value: number) =>
    value === LAST_DAY ? t('recurring.last_day') : t('recurring.day', { day: value });
  const date = (value: string) => formatTokyoDate(`${value}T00:00:00+09:00`, language);

  const run = async (action: () => Promise<{ ok: boolean }>) => {
    setSaving(true);
    const result = await action();
    setSaving(false);
    setFailed(!result.ok);
    await queryClient.invalidateQueries({ queryKey });
  };

  const current = schedule.data ?? null;
  return (
    <section className="flex flex-col gap-2" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-sm font-bold">
        {t('recurring.heading')}
      </h3>
      {schedule.isSuccess && current === null && (
        <>
          <p className="muted text-sm">{t('recurring.hint')}</p>
          <div className="flex flex-wrap items-end gap-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-day`} className="label">
                {t('recurring.day_label')}
              </label>
              <select
                id={`${id}-day`}
                className="input"
                value={day}
                onChange={(event) => setDay(Number(event.target.value))}
              >
                {RECURRING_DAYS.map((value) => (
                  <option key={value} value={value}>
                    {dayName(value)}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={saving}
              onClick={() => void run(() => store.start(kept.id, day))}
            >
              {t('recurring.start')}
            </button>
          </div>
        </>
      )}
      {current && (
        <>
          <p className="text-sm" data-testid="recurring-status">
            {t('recurring.on', { day: dayName(current.dayOfMonth), next: date(current.nextRunOn) })}
          </p>
          {current.lastRunOn && (
            <p className="muted text-xs">
              {t('recurring.last', { date: date(current.lastRunOn) })}
            </p>
          )}
          <div>
            <button
              type="button"
              className="btn btn-ghost text-red-700 dark:text-red-300"
              disabled={saving}
              onClick={() => void run(() => store.stop(current.id))}
            >
              {t('recurring.stop')}
            </button>
          </div>
        </>
      )}
      <div aria-live="polite">
        {(failed || schedule.isError) && (
          <p className="text-sm text-red-700 dark:text-red-300" role="alert">
            {t('recurring.failed')}
          </p>
        )}
      </div>
    </section>
  );
}
