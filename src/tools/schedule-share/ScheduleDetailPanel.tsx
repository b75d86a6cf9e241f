import { useQueryClient } from '@tanstack/react-query';
import { HistoryPanel } from '../../components/history/HistoryPanel';
import { useAuth } from '../../lib/auth/AuthContext';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PollMailSetting } from '../../components/mailSettings/PollMailSetting';
import { ShareLink } from '../../components/ShareLink';
import { trackShareGeneration } from '../../lib/analytics';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { recordShareEvent, shareUrl } from '../../lib/sharing';
import { AnswerMatrix } from './AnswerMatrix';
import { CommentThread } from './CommentThread';
import { DecisionPanel } from './DecisionPanel';
import { DuplicatePoll } from './DuplicatePoll';
import { InvitationPanel } from './InvitationPanel';
import { locales } from './locales';
import { OptionInputs } from './OptionInputs';
import { OptionList } from './OptionList';
import { PollSettings } from './PollSettings';
import { scheduleKeys } from './scheduleKeys';
import { addressee } from './respondentNames';
import type { DataResult } from '../../lib/dataResult';
import type { NewOption, Schedule, ScheduleChanges, ScheduleDetail } from './schedules';
import { bestOptionIds, tallyOptions, type Respondent } from './tally';

interface Props {
  schedule: Schedule;
  detail: ScheduleDetail;
  language: 'ja' | 'en';
  onChange: (changes: ScheduleChanges) => Promise<boolean>;
  onEdit: (changes: ScheduleChanges, baseRevision: number) => Promise<DataResult<unknown>>;
  onAddOptions: (options: NewOption[]) => Promise<boolean>;
  onEditOption: (optionId: string, option: NewOption) => Promise<boolean>;
  onDeleteOption: (optionId: string) => Promise<void>;
  onDeleteAnswer: (respondentId: string) => Promise<boolean>;
  onDeleteSchedule: () => Promise<void>;
  onDuplicate: (title: string, weeks: number) => Promise<boolean>;
}

export function ScheduleDetailPanel({
  schedule,
  detail,
  language,
  onChange,
  onEdit,
  onAddOptions,
  onEditOption,
  onDeleteOption,
  onDeleteAnswer,
  onDeleteSchedule,
  onDuplicate,
}: Props) {
  const { t } = useToolTranslation('schedule-share', locales);
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [link, setLink] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState<Respondent | null>(null);
  const tallies = tallyOptions(
    detail.options.map((option) => option.id),
    detail.answers,
  );
  const best = new Set(bestOptionIds(tallies));
  const decided = detail.options.find((option) => option.id === schedule.decided_option_id);
  const pollLink = shareUrl(window.location.origin, 'schedule-share', schedule.share_id);

  const onShare = () => {
    setLink(pollLink);
    trackShareGeneration('schedule');
    void recordShareEvent('schedule', schedule.share_id);
  };

  return (
    <section aria-labelledby="schedule-detail" className="panel flex min-w-0 flex-col gap-5">
      <PollSettings
        key={schedule.id}
        schedule={schedule}
        language={language}
        onChange={onChange}
        onEdit={onEdit}
      />

      <PollMailSetting key={`mail-${schedule.id}`} scheduleId={schedule.id} />

      {decided && (
        <DecisionPanel
          poll={{
            id: schedule.id,
            title: schedule.title,
            description: schedule.description,
            option: decided,
          }}
          pollLink={pollLink}
          language={language}
          onUndo={() => onChange({ decided_option_id: null })}
        />
      )}

      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">{t('detail.options_heading')}</h3>
        <OptionInputs language={language} onAdd={onAddOptions} />
        {detail.options.length === 0 && <p className="muted">{t('detail.no_options')}</p>}
        <OptionList
          options={detail.options}
          tallies={tallies}
          best={best}
          decidedId={schedule.decided_option_id}
          language={language}
          onEdit={onEditOption}
          onDelete={onDeleteOption}
          onDecide={(optionId) => onChange({ decided_option_id: optionId })}
        />
      </div>

      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('matrix.heading')}</h3>
        <AnswerMatrix
          options={detail.options}
          answers={detail.answers}
          decidedId={schedule.decided_option_id}
          language={language}
          onDelete={setRemoving}
        />
        <ConfirmDialog
          open={removing !== null}
          title={t('detail.confirm_delete_answer_title')}
          message={t('detail.confirm_delete_answer', {
            addressee: addressee(removing?.name ?? '', language),
          })}
          confirmLabel={t('common:delete_confirm')}
          cancelLabel={t('common:cancel')}
          onConfirm={() => {
            if (removing) void onDeleteAnswer(removing.id);
            setRemoving(null);
          }}
          onCancel={() => setRemoving(null)}
        />
      </div>

      <InvitationPanel key={`invite-${schedule.id}`} scheduleId={schedule.id} language={language} />

      <CommentThread
        key={`comments-${schedule.id}`}
        shareId={schedule.share_id}
        language={language}
        owner
      />

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

      <HistoryPanel
        key={`history-${schedule.id}`}
        parent={{ scheduleId: schedule.id }}
        queryKey={scheduleKeys.history(schedule.id)}
        viewerId={user?.id ?? null}
        onUndone={() => void queryClient.invalidateQueries({ queryKey: scheduleKeys.all })}
      />

      <DuplicatePoll
        key={`duplicate-${schedule.id}`}
        title={schedule.title}
        options={detail.options}
        language={language}
        onDuplicate={onDuplicate}
      />

      <div className="border-t border-gray-200 pt-4 dark:border-gray-700">
        <button
          type="button"
          className="btn btn-ghost text-sm text-red-700 dark:text-red-300"
          onClick={() => setConfirming(true)}
        >
          {t('detail.delete_schedule')}
        </button>
        <ConfirmDialog
          open={confirming}
          title={t('detail.delete_schedule')}
          message={t('detail.confirm_delete_schedule')}
          confirmLabel={t('common:delete_confirm')}
          cancelLabel={t('common:cancel')}
          onConfirm={() => {
            setConfirming(false);
            void onDeleteSchedule();
          }}
          onCancel={() => setConfirming(false)}
        />
      </div>
    </section>
  );
}
