import { FormField } from '../../components/FormField';
import { tokyoDateString } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { findWarekiDate } from '../../lib/japaneseCalendar/wareki';
import { eraYearsOf, formatWareki } from '../../lib/japaneseCalendar/warekiFormat';
import { useFirstLookNow, useLeftForTheApp } from '../../lib/leftForTheApp';
import { useToolState } from '../../lib/useToolState';
import { DateFacts, formatGregorian } from './DateFacts';
import { etoOf } from './eto';
import { locales } from './locales';

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

export default function WarekiConverterTool() {
  const { t, i18n } = useToolTranslation('wareki-converter', locales);
  const language = currentLanguage(i18n.resolvedLanguage);
  const now = useFirstLookNow();
  const leftForTheApp = useLeftForTheApp();
  const today = tokyoDateString(now());
  const [state, keep] = useToolState(
    'wareki-converter',
    { date: today, wareki: formatWareki(today) ?? '', year: today.slice(0, 4), base: today },
    ['date', 'wareki', 'year'],
  );
  const reading = findWarekiDate(state.wareki);
  const problem = reading === null ? 'not_wareki' : reading.ok ? null : reading.problem;
  const problemEra = reading && 'era' in reading ? reading.era : null;
  const year = /^\d{4}$/.test(state.year.trim()) ? Number(state.year.trim()) : null;
  const yearValid = year !== null && year >= 1873 && year <= 2200;
  const factsProps = {
    baseDate: state.base,
    onBaseDate: (base: string) => keep({ base }),
    language,
    t,
    leftForTheApp,
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className="panel flex flex-col gap-4" aria-labelledby="wareki-to-wareki">
        <h2 id="wareki-to-wareki" className="text-lg font-semibold">
          {t('to_wareki_heading')}
        </h2>
        <FormField label={t('date_label')} error={isDate(state.date) ? null : t('date_invalid')}>
          {({ id, describedBy }) => (
            <input
              id={id}
              type="date"
              min="1000-01-01"
              className="input dark:[color-scheme:dark] sm:max-w-xs"
              aria-describedby={describedBy}
              value={leftForTheApp(state.date)}
              onChange={(event) => keep({ date: event.target.value })}
            />
          )}
        </FormField>
        {isDate(state.date) && <DateFacts date={state.date} {...factsProps} />}
      </section>

      <section className="panel flex flex-col gap-4" aria-labelledby="wareki-to-gregorian">
        <h2 id="wareki-to-gregorian" className="text-lg font-semibold">
          {t('to_gregorian_heading')}
        </h2>
        <FormField
          label={t('wareki_label')}
          hint={t('wareki_hint')}
          error={
            problem
              ? t(`problems.${problem}`, {
                  era: problemEra?.name ?? '',
                  first: problemEra ? formatGregorian(problemEra.first, language) : '',
                  last: problemEra?.last
                    ? formatGregorian(problemEra.last, language)
                    : t('era_now'),
                })
              : null
          }
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              className={`input sm:max-w-xs ${invalid ? 'input-invalid' : ''}`}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              autoComplete="off"
              value={leftForTheApp(state.wareki)}
              onChange={(event) => keep({ wareki: event.target.value })}
            />
          )}
        </FormField>
        {reading?.ok && <DateFacts date={reading.date} {...factsProps} />}
      </section>

      <section className="panel flex flex-col gap-3 lg:col-span-2" aria-labelledby="wareki-year">
        <h2 id="wareki-year" className="text-lg font-semibold">
          {t('year_heading')}
        </h2>
        <FormField label={t('year_label')} error={yearValid ? null : t('year_invalid')}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              inputMode="numeric"
              className={`input sm:max-w-[10rem] ${invalid ? 'input-invalid' : ''}`}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={leftForTheApp(state.year)}
              onChange={(event) => keep({ year: event.target.value })}
            />
          )}
        </FormField>
        {yearValid && year !== null && (
          <p className="text-lg" aria-live="polite" data-testid="wareki-year-result">
            {leftForTheApp(
              `${eraYearsOf(year)
                .map(({ era, eraYear }) => `${era.name}${eraYear === 1 ? '元' : eraYear}年`)
                .join(' / ')} ${t('eto_value', {
                kanji: etoOf(year).kanji,
                reading: etoOf(year).reading,
                animal: language === 'ja' ? etoOf(year).animalJa : etoOf(year).animalEn,
              })}`,
              '\u00a0',
            )}
          </p>
        )}
      </section>
    </div>
  );
}
