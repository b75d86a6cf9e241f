import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { usePageMeta } from '../../lib/usePageMeta';
import { AnswerForm } from './AnswerForm';
import { AnswerPendingWrites } from './AnswerPendingWrites';
import { answerOffline } from './answerWrites';
import { keepWritesOffline } from '../../lib/query/offlineWrites';
import { AnswerMatrix } from './AnswerMatrix';
import { CommentThread } from './CommentThread';
import type { ClosedReason } from './answers';
import { DeadlineCountdown } from './DeadlineCountdown';
import { DecidedCalendarActions } from './DecidedCalendarActions';
import { EditCodeNotice } from './EditCodeNotice';
import { locales } from './locales';
import { formatPollDateTime, sortByTime } from '../../lib/scheduleOptions/optionTime';
import { OptionSlotText } from './OptionSlotText';
import { OptionSummary } from './OptionSummary';
import { addressee } from './respondentNames';
import { getSharedSchedule } from './schedules';
import { getInvitation } from './invitations';
import { bestOptionIds, groupRespondents, tallyOptions } from './tally';
import { useAnswerTargets } from './useAnswerTargets';
import { SharedPageStatus } from '../../components/SharedPageStatus';
import { LiveStatusNotice } from '../../components/LiveStatusNotice';
import { unwrap } from '../../lib/query/dataQueries';
import { refetchUnlessWriting } from '../../lib/query/useCacheMutation';
import { useLiveTopics } from '../../lib/query/useLiveTopics';
import { queryStatus } from '../../lib/query/queryStatus';
import { withDataQueries } from '../../lib/query/withDataQueries';
import { scheduleKeys } from './scheduleKeys';

/** Public poll page: the decision (if any), the answer form and current answers; no account. */
function SharedSchedulePage() {
  const { t, i18n } = useToolTranslation('schedule-share', locales);
  const { shareId = '' } = useParams();
  const language = currentLanguage(i18n.resolvedLanguage);
  const queryClient = useQueryClient();
  const queryKey = scheduleKeys.shared(shareId);
  const query = useQuery({
    queryKey,
    queryFn: async () => unwrap(await getSharedSchedule(shareId)),
  });
  const status = queryStatus(query);
  // An invitee's personal link (?invite=<token>, from the invitation mail).
  const [searchParams] = useSearchParams();
  const inviteToken = searchParams.get('invite');
  const invitationQuery = useQuery({
    queryKey: [...queryKey, 'invitation', inviteToken] as const,
    queryFn: async () => unwrap(await getInvitation(shareId, inviteToken ?? '')),
    enabled: inviteToken !== null && inviteToken !== '',
  });
  const invitation =
    inviteToken && invitationQuery.data
      ? { token: inviteToken, email: invitationQuery.data.email }
      : null;
  // Live while the link shows the poll; a stopped link ends the stream.
  const live = useLiveTopics(status === 'shown' ? [`poll-share:${shareId}`] : [], () =>
    refetchUnlessWriting(queryClient, queryKey),
  );
  const load = () => queryClient.invalidateQueries({ queryKey });
  // Answers given offline are kept in the browser and sent when the connection returns.
  useEffect(() => void keepWritesOffline(queryClient, answerOffline), [queryClient]);
  const [refused, setRefused] = useState<ClosedReason | null>(null);
  // The deadline reached by the page's countdown, before the server's answer says so.
  const [passed, setPassed] = useState(false);
  const answering = useAnswerTargets(shareId);
  const poll = status === 'shown' ? (query.data ?? null) : null;
  usePageMeta(poll ? poll.schedule.title : t('shared.title_fallback'));

  const tallies = poll
    ? tallyOptions(
        poll.options.map((option) => option.id),
        poll.answers,
      )
    : [];
  const best = new Set(bestOptionIds(tallies));
  const decided = poll?.options.find((option) => option.id === poll.decided_option_id) ?? null;
  const closedReason: ClosedReason | null =
    decided || refused === 'decided'
      ? 'decided'
      : poll?.closed || passed || refused === 'deadline'
        ? 'deadline'
        : null;
  const deadlineText = poll?.answer_deadline
    ? formatPollDateTime(poll.answer_deadline, language)
    : '';
  const options = poll ? sortByTime(poll.options) : [];
  // The decided option first, then the others by time.
  const ordered = [...options].sort(
    (a, b) => Number(b.id === decided?.id) - Number(a.id === decided?.id),
  );
  const respondents = groupRespondents(poll?.answers ?? []);
  // This browser's answers still in the table (the owner may have deleted some), and the one
  // just sent on this page before the table shows it: its button must not appear a moment later
  // and move 「別の方として回答」 from under the pointer.
  const justSent = answering.sent ? answering.target?.respondentId : undefined;
  const mine = answering.mine.filter(
    (answer) =>
      !answer.respondentId ||
      answer.respondentId === justSent ||
      respondents.some((r) => r.id === answer.respondentId),
  );
  // How far the database clock is ahead of this device's, to count down by the clock that closes.
  const offsetMs = poll?.server_now ? Date.parse(poll.server_now) - query.dataUpdatedAt : 0;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold break-words">
        {poll ? poll.schedule.title : t('shared.title_fallback')}
      </h1>
      <LiveStatusNotice status={live} message={t('live.offline')} />
      <SharedPageStatus
        status={status}
        notFound={t('shared.not_found')}
        failed={t('shared.load_failed')}
      />
      {poll && (
        <>
          {decided && (
            <section
              aria-labelledby="shared-decision"
              className="flex flex-col gap-3 rounded-lg border-2 border-green-700 p-4 dark:border-green-400"
            >
              <h2 id="shared-decision" className="text-lg font-semibold">
                {t('decision.shared_heading')}
              </h2>
              <p className="text-xl font-bold">
                <OptionSlotText option={decided} language={language} />
              </p>
              <DecidedCalendarActions
                poll={{
                  id: poll.schedule.id,
                  title: poll.schedule.title,
                  description: poll.schedule.description,
                  option: decided,
                }}
                language={language}
              />
            </section>
          )}
          {poll.schedule.description && (
            <p className="break-words whitespace-pre-wrap">{poll.schedule.description}</p>
          )}
          {poll.answer_deadline && !closedReason && (
            <DeadlineCountdown
              deadline={poll.answer_deadline}
              offsetMs={offsetMs}
              language={language}
              onPassed={() => {
                setPassed(true);
                void load();
              }}
            />
          )}
          {invitation && (
            <p role="status" className="alert-info">
              {t('invite.personal_link', { email: invitation.email })}
            </p>
          )}
          <AnswerPendingWrites shareId={shareId} />
          {answering.sent && (
            <EditCodeNotice updated={answering.sent.updated} editCode={answering.sent.editCode} />
          )}
          {closedReason && (
            <p role="status" className="alert-warning">
              {closedReason === 'decided'
                ? t('shared.closed_decided')
                : t('shared.closed_deadline', { date: deadlineText })}
            </p>
          )}
          {!closedReason && poll.respondent_only_edits && (
            <p className="muted text-sm">{t('shared.respondent_only')}</p>
          )}
          {!closedReason && (mine.length > 0 || answering.target) && (
            <nav aria-label={t('shared.mine_heading')} className="flex flex-col gap-2">
              {mine.length > 0 && (
                <h2 className="text-sm font-semibold">{t('shared.mine_heading')}</h2>
              )}
              <div className="flex flex-wrap gap-2">
                {mine.map((answer) => (
                  <button
                    key={answer.key}
                    type="button"
                    className="btn btn-secondary text-sm"
                    aria-pressed={answer.key === answering.target?.key}
                    onClick={() => answering.openMine(answer)}
                  >
                    {t('shared.edit_as', { addressee: addressee(answer.name, language) })}
                  </button>
                ))}
                <button
                  type="button"
                  className="btn btn-secondary text-sm"
                  aria-pressed={answering.target === null}
                  onClick={answering.startNew}
                >
                  {t('shared.answer_as_another')}
                </button>
              </div>
            </nav>
          )}
          {/* Before the form: the form's focus, set after the dialog gives its own back. */}
          <ConfirmDialog
            open={answering.confirming !== null}
            title={t('shared.confirm_edit_title')}
            message={t('shared.confirm_edit', {
              addressee: addressee(answering.confirming?.name ?? '', language),
            })}
            confirmLabel={t('shared.confirm_edit_ok')}
            cancelLabel={t('common:cancel')}
            tone="primary"
            onConfirm={answering.confirmEdit}
            onCancel={answering.cancelEdit}
          />
          {/* Stays mounted when answers close, so that what was typed is kept. */}
          <AnswerForm
            key={`${answering.formKey}${invitation ? '-invited' : ''}`}
            shareId={shareId}
            invitation={invitation}
            options={options}
            language={language}
            target={answering.target}
            focusOnMount={answering.focus}
            respondents={respondents}
            respondentOnly={poll.respondent_only_edits ?? false}
            closed={closedReason ? { reason: closedReason, date: deadlineText } : null}
            onSent={(answer) => {
              answering.onSent(answer);
              void load();
            }}
            onConflict={() => void load()}
            onEditExisting={answering.requestEdit}
            onClosed={(reason) => {
              setRefused(reason);
              void load();
            }}
          />
          <section aria-labelledby="shared-options" className="panel flex flex-col gap-3">
            <h2 id="shared-options" className="text-lg font-semibold">
              {t('shared.options_heading')}
            </h2>
            <ul className="flex flex-col gap-2">
              {ordered.map((option) => (
                <li
                  key={option.id}
                  className="rounded-lg border border-gray-200 p-3 dark:border-gray-700"
                >
                  <OptionSummary
                    option={option}
                    tally={tallies.find((tally) => tally.optionId === option.id)}
                    best={best.has(option.id)}
                    decided={option.id === decided?.id}
                    language={language}
                  />
                </li>
              ))}
            </ul>
            <AnswerMatrix
              options={options}
              answers={poll.answers}
              decidedId={decided?.id ?? null}
              language={language}
              onEdit={closedReason ? undefined : answering.requestEdit}
            />
          </section>
          <CommentThread
            shareId={shareId}
            language={language}
            defaultName={answering.mine[0]?.name ?? ''}
          />
        </>
      )}
      <Link to="/" className="self-start">
        {t('common:all_tools')}
      </Link>
    </div>
  );
}

export default withDataQueries(SharedSchedulePage);
