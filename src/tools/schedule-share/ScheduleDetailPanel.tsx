import { useState } from 'react';
import { ShareLink } from '../../components/ShareLink';
import { trackShareGeneration } from '../../lib/analytics';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { shareUrl } from '../todo-share/progress';
import { recordShareEvent } from '../todo-share/todos';
import { AddOptionForm } from './AddOptionForm';
import { AnswerMatrix } from './AnswerMatrix';
import { locales } from './locales';
import { formatOptionTime } from './optionTime';
import { OptionSummary } from './OptionSummary';
import type { Schedule, ScheduleDetail } from './schedules';
import { bestOptionIds, tallyOptions } from './tally';

interface Props {
  schedule: Schedule;
  detail: ScheduleDetail;
  language: 'ja' | 'en';
  onAddOption: (dateTime: Date, label: string) => Promise<boolean>;
  onDeleteOption: (optionId: string) => Promise<void>;
  onDeleteSchedule: () => Promise<void>;
}

export function ScheduleDetailPanel({
  schedule,
  detail,
  language,
  onAddOption,
  onDeleteOption,
  onDeleteSchedule,
}: Props) {
  const { t } = useToolTranslation('schedule-share', locales);
  const [link, setLink] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const tallies = tallyOptions(
    detail.options.map((option) => option.id),
    detail.answers,
  );
  const best = new Set(bestOptionIds(tallies));

  const onShare = () => {
    setLink(shareUrl(window.location.origin, 'schedule-share', schedule.share_id));
    trackShareGeneration('schedule');
    void recordShareEvent('schedule', schedule.share_id);
  };

  return (
    <section aria-labelledby="schedule-detail" className="panel flex flex-col gap-5">
      <div>
        <h2 id="schedule-detail" className="text-xl font-semibold break-words">
          {schedule.title}
        </h2>
        {schedule.description && (
          <p className="mt-1 break-words whitespace-pre-wrap">{schedule.description}</p>
        )}
      </div>

      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">{t('detail.options_heading')}</h3>
        <AddOptionForm onAdd={onAddOption} />
        {detail.options.length === 0 && <p className="muted">{t('detail.no_options')}</p>}
        <ul className="flex flex-col gap-2">
          {detail.options.map((option) => (
            <li
              key={option.id}
              className="flex items-start gap-3 rounded-lg border border-gray-200 p-3 dark:border-gray-700"
            >
              <OptionSummary
                option={option}
                tally={tallies.find((tally) => tally.optionId === option.id)}
                best={best.has(option.id)}
                language={language}
              />
              <button
                type="button"
                className="btn btn-ghost text-sm text-red-700 dark:text-red-300"
                aria-label={t('detail.delete_option_label', {
                  time: formatOptionTime(option.date_time, language),
                })}
                onClick={() => void onDeleteOption(option.id)}
              >
                {t('detail.delete_option')}
              </button>
            </li>
          ))}
        </ul>
      </div>

      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('matrix.heading')}</h3>
        <AnswerMatrix options={detail.options} answers={detail.answers} language={language} />
      </div>

      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('share.heading')}</h3>
        <button
          type="button"
          className="btn btn-primary self-start"
          onClick={onShare}
          disabled={detail.options.length === 0}
        >
          {t('share.create')}
        </button>
        {detail.options.length === 0 && <p className="muted text-sm">{t('share.needs_options')}</p>}
        {link && <ShareLink url={link} label={t('share.link_label')} note={t('share.note')} />}
      </div>

      <div className="border-t border-gray-200 pt-4 dark:border-gray-700">
        {confirming ? (
          <div
            role="alertdialog"
            aria-labelledby="confirm-delete-schedule"
            className="flex flex-col gap-2"
          >
            <p id="confirm-delete-schedule">{t('detail.confirm_delete_schedule')}</p>
            <div className="flex gap-2">
              <button
                type="button"
                className="btn btn-danger"
                onClick={() => void onDeleteSchedule()}
              >
                {t('detail.confirm')}
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => setConfirming(false)}
              >
                {t('detail.cancel')}
              </button>
            </div>
          </div>
        ) : (
          <button
            type="button"
            className="btn btn-ghost text-sm text-red-700 dark:text-red-300"
            onClick={() => setConfirming(true)}
          >
            {t('detail.delete_schedule')}
          </button>
        )}
      </div>
    </section>
  );
}
