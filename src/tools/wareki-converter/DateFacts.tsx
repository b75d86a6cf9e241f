import type { TFunction } from 'i18next';
import { useId } from 'react';
import { CopyButton } from '../../components/CopyButton';
import type { Language } from '../../lib/i18n/types';
import { formatWareki } from '../../lib/japaneseCalendar/warekiFormat';
import { ageOn, kazoedoshiOn } from './age';
import { etoOf } from './eto';

const JA_WEEKDAYS = '日月火水木金土';

export function formatGregorian(date: string, language: Language): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  if (language === 'ja') return `${year}年${month}月${day}日(${JA_WEEKDAYS[weekday]})`;
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** What a day is in both calendars, its year's 干支, and the age of someone born on it. */
export function DateFacts({
  date,
  baseDate,
  onBaseDate,
  language,
  t,
  leftForTheApp,
}: {
  date: string;
  baseDate: string;
  onBaseDate: (value: string) => void;
  language: Language;
  t: TFunction;
  leftForTheApp: (value: string, empty?: '' | '\u00a0') => string;
}) {
  const id = useId();
  const wareki = formatWareki(date);
  const eto = etoOf(Number(date.slice(0, 4)));
  const validBase = /^\d{4}-\d{2}-\d{2}$/.test(baseDate);
  const age = validBase ? ageOn(date, baseDate) : null;
  const kazoe = validBase ? kazoedoshiOn(date, baseDate) : null;
  return (
    <div className="flex flex-col gap-3" aria-live="polite">
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="label">{t('wareki')}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <span className="text-xl font-bold">
            {wareki ? leftForTheApp(wareki, '\u00a0') : t('before_meiji6')}
          </span>
          {wareki && <CopyButton text={wareki} label={t('copy_wareki')} />}
        </dd>
        {wareki && (
          <>
            <dt className="label">{t('short_form')}</dt>
            <dd className="font-mono">
              {leftForTheApp(formatWareki(date, { style: 'initial' }) ?? '', '\u00a0')}
            </dd>
          </>
        )}
        <dt className="label">{t('gregorian')}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <span>{leftForTheApp(formatGregorian(date, language), '\u00a0')}</span>
          <CopyButton text={date} label={t('copy_gregorian')} />
        </dd>
        <dt className="label">{t('eto')}</dt>
        <dd>
          {leftForTheApp(
            t('eto_value', {
              kanji: eto.kanji,
              reading: eto.reading,
              animal: language === 'ja' ? eto.animalJa : eto.animalEn,
            }),
            '\u00a0',
          )}
        </dd>
      </dl>
      <div className="flex flex-col gap-1 border-t border-gray-200 pt-3 dark:border-gray-700">
        <h3 className="font-semibold">{t('age_heading')}</h3>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-base`} className="label">
              {t('base_date_label')}
            </label>
            <input
              id={`${id}-base`}
              type="date"
              className="input dark:[color-scheme:dark]"
              value={leftForTheApp(baseDate)}
              onChange={(event) => onBaseDate(event.target.value)}
            />
          </div>
          <p className="pb-2 text-lg font-semibold">
            {age === null || kazoe === null
              ? validBase
                ? t('age_future')
                : t('date_invalid')
              : leftForTheApp(t('age_value', { age, kazoe }), '\u00a0')}
          </p>
        </div>
        <p className="muted text-xs">
          {t('age_rule')} {t('eto_rule')}
        </p>
      </div>
    </div>
  );
}
