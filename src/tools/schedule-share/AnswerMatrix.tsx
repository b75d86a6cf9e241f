import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';
import { formatOptionTime } from './optionTime';
import type { ScheduleAnswer, ScheduleOption } from './schedules';
import { AVAILABILITY_MARKS, bestOptionIds, groupRespondents, tallyOptions } from './tally';

interface Props {
  options: readonly ScheduleOption[];
  answers: readonly ScheduleAnswer[];
  language: 'ja' | 'en';
}

/** Respondents × candidates, like chouseisan: marks per cell, ○ totals, best columns marked. */
export function AnswerMatrix({ options, answers, language }: Props) {
  const { t } = useToolTranslation('schedule-share', locales);
  const respondents = groupRespondents(answers);
  const tallies = tallyOptions(
    options.map((option) => option.id),
    answers,
  );
  const best = new Set(bestOptionIds(tallies));
  if (respondents.length === 0) return <p className="muted">{t('matrix.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full border-collapse text-sm">
        <caption className="muted mb-2 text-left text-xs">{t('matrix.legend')}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="border border-gray-300 px-2 py-1 text-left dark:border-gray-600"
            >
              {t('matrix.respondent')}
            </th>
            {options.map((option) => (
              <th
                key={option.id}
                scope="col"
                className={`border border-gray-300 px-2 py-1 whitespace-nowrap dark:border-gray-600 ${best.has(option.id) ? 'bg-green-100 dark:bg-green-900' : ''}`}
              >
                {formatOptionTime(option.date_time, language)}
                {option.label && <span className="block text-xs font-normal">{option.label}</span>}
                {best.has(option.id) && (
                  <span className="block text-xs font-semibold text-green-900 dark:text-green-100">
                    ★ {t('matrix.best')}
                  </span>
                )}
              </th>
            ))}
            <th
              scope="col"
              className="border border-gray-300 px-2 py-1 text-left dark:border-gray-600"
            >
              {t('matrix.comment')}
            </th>
          </tr>
        </thead>
        <tbody>
          {respondents.map((respondent) => (
            <tr key={respondent.id}>
              <th
                scope="row"
                className="border border-gray-300 px-2 py-1 text-left font-medium dark:border-gray-600"
              >
                {respondent.name}
              </th>
              {options.map((option) => {
                const value = respondent.answers[option.id];
                return (
                  <td
                    key={option.id}
                    className="border border-gray-300 px-2 py-1 text-center dark:border-gray-600"
                  >
                    {value ? (
                      <span aria-label={t(`availability.${value}`)}>
                        {AVAILABILITY_MARKS[value]}
                      </span>
                    ) : (
                      '-'
                    )}
                  </td>
                );
              })}
              <td className="border border-gray-300 px-2 py-1 break-words dark:border-gray-600">
                {respondent.comment}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th
              scope="row"
              className="border border-gray-300 px-2 py-1 text-left dark:border-gray-600"
            >
              {t('matrix.total')}
            </th>
            {tallies.map((tally) => (
              <td
                key={tally.optionId}
                className="border border-gray-300 px-2 py-1 text-center font-semibold dark:border-gray-600"
              >
                {tally.yes}
              </td>
            ))}
            <td className="border border-gray-300 dark:border-gray-600" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
