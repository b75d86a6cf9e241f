import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';
import { formatOptionTime } from './optionTime';
import type { ScheduleOption } from './schedules';
import type { OptionTally } from './tally';

/** One candidate with its ○ count and the names of those who can come. */
export function OptionSummary({
  option,
  tally,
  best,
  language,
}: {
  option: ScheduleOption;
  tally: OptionTally | undefined;
  best: boolean;
  language: 'ja' | 'en';
}) {
  const { t } = useToolTranslation('schedule-share', locales);
  return (
    <div className="min-w-0 flex-1">
      <p className="font-medium">
        {formatOptionTime(option.date_time, language)}
        {option.label && <span className="muted ml-2 text-sm">{option.label}</span>}
        {best && (
          <span className="ml-2 rounded bg-green-100 px-1.5 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-900 dark:text-green-100">
            ★ {t('matrix.best')}
          </span>
        )}
      </p>
      <p className="text-sm">
        <span className="font-semibold">{t('detail.yes_count', { count: tally?.yes ?? 0 })}</span>
        {tally && tally.yesNames.length > 0
          ? ` — ${t('detail.respondents', { names: tally.yesNames.join(language === 'ja' ? '、' : ', ') })}`
          : ''}
      </p>
      {tally && tally.maybeNames.length > 0 && (
        <p className="muted text-sm">
          {t('detail.maybe_respondents', {
            names: tally.maybeNames.join(language === 'ja' ? '、' : ', '),
          })}
        </p>
      )}
      {(!tally || tally.yes + tally.maybe + tally.no === 0) && (
        <p className="muted text-sm">{t('detail.nobody')}</p>
      )}
    </div>
  );
}
