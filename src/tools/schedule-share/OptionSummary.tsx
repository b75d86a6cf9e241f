import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';
import { LocalSlotLine, OptionSlotText } from './OptionSlotText';
import type { ScheduleOption } from './schedules';
import type { OptionTally } from './tally';
import Check from 'lucide-react/icons/check';
import Star from 'lucide-react/icons/star';

/** One candidate with its ○ count and the names of those who can come. */
export function OptionSummary({
  option,
  tally,
  best,
  decided = false,
  language,
}: {
  option: ScheduleOption;
  tally: OptionTally | undefined;
  best: boolean;
  decided?: boolean;
  language: 'ja' | 'en';
}) {
  const { t } = useToolTranslation('schedule-share', locales);
  const separator = language === 'ja' ? '、' : ', ';
  return (
    <div className="min-w-0 flex-1">
      <p className="font-medium break-words">
        <OptionSlotText option={option} language={language} local={false} />
        {decided && (
          <span className="ml-2 rounded bg-green-700 px-1.5 py-0.5 text-xs font-semibold text-white dark:bg-green-300 dark:text-gray-900">
            <Check className="mr-0.5 inline-block h-3.5 w-3.5 align-[-0.125em]" />
            {t('decision.badge')}
          </span>
        )}
        {best && !decided && (
          <span className="ml-2 rounded bg-green-100 px-1.5 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-900 dark:text-green-100">
            <Star className="mr-0.5 inline-block h-3.5 w-3.5 align-[-0.125em]" />
            {t('matrix.best')}
          </span>
        )}
      </p>
      <LocalSlotLine option={option} language={language} />
      <p className="text-sm">
        <span className="font-semibold">{t('detail.yes_count', { count: tally?.yes ?? 0 })}</span>
        {tally && tally.yesNames.length > 0
          ? ` — ${t('detail.respondents', { names: tally.yesNames.join(separator) })}`
          : ''}
      </p>
      {tally && tally.maybeNames.length > 0 && (
        <p className="muted text-sm">
          {t('detail.maybe_respondents', { names: tally.maybeNames.join(separator) })}
        </p>
      )}
      {(!tally || tally.yes + tally.maybe + tally.no === 0) && (
        <p className="muted text-sm">{t('detail.nobody')}</p>
      )}
    </div>
  );
}
