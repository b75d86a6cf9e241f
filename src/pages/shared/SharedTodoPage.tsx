import { useEffect, useState } from 'react';
import { Link, useParams } from '../../lib/router';
import { formatTokyoDateTime } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { usePageMeta } from '../../lib/usePageMeta';
import { locales } from '../../tools/todo-share/locales';
import { computeProgress } from '../../tools/todo-share/progress';
import { getSharedTodos, type SharedTodo } from '../../tools/todo-share/todos';

type State =
  | { kind: 'loading' }
  | { kind: 'not_found' }
  | { kind: 'failed' }
  | { kind: 'shown'; todos: SharedTodo[] };

/** Public, read-only view of a shared to-do list (no tool frame). */
export default function SharedTodoPage() {
  const { t, i18n } = useToolTranslation('todo-share', locales);
  const { shareId = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  usePageMeta(t('shared.title'));
  const language = currentLanguage(i18n.resolvedLanguage);

  useEffect(() => {
    let cancelled = false;
    void getSharedTodos(shareId).then((result) => {
      if (cancelled) return;
      if (!result.ok) setState({ kind: 'failed' });
      else if (result.data.length === 0) setState({ kind: 'not_found' });
      else setState({ kind: 'shown', todos: result.data });
    });
    return () => {
      cancelled = true;
    };
  }, [shareId]);

  const progress = state.kind === 'shown' ? computeProgress(state.todos) : null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('shared.title')}</h1>
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
          <ul className="flex flex-col gap-2">
            {state.todos.map((todo) => (
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
