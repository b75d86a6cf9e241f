import { HolidayBadge } from '../../components/HolidayBadge';
import { Phrases } from '../../components/Phrases';
import { optionHoliday } from '../../lib/scheduleOptions/optionHoliday';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { useHolidayCalendar } from '../../lib/japaneseCalendar/useHolidayCalendar';
import { SlotText } from './OptionSlotText';
import { locales } from './locales';
import { formatOptionSlot, carriesZone, optionHeading } from '../../lib/scheduleOptions/optionTime';
import { addressee } from './respondentNames';
import type { ScheduleAnswer, ScheduleOption } from './schedules';
import {
  AVAILABILITY_MARKS,
  bestOptionIds,
  groupRespondents,
  tallyOptions,
  type Respondent,
} from './tally';
import Check from 'lucide-react/icons/check';
import Star from 'lucide-react/icons/star';

interface Props {
  options: readonly ScheduleOption[];
  answers: readonly ScheduleAnswer[];
  decidedId?: string | null;
  language: 'ja' | 'en';
  /** The public page: a name opens that answer for editing. */
  onEdit?: (respondent: Respondent) => void;
  /** The owner's page: each answer can be deleted. */
  onDelete?: (respondent: Respondent) => void;
}

const CELL = 'border border-gray-300 px-2 py-1 dark:border-gray-600';
/** The first column stays put while the candidates scroll sideways (phones). */
const STICKY = 'sticky left-0 z-10 bg-white dark:bg-gray-800';

/**
 * Respondents × candidates, like 調整さん: marks per cell, totals and the best candidates. On a
 * phone the names stay whole in a sticky column (a long one breaks at its spaces), dates and
 * times never break inside, and the candidates scroll sideways inside their own box, never the
 * page.
 * On the public page a name opens that answer for editing; on the owner's, each answer has its
 * delete button beside the name.
 */
export function AnswerMatrix({
  options,
  answers,
  decidedId = null,
  language,
  onEdit,
  onDelete,
}: Props) {
  const { t } = useToolTranslation('schedule-share', locales);
  const holidays = useHolidayCalendar();
  const holidayOf = (option: ScheduleOption) => optionHoliday(holidays, option);
  const respondents = groupRespondents(answers);
  const tallies = tallyOptions(
    options.map((option) => option.id),
    answers,
  );
  const best = new Set(bestOptionIds(tallies));
  const bestOptions = options.filter((option) => best.has(option.id));
  if (respondents.length === 0) return <p className="muted">{t('matrix.empty')}</p>;
  const timed = options.some(carriesZone);
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
          <caption className="muted mb-2 text-left text-xs">
            {t('matrix.legend')}
            {timed && <span className="block">{t('matrix.zone_note')}</span>}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={`${CELL} ${STICKY} text-left whitespace-nowrap`}>
                {t('matrix.respondent')}
              </th>
              {options.map((option) => {
                const heading = optionHeading(option, language);
                return (
                  <th
                    key={option.id}
                    scope="col"
                    className={`${CELL} min-w-20 text-center font-medium ${option.kind === 'text' ? 'max-w-40 break-words' : 'whitespace-nowrap'} ${option.id === decidedId ? 'bg-green-700 text-white dark:bg-green-300 dark:text-gray-900' : best.has(option.id) ? 'bg-green-100 dark:bg-green-900' : ''}`}
                  >
                    {heading.date && (
                      <span className="block">
                        {option.kind === 'text' ? (
                          <Phrases text={heading.date} language={language} />
                        ) : (
                          <SlotText text={heading.date} />
                        )}
                      </span>
                    )}
                    {heading.detail && (
                      <span className="block text-xs">
                        <SlotText text={heading.detail} />
                      </span>
                    )}
                    {holidayOf(option) && (
                      <HolidayBadge holiday={holidayOf(option)!} language={language} compact />
                    )}
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
                );
              })}
              <th scope="col" className={`${CELL} min-w-32 text-left`}>
                {t('matrix.comment')}
              </th>
            </tr>
          </thead>
          <tbody>
            {respondents.map((respondent) => (
              <tr key={respondent.id}>
                <th scope="row" className={`${CELL} ${STICKY} text-left font-medium`}>
                  <RespondentName
                    respondent={respondent}
                    language={language}
                    onEdit={onEdit}
                    onDelete={onDelete}
                  />
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
                <td className={`${CELL} break-words`}>
                  {respondent.comment && <Phrases text={respondent.comment} language={language} />}
                </td>
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

/** A name cell: the name (a button opening the answer, on the public page) and the owner's delete. */
function RespondentName({
  respondent,
  language,
  onEdit,
  onDelete,
}: {
  respondent: Respondent;
  language: 'ja' | 'en';
  onEdit?: (respondent: Respondent) => void;
  onDelete?: (respondent: Respondent) => void;
}) {
  const { t } = useToolTranslation('schedule-share', locales);
  const whom = addressee(respondent.name, language);
  // The name whole (「田中 一郎」, never 「田中 一…」), broken only at its spaces when long; the
  // delete button beside it or, when the column is narrow, under it: never 削／除.
  const name = 'block max-w-[10em] [word-break:keep-all] [overflow-wrap:break-word]';
  return (
    <span className="flex flex-wrap items-center gap-x-1 gap-y-0.5">
      {onEdit ? (
        <button
          type="button"
          className={`${name} text-left text-blue-700 underline underline-offset-2 dark:text-blue-300`}
          title={t('matrix.edit_answer', { addressee: whom })}
          onClick={() => onEdit(respondent)}
        >
          <span data-respondent-name>{respondent.name}</span>
          <span className="sr-only">{t('matrix.edit_suffix')}</span>
        </button>
      ) : (
        <span className={name} data-respondent-name>
          {respondent.name}
        </span>
      )}
      {onDelete && (
        <button
          type="button"
          className="btn btn-ghost shrink-0 px-1.5 py-0.5 text-xs whitespace-nowrap text-red-700 dark:text-red-300"
          aria-label={t('matrix.delete_answer', { addressee: whom })}
          onClick={() => onDelete(respondent)}
        >
          {t('matrix.delete')}
        </button>
      )}
    </span>
  );
}
