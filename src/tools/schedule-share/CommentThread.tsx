import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { unwrap } from '../../lib/query/dataQueries';
import { formatPollDateTime } from '../../lib/scheduleOptions/optionTime';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import {
  addComment,
  COMMENT_BODY_MAX,
  COMMENT_NAME_MAX,
  deleteComment,
  listComments,
  type CommentRefusal,
  type PollComment,
} from './comments';
import { locales } from './locales';
import { addressee } from './respondentNames';
import { scheduleKeys } from './scheduleKeys';

interface Props {
  shareId: string;
  language: 'ja' | 'en';
  /** The poll's owner: each comment gets a delete button. */
  owner?: boolean;
  /** The name the form starts with (the owner's, or this browser's last answer). */
  defaultName?: string;
}

/**
 * A poll's comment thread (as Rallly's): everyone holding the link reads and writes it; it is
 * refreshed by the poll's live updates (its query key is under the poll's), and the owner
 * deletes comments.
 */
export function CommentThread({ shareId, language, owner = false, defaultName = '' }: Props) {
  const { t } = useToolTranslation('schedule-share', locales);
  const queryClient = useQueryClient();
  const queryKey = scheduleKeys.comments(shareId);
  const query = useQuery({
    queryKey,
    queryFn: async () => unwrap(await listComments(shareId)),
  });
  const ids = useId();
  const [name, setName] = useState(defaultName);
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<CommentRefusal | 'missing' | null>(null);
  const [removing, setRemoving] = useState<PollComment | null>(null);
  const comments = query.data ?? [];
  // On the owner's page the thread is one part of the poll's panel (h3); on the link's page a
  // panel of its own (h2).
  const Heading = owner ? 'h3' : 'h2';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !body.trim()) {
      setProblem('missing');
      return;
    }
    setSending(true);
    const outcome = await addComment(shareId, name, body);
    setSending(false);
    if (!outcome.ok) {
      setProblem(outcome.refusal);
      return;
    }
    setProblem(null);
    setBody('');
    queryClient.setQueryData<PollComment[]>(queryKey, (all = []) =>
      all.some((c) => c.id === outcome.comment.id) ? all : [...all, outcome.comment],
    );
  };

  const remove = async (comment: PollComment) => {
    setRemoving(null);
    queryClient.setQueryData<PollComment[]>(queryKey, (all = []) =>
      all.filter((c) => c.id !== comment.id),
    );
    const result = await deleteComment(comment.id);
    if (!result.ok) setProblem('failed');
    void queryClient.invalidateQueries({ queryKey });
  };

  return (
    <section
      aria-labelledby={`${ids}-heading`}
      className={owner ? 'flex flex-col gap-3' : 'panel flex flex-col gap-3'}
    >
      <Heading id={`${ids}-heading`} className={owner ? 'font-semibold' : 'text-lg font-semibold'}>
        {t('comments.heading', { count: comments.length })}
      </Heading>
      {query.isError && (
        <p role="alert" className="alert-error">
          {t('comments.load_failed')}
        </p>
      )}
      {query.isSuccess && comments.length === 0 && (
        <p className="muted text-sm">{t('comments.empty')}</p>
      )}
      {comments.length > 0 && (
        <ol className="flex flex-col gap-3" aria-label={t('comments.list_label')}>
          {comments.map((comment) => (
            <li
              key={comment.id}
              className="rounded-lg border border-gray-200 p-3 dark:border-gray-700"
            >
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="font-semibold break-words">{comment.author_name}</span>
                <time className="muted text-xs" dateTime={comment.created_at}>
                  {formatPollDateTime(comment.created_at, language)}
                </time>
                {owner && (
                  <button
                    type="button"
                    className="btn btn-ghost ml-auto text-xs text-red-700 dark:text-red-300"
                    aria-label={t('comments.delete_label', {
                      addressee: addressee(comment.author_name, language),
                    })}
                    onClick={() => setRemoving(comment)}
                  >
                    {t('comments.delete')}
                  </button>
                )}
              </div>
              <p className="mt-1 break-words whitespace-pre-wrap">{comment.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="flex flex-col gap-2" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${ids}-name`} className="label">
          {t('comments.name')}
        </label>
        <input
          id={`${ids}-name`}
          className="input sm:max-w-xs"
          value={name}
          maxLength={COMMENT_NAME_MAX}
          autoComplete="name"
          onChange={(event) => setName(event.target.value)}
        />
        <label htmlFor={`${ids}-body`} className="label">
          {t('comments.body')}
        </label>
        <textarea
          id={`${ids}-body`}
          className="input min-h-20"
          value={body}
          maxLength={COMMENT_BODY_MAX}
          onChange={(event) => setBody(event.target.value)}
        />
        {problem && (
          <p role="alert" className="alert-error">
            {t(`comments.problem_${problem}`)}
          </p>
        )}
        <button type="submit" className="btn btn-primary self-start" disabled={sending}>
          {t('comments.submit')}
        </button>
      </form>
      <ConfirmDialog
        open={removing !== null}
        title={t('comments.confirm_delete_title')}
        message={t('comments.confirm_delete', {
          addressee: addressee(removing?.author_name ?? '', language),
        })}
        confirmLabel={t('common:delete_confirm')}
        cancelLabel={t('common:cancel')}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
