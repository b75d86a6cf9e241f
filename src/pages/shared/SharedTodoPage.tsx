import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatTokyoDateTime } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { usePageMeta } from '../../lib/usePageMeta';
import { useVisiblePolling } from '../../lib/useVisiblePolling';
import { DueDate } from '../../tools/todo-share/DueDate';
import { getSharedTodoList, type SharedTodoList } from '../../tools/todo-share/lists';
import { locales } from '../../tools/todo-share/locales';
import { computeProgress } from '../../tools/todo-share/progress';

type State =
  | { kind: 'loading' }
  | { kind: 'not_found' }
  | { kind: 'failed' }
  | { kind: 'shown'; list: SharedTodoList };

/**
 * Public, read-only view of one shared to-do list (no tool frame). It keeps itself up to date
 * while visible: changes, a stopped link ("not found") and a replaced link show within 15 s.
 */
export default function SharedTodoPage() {
  const { t, i18n } = useToolTranslation('todo-share', locales);
  const { shareId = '' } = useParams();
  // Tagged with the share id it belongs to: another link shows "loading" until it is read.
  const [loaded, setLoaded] = useState<{ shareId: string; state: State } | null>(null);
  const state: State = loaded?.shareId === shareId ? loaded.state : { kind: 'loading' };
  // An unnamed list (the default name) is titled for the visitor: "my list" would be the owner's
  // word, not theirs.
  const name = state.kind === 'shown' ? state.list.name : null;
  usePageMeta(name ? `${name} | ${t('shared.title')}` : t('shared.title'));
  const language = currentLanguage(i18n.resolvedLanguage);

  const apply = useCallback(
    (result: Awaited<ReturnType<typeof getSharedTodoList>>) => {
      if (result.ok) setLoaded({ shareId, state: { kind: 'shown', list: result.data } });
      else if (result.error.kind === 'not_found')
        setLoaded({ shareId, state: { kind: 'not_found' } });
      // A failed refresh keeps what is on screen; only a failed first load says so.
      else
        setLoaded((current) =>
          current?.shareId === shareId && current.state.kind === 'shown'
            ? current
            : { shareId, state: { kind: 'failed' } },
        );
    },
    [shareId],
  );

  useEffect(() => {
    let cancelled = false;
    void getSharedTodoList(shareId).then((result) => {
      if (!cancelled) apply(result);
    });
    return () => {
      cancelled = true;
    };
  }, [shareId, apply]);

  useVisiblePolling(
    () => void getSharedTodoList(shareId).then(apply),
    undefined,
    state.kind === 'shown',
  );

  const progress = state.kind === 'shown' ? computeProgress(state.list.todos) : null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        {name && <p className="muted text-sm">{t('shared.title')}</p>}
        <h1 className="text-2xl font-bold break-words">{name ?? t('shared.title')}</h1>
      </div>
      {state.kind === 'loading' && <p role="status">{t('shared.loading')}</p>}
      {state.kind === 'not_found' && (
        <p role="alert" className="alert-warning">
          {t('shared.not_found')}
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="alert-error">
          {t('shared.load_failed')}
        </p>
      )}
      {state.kind === 'shown' && progress && (
        <>
          <section className="panel flex flex-col gap-2" aria-label={t('shared.rate_label')}>
            <p className="text-lg font-semibold" data-testid="shared-progress">
              {t('shared.progress', { completed: progress.completed, total: progress.total })}
            </p>
            <div
              role="progressbar"
              aria-label={t('shared.rate_label')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.rate}
              className="h-3 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
            >
              <div
                className="h-full bg-green-600 dark:bg-green-500"
                style={{ width: `${progress.rate}%` }}
              />
            </div>
            <p className="muted text-sm">{t('shared.rate', { rate: progress.rate })}</p>
          </section>
          {state.list.todos.length === 0 && <p className="muted">{t('shared.empty')}</p>}
          <ul className="flex flex-col gap-2">
            {state.list.todos.map((todo) => (
              <li key={todo.id} className="panel flex items-start gap-3">
                <span
                  className={`mt-0.5 shrink-0 rounded px-2 py-0.5 text-xs font-semibold ${todo.completed ? 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100' : 'bg-gray-100 text-gray-800 dark:bg-gray-700 dark:text-gray-100'}`}
                >
                  {todo.completed ? t('shared.completed') : t('shared.open')}
                </span>
                <div className="min-w-0">
                  <p className={`font-medium break-words ${todo.completed ? 'line-through' : ''}`}>
                    {todo.title}
                  </p>
                  {todo.description && (
                    <p className="mt-1 text-sm break-words whitespace-pre-wrap">
                      {todo.description}
                    </p>
                  )}
                  <DueDate todo={todo} />
                  <p className="muted mt-1 text-xs">
                    {formatTokyoDateTime(todo.created_at, language)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <p className="muted text-sm">{t('shared.read_only')}</p>
        </>
      )}
      <Link to="/" className="self-start">
        {t('shared.home')}
      </Link>
    </div>
  );
}
