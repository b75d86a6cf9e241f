import ArrowRight from 'lucide-react/icons/arrow-right';
import { useId, useState, type FormEvent } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { DUPLICATE_WEEK_CHOICES, shiftedOption } from './duplicate';
import { locales } from './locales';
import { OptionSlotText } from './OptionSlotText';
import type { ScheduleOption } from './schedules';

interface Props {
  title: string;
  /** The poll's candidates, by time: the first dated one is previewed where the copy puts it. */
  options: readonly ScheduleOption[];
  language: 'ja' | 'en';
  onDuplicate: (title: string, weeks: number) => Promise<boolean>;
}

/**
 * 「複製」: last week's poll again in two actions (open, then 「複製を作成」 with one week
 * chosen): the title, the settings and the candidates moved by the weeks chosen; the copy
 * opens once made. The title may be changed first.
 */
export function DuplicatePoll({ title, options, language, onDuplicate }: Props) {
  const { t } = useToolTranslation('schedule-share', locales);
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [copyTitle, setCopyTitle] = useState(title);
  const [weeks, setWeeks] = useState(1);
  const [busy, setBusy] = useState(false);
  const first = options.find((option) => option.date_time !== null) ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const done = await onDuplicate(copyTitle.trim() || title, weeks);
    setBusy(false);
    if (done) setOpen(false);
  };

  if (!open)
    return (
      <button
        type="button"
        className="btn btn-secondary self-start"
        aria-expanded={false}
        onClick={() => {
          setCopyTitle(title);
          setOpen(true);
        }}
      >
        {t('duplicate.open')}
      </button>
    );
  return (
    <form
      aria-labelledby={`${ids}-heading`}
      className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3 dark:border-gray-700"
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${ids}-heading`} className="font-semibold">
        {t('duplicate.heading')}
      </h3>
      <p className="muted text-sm">{t('duplicate.note')}</p>
      <label htmlFor={`${ids}-title`} className="label">
        {t('duplicate.title')}
      </label>
      <input
        id={`${ids}-title`}
        className="input"
        value={copyTitle}
        maxLength={200}
        onChange={(event) => setCopyTitle(event.target.value)}
      />
      <label htmlFor={`${ids}-weeks`} className="label">
        {t('duplicate.weeks')}
      </label>
      <select
        id={`${ids}-weeks`}
        className="input sm:max-w-xs"
        value={weeks}
        onChange={(event) => setWeeks(Number(event.target.value))}
      >
        {DUPLICATE_WEEK_CHOICES.map((count) => (
          <option key={count} value={count}>
            {count === 0
              ? t('duplicate.same_dates')
              : count === 1
                ? t('duplicate.one_week_later')
                : t('duplicate.weeks_later', { count })}
          </option>
        ))}
      </select>
      {first && (
        <p className="text-sm" aria-live="polite">
          {t('duplicate.preview')} <OptionSlotText option={first} language={language} />
          <ArrowRight aria-label={t('duplicate.becomes')} className="mx-1 inline-block h-4 w-4" />
          <strong>
            <OptionSlotText option={shiftedOption(first, weeks)} language={language} />
          </strong>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('duplicate.submit')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
          {t('common:cancel')}
        </button>
      </div>
    </form>
  );
}
