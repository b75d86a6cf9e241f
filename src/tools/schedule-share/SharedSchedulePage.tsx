import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { currentLanguage } from '../../lib/i18n';
import { formatTokyoDateTime } from '../../lib/dates';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { usePageMeta } from '../../lib/usePageMeta';
import { AnswerForm } from './AnswerForm';
import { AnswerMatrix } from './AnswerMatrix';
import { DecidedCalendarActions } from './DecidedCalendarActions';
import { locales } from './locales';
import { formatOptionSlot } from './optionTime';
import { OptionSummary } from './OptionSummary';
import { readRememberedAnswers, type RememberedAnswer } from './respondentMemory';
import { getSharedSchedule, type ClosedReason } from './schedules';
import { bestOptionIds, tallyOptions } from './tally';
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
  // Live while the link shows the poll; a stopped link ends the stream.
  const live = useLiveTopics(status === 'shown' ? [`poll-share:${shareId}`] : [], () =>
    refetchUnlessWriting(queryClient, queryKey),
  );
  const load = () => queryClient.invalidateQueries({ queryKey });
  const [sent, setSent] = useState(false);
  const [refused, setRefused] = useState<ClosedReason | null>(null);
  const [mine, setMine] = useState<RememberedAnswer[]>(() => readRememberedAnswers(shareId));
  // The respondent being edited (by key), or null for a new one; starts on the latest.
  const [editingKey, setEditingKey] = useState<string | null>(() => mine.at(-1)?.key ?? null);
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
  const closedReason: ClosedReason | null = decided
    ? 'decided'
    : poll?.closed || refused === 'deadline'
      ? 'deadline'
      : null;
  // The decided option first, then the others by time.
  const ordered = poll
    ? [...poll.options].sort((a, b) => Number(b.id === decided?.id) - Number(a.id === decided?.id))
    : [];
  const editing = mine.find((answer) => answer.key === editingKey) ?? null;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold break-words">
        {poll ? poll.schedule.title : t('shared.title_fallback')}
      </h1>
      <LiveStatusNotice status={live} message={t('live.offline')} />
      <SharedPageStatus
        status={status}
        messages={{
          loading: t('common:loading'),
          notFound: t('shared.not_found'),
          failed: t('shared.load_failed'),
        }}
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
                {formatOptionSlot(decided, language)}
                {decided.label && <span className="muted ml-2 text-base">{decided.label}</span>}
              </p>
              <DecidedCalendarActions
                poll={{
                  title: poll.schedule.title,
                  description: poll.schedule.description,
                  option: decided,
                }}
              />
            </section>
          )}
          {poll.schedule.description && (
            <p className="break-words whitespace-pre-wrap">{poll.schedule.description}</p>
          )}
          {poll.answer_deadline && !closedReason && (
            <p className="text-sm">
              {t('shared.deadline', {
                date: formatTokyoDateTime(poll.answer_deadline, language),
              })}
            </p>
          )}
          {sent && (
            <p role="status" className="alert-success">
              {t('shared.sent')}
            </p>
          )}
          {closedReason ? (
            <p role="status" className="alert-warning">
              {closedReason === 'decided'
                ? t('shared.closed_decided')
                : t('shared.closed_deadline', {
                    date: poll.answer_deadline
                      ? formatTokyoDateTime(poll.answer_deadline, language)
                      : '',
                  })}
            </p>
          ) : (
            <>
              {mine.length > 0 && (
                <nav aria-labelledby="mine-heading" className="flex flex-col gap-2">
                  <h2 id="mine-heading" className="text-sm font-semibold">
                    {t('shared.mine_heading')}
                  </h2>
                  <div className="flex flex-wrap gap-2">
                    {mine.map((answer) => (
                      <button
                        key={answer.key}
                        type="button"
                        className="btn btn-secondary text-sm"
                        aria-pressed={answer.key === editingKey}
                        onClick={() => {
                          setEditingKey(answer.key);
                          setSent(false);
                        }}
                      >
                        {t('shared.edit_as', { name: answer.name })}
                      </button>
                    ))}
                    <button
                      type="button"
                      className="btn btn-secondary text-sm"
                      aria-pressed={editingKey === null}
                      onClick={() => {
                        setEditingKey(null);
                        setSent(false);
                      }}
                    >
                      {t('shared.answer_as_another')}
                    </button>
                  </div>
                </nav>
              )}
              <AnswerForm
                key={editingKey ?? `new-${mine.length}`}
                shareId={shareId}
                options={poll.options}
                language={language}
                remembered={editing}
                onSent={(answer) => {
                  setSent(true);
                  setMine(readRememberedAnswers(shareId));
                  setEditingKey(answer.key);
                  void load();
                }}
                onClosed={(reason) => {
                  setRefused(reason);
                  void load();
                }}
              />
            </>
          )}
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
              options={poll.options}
              answers={poll.answers}
              decidedId={decided?.id ?? null}
              language={language}
            />
          </section>
        </>
      )}
      <Link to="/" className="self-start">
        {t('common:all_tools')}
      </Link>
    </div>
  );
}

export default withDataQueries(SharedSchedulePage);
