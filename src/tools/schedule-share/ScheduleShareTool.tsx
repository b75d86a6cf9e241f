import { useSearchParams } from 'react-router-dom';
import { SignInNotice } from '../../components/SignInNotice';
import { TitleDescriptionForm } from '../../components/TitleDescriptionForm';
import { formatTokyoDateTime } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { withDataQueries } from '../../lib/query/withDataQueries';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { keepWritesOffline } from '../../lib/query/offlineWrites';
import { LiveStatusNotice } from '../../components/LiveStatusNotice';
import { refetchUnlessWriting } from '../../lib/query/useCacheMutation';
import { useLiveTopics } from '../../lib/query/useLiveTopics';
import { scheduleKeys } from './scheduleKeys';
import { locales } from './locales';
import { OwnerPendingWrites } from './OwnerPendingWrites';
import { pollOwnerOffline } from './pollWrites';
import { ScheduleDetailPanel } from './ScheduleDetailPanel';
import { useSchedules } from './useSchedules';
import Check from 'lucide-react/icons/check';

/** The query parameter that names the owner's selected poll: /schedule-share?poll=<id>. */
const POLL_PARAM = 'poll';

function ScheduleShareTool() {
  const { t, i18n } = useToolTranslation('schedule-share', locales);
  const language = currentLanguage(i18n.resolvedLanguage);
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get(POLL_PARAM);
  // The poll is part of the address: a reload, a bookmark or a second tab opens the same poll.
  // Each choice is a history entry, so Back returns to the poll (or the list) seen before.
  const select = (id: string | null) =>
    setSearchParams((params) => {
      if (id) params.set(POLL_PARAM, id);
      else params.delete(POLL_PARAM);
      return params;
    });
  const polls = useSchedules(selectedId, select);
  const queryClient = useQueryClient();
  // The owner's changes made offline wait in this browser (across reloads) for the connection.
  useEffect(() => void keepWritesOffline(queryClient, pollOwnerOffline), [queryClient]);
  // New answers (and changes made in another tab) to the poll in view.
  const live = useLiveTopics(polls.selected ? [`poll:${polls.selected.id}`] : [], () =>
    refetchUnlessWriting(queryClient, scheduleKeys.all),
  );

  return (
    <div className="flex flex-col gap-6">
      <SignInNotice
        title={t('guest.title')}
        note={t('guest.note')}
        actionLabel={t('guest.login')}
        mode="signup"
        tone="warning"
      />
      <LiveStatusNotice status={live} message={t('live.offline')} />
      <TitleDescriptionForm
        heading={t('create.heading')}
        titleLabel={t('create.title')}
        titlePlaceholder={t('create.title_placeholder')}
        descriptionLabel={t('create.description')}
        submitLabel={t('create.submit')}
        onSubmit={({ title, description }) => polls.create(title, description)}
      />
      <OwnerPendingWrites />
      {polls.failed && (
        <p role="alert" className="alert-error">
          {polls.failed === 'create'
            ? t('create.failed')
            : polls.failed === 'conflict'
              ? t('detail.changed_elsewhere')
              : t('detail.action_failed')}
        </p>
      )}
      {/* min-w-0 on both columns: a grid item is as wide as its content by default, and the
          answer table (which scrolls inside its own box) must never widen the page. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <section aria-labelledby="schedule-list" className="flex min-w-0 flex-col gap-2">
          <h2 id="schedule-list" className="text-lg font-semibold">
            {t('list.heading')}
          </h2>
          {polls.status === 'loading' && <p role="status">{t('common:loading')}</p>}
          {polls.status === 'error' && (
            <p role="alert" className="alert-error">
              {t('list.load_failed')}
            </p>
          )}
          {polls.status === 'ready' && polls.schedules.length === 0 && (
            <p className="muted">{t('list.empty')}</p>
          )}
          <ul className="flex flex-col gap-2">
            {polls.schedules.map((schedule) => (
              <li key={schedule.id}>
                <button
                  type="button"
                  aria-pressed={polls.selected?.id === schedule.id}
                  className={`w-full rounded-lg border p-3 text-left ${polls.selected?.id === schedule.id ? 'border-blue-600 bg-blue-50 dark:border-blue-400 dark:bg-blue-950' : 'border-gray-200 bg-white hover:border-blue-400 dark:border-gray-700 dark:bg-gray-800'}`}
                  onClick={() => select(schedule.id)}
                >
                  <span className="block font-medium break-words">
                    {schedule.title}
                    {schedule.decided_option_id && (
                      <span className="ml-2 rounded bg-green-700 px-1.5 py-0.5 text-xs font-semibold text-white dark:bg-green-300 dark:text-gray-900">
                        <Check className="mr-0.5 inline-block h-3.5 w-3.5 align-[-0.125em]" />
                        {t('decision.badge')}
                      </span>
                    )}
                  </span>
                  <span className="muted block text-xs">
                    {t('list.created', {
                      date: formatTokyoDateTime(schedule.created_at, language),
                    })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
        <div className="min-w-0">
          {polls.detailStatus === 'loading' && <p role="status">{t('common:loading')}</p>}
          {polls.missing && (
            <p role="alert" className="alert-warning">
              {t('detail.not_found')}
            </p>
          )}
          {polls.detailStatus === 'error' && !polls.missing && (
            <p role="alert" className="alert-error">
              {t('detail.load_failed')}
            </p>
          )}
          {polls.selected && polls.detail && (
            <ScheduleDetailPanel
              key={polls.selected.id}
              schedule={polls.selected}
              detail={polls.detail}
              language={language}
              onChange={polls.change}
              onEdit={polls.edit}
              onAddOptions={polls.addCandidates}
              onEditOption={polls.editCandidate}
              onDeleteOption={polls.removeCandidate}
              onDeleteAnswer={polls.removeAnswer}
              onDeleteSchedule={polls.removeSchedule}
              onDuplicate={polls.duplicate}
            />
          )}
        </div>
      </div>
    </div>
  );
}

export default withDataQueries(ScheduleShareTool);
