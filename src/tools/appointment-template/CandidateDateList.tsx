import { useEffect, useRef, useState } from 'react';
import { HolidayBadge } from '../../components/HolidayBadge';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import type { HolidayCalendar } from '../../lib/japaneseCalendar/holidays';
import {
  addCandidateRow,
  MAX_CANDIDATES,
  removeCandidateRow,
  type CandidateRow,
} from './appointmentForm';
import { parseTokyoWallTime } from './candidateTimes';
import { locales } from './locales';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import X from 'lucide-react/icons/x';
import Plus from 'lucide-react/icons/plus';

interface Props {
  /** The holiday table once loaded: a candidate on a national holiday is marked 「祝」. */
  holidays: HolidayCalendar | null;
  rows: CandidateRow[];
  onChange: (rows: CandidateRow[]) => void;
}

/** The candidate dates: add, edit, remove (never the last one). */
export function CandidateDateList({ holidays, rows, onChange }: Props) {
  const { t } = useToolTranslation('appointment-template', locales);
  const list = useRef<HTMLOListElement>(null);
  // After adding or removing a row, keyboard focus goes to a row's input instead of the page.
  const pendingFocus = useRef<number | null>(null);
  // The page is short-lived: "now" as of opening it is good enough to flag past dates.
  const [now] = useState(() => Date.now());

  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    pendingFocus.current = null;
    const inputs = list.current?.querySelectorAll<HTMLInputElement>('input');
    inputs?.[Math.min(index, inputs.length - 1)]?.focus();
  });

  return (
    <section className="flex flex-col gap-3" aria-labelledby="appointment-candidates-heading">
      <div>
        <h2
          id="appointment-candidates-heading"
          className="text-lg font-semibold text-gray-900 dark:text-white"
        >
          {t('candidates_heading')}
        </h2>
        <p id="appointment-candidates-hint" className="text-sm text-gray-700 dark:text-gray-300">
          {t('candidates_hint')}
        </p>
      </div>
      <ol ref={list} className="flex flex-col gap-3">
        {rows.map((row, index) => {
          const number = index + 1;
          const inputId = `appointment-candidate-${row.id}`;
          const start = parseTokyoWallTime(row.value);
          const past = start !== null && start.getTime() < now;
          // The value is a Japan wall-clock time (YYYY-MM-DDTHH:mm): its date is the day.
          const holiday = start && holidays ? holidays.holidayOn(row.value.slice(0, 10)) : null;
          return (
            <li key={row.id} className="flex flex-col gap-1">
              <label htmlFor={inputId} className="label">
                {t('candidate_label', { number })}
              </label>
              <div className="flex items-center gap-2">
                <input
                  id={inputId}
                  type="datetime-local"
                  className="input min-w-0 flex-1 dark:[color-scheme:dark]"
                  value={row.value}
                  aria-describedby={
                    past
                      ? `${inputId}-past appointment-candidates-hint`
                      : 'appointment-candidates-hint'
                  }
                  onChange={(event) =>
                    onChange(
                      rows.map((r) => (r.id === row.id ? { ...r, value: event.target.value } : r)),
                    )
                  }
                />
                <button
                  type="button"
                  className="icon-btn shrink-0 disabled:cursor-not-allowed disabled:opacity-40"
                  aria-label={t('remove_candidate', { number })}
                  disabled={rows.length <= 1}
                  onClick={() => {
                    onChange(removeCandidateRow(rows, row.id));
                    pendingFocus.current = index;
                  }}
                >
                  <X className="h-4 w-4 shrink-0" />
                </button>
              </div>
              {holiday && (
                <p id={`${inputId}-holiday`} className="text-sm">
                  <HolidayBadge holiday={holiday} language={currentLanguage()} />
                </p>
              )}
              {past && (
                <p id={`${inputId}-past`} className="text-sm text-amber-800 dark:text-amber-200">
                  <TriangleAlert className="mr-1 inline-block h-4 w-4 align-[-0.125em]" />
                  {t('past_warning')}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {rows.length < MAX_CANDIDATES ? (
        <button
          type="button"
          className="btn btn-secondary self-start"
          onClick={() => {
            onChange(addCandidateRow(rows));
            pendingFocus.current = rows.length;
          }}
        >
          <Plus className="h-4 w-4 shrink-0" />
          {t('add_candidate')}
        </button>
      ) : (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('candidates_max', { max: MAX_CANDIDATES })}
        </p>
      )}
    </section>
  );
}
