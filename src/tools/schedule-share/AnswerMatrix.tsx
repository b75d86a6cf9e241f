import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';
import { formatOptionSlot } from './optionTime';
import type { ScheduleAnswer, ScheduleOption } from './schedules';
import { AVAILABILITY_MARKS, bestOptionIds, groupRespondents, tallyOptions } from './tally';
import Check from 'lucide-react/icons/check';
import Star from 'lucide-react/icons/star';

interface Props {
  options: readonly ScheduleOption[];
  answers: readonly ScheduleAnswer[];
  decidedId?: string | null;
  language: 'ja' | 'en';
}

const CELL = 'border border-gray-300 px-2 py-1 dark:border-gray-600';
/** The first column stays put while the candidates scroll sideways (phones). */
const STICKY = 'sticky left-0 z-10 bg-white dark:bg-gray-800';

const dateFormat = (language: 'ja' | 'en') =>
  new Intl.DateTimeFormat(language === 'ja' ? 'ja-JP' : 'en-US', {
    timeZone: 'Asia/Tokyo',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
  });

/** The clock part of a slot (14:00〜15:30), for a two-line column header. */
function timePart(option: ScheduleOption, language: 'ja' | 'en'): string {
  const slot = formatOptionSlot(option, language);
  const match = /\d{2}:\d{2}.*$/.exec(slot);
  return match ? match[0] : slot;
}

/**
 * Respondents × candidates, like 調整さん: marks per cell, totals and the best candidates. On a
 * phone the names stay on one line (shortened; the full name is read out and shown on focus) in
 * a sticky column, and the candidates scroll sideways.
 */
export function AnswerMatrix({ options, answers, decidedId = null, language }: Props) {
  const { t } = useToolTranslation('schedule-share', locales);
  const respondents = groupRespondents(answers);
  const tallies = tallyOptions(
    options.map((option) => option.id),
    answers,
  );
  const best = new Set(bestOptionIds(tallies));
  const bestOptions = options.filter((option) => best.has(option.id));
  if (respondents.length === 0) return <p className="muted">{t('matrix.empty')}</p>;
  const date = dateFormat(language);
  return (
    <div className="flex flex-col gap-2">
      {bestOptions.length > 0 && (
        <p className="text-sm">
          <span className="font-semibold">
            <Star className="mr-0.5 inline-block h-3.5 w-3.5 align-[-0.125em]" />
            {t('matrix.best')}:{' '}
          </span>
          {bestOptions
            .map((option) => formatOptionSlot(option, language))
            .join(language === 'ja' ? '、' : '; ')}
        </p>
      )}
      <div
        className="max-w-full overflow-x-auto"
        role="region"
        aria-label={t('matrix.scroll_label')}
        tabIndex={0}
      >
        <table className="border-separate border-spacing-0 text-sm">
          <caption className="muted mb-2 text-left text-xs">{t('matrix.legend')}</caption>
          <thead>
            <tr>
              <th scope="col" className={`${CELL} ${STICKY} text-left whitespace-nowrap`}>
                {t('matrix.respondent')}
              </th>
              {options.map((option) => (
                <th
                  key={option.id}
                  scope="col"
                  className={`${CELL} min-w-20 text-center font-medium whitespace-nowrap ${option.id === decidedId ? 'bg-green-700 text-white dark:bg-green-300 dark:text-gray-900' : best.has(option.id) ? 'bg-green-100 dark:bg-green-900' : ''}`}
                >
                  <span className="block">{date.format(new Date(option.date_time))}</span>
                  <span className="block text-xs">{timePart(option, language)}</span>
                  {option.id === decidedId ? (
                    <span className="block text-xs font-semibold">
                      <Check className="mr-0.5 inline-block h-3.5 w-3.5 align-[-0.125em]" />
                      {t('decision.badge')}
                    </span>
                  ) : (
                    best.has(option.id) && (
                      <span className="block text-xs font-semibold">
                        <Star className="mr-0.5 inline-block h-3.5 w-3.5 align-[-0.125em]" />
                        {t('matrix.best')}
                      </span>
                    )
                  )}
                </th>
              ))}
              <th scope="col" className={`${CELL} min-w-32 text-left`}>
                {t('matrix.comment')}
              </th>
            </tr>
          </thead>
          <tbody>
            {respondents.map((respondent) => (
              <tr key={respondent.id}>
                <th scope="row" className={`${CELL} ${STICKY} text-left font-medium`}>
                  <span
                    className="block max-w-[7.5rem] truncate whitespace-nowrap focus:max-w-none"
                    title={respondent.name}
                    tabIndex={0}
                    data-respondent-name
                  >
                    {respondent.name}
                  </span>
                </th>
                {options.map((option) => {
                  const value = respondent.answers[option.id];
                  return (
                    <td key={option.id} className={`${CELL} text-center text-base`}>
                      {value ? (
                        <span role="img" aria-label={t(`availability.${value}`)}>
                          {AVAILABILITY_MARKS[value]}
                        </span>
                      ) : (
                        <span role="img" aria-label={t('matrix.no_answer')}>
                          -
                        </span>
                      )}
                    </td>
                  );
                })}
                <td className={`${CELL} break-words`}>{respondent.comment}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className={`${CELL} ${STICKY} text-left whitespace-nowrap`}>
                {t('matrix.total')}
              </th>
              {tallies.map((tally) => (
                <td key={tally.optionId} className={`${CELL} text-center whitespace-nowrap`}>
                  <span className="font-semibold">○{tally.yes}</span>{' '}
                  <span className="muted text-xs">
                    △{tally.maybe} ×{tally.no}
                  </span>
                </td>
              ))}
              <td className={CELL} />
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
