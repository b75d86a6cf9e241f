import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { formatTokyoDateTime } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { usePageMeta } from '../../lib/usePageMeta';
import { SharedPageStatus } from '../../components/SharedPageStatus';
import { LiveStatusNotice } from '../../components/LiveStatusNotice';
import { unwrap } from '../../lib/query/dataQueries';
import { refetchUnlessWriting } from '../../lib/query/useCacheMutation';
import { useLiveTopics } from '../../lib/query/useLiveTopics';
import { queryStatus } from '../../lib/query/queryStatus';
import { withDataQueries } from '../../lib/query/withDataQueries';
import { DueDate } from './DueDate';
import { getSharedTodoList } from './lists';
import { locales } from './locales';
import { computeProgress } from './progress';
import { todoKeys } from './todoKeys';

/**
 * Public, read-only view of one shared to-do list (no tool frame), kept up to date through the
 * query cache: changes, a stopped link ("not found") and a replaced link show on the page.
 */
function SharedTodoPage() {
  const { t, i18n } = useToolTranslation('todo-share', locales);
  const { shareId = '' } = useParams();
  const query = useQuery({
    queryKey: todoKeys.shared(shareId),
    queryFn: async () => unwrap(await getSharedTodoList(shareId)),
  });
  const status = queryStatus(query);
  const queryClient = useQueryClient();
  // Live while the link shows the list; a stopped or replaced link ends the stream.
  const live = useLiveTopics(status === 'shown' ? [`todo-share:${shareId}`] : [], () =>
    refetchUnlessWriting(queryClient, todoKeys.shared(shareId)),
  );
  const list = status === 'shown' ? query.data : undefined;
  // An unnamed list (the default name) is titled for the visitor: "my list" would be the owner's
  // word, not theirs.
  const name = list?.name ?? null;
  usePageMeta(name ? `${name} | ${t('shared.title')}` : t('shared.title'));
  const language = currentLanguage(i18n.resolvedLanguage);

  const progress = list ? computeProgress(list.todos) : null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        {name && <p className="muted text-sm">{t('shared.title')}</p>}
        <h1 className="text-2xl font-bold break-words">{name ?? t('shared.title')}</h1>
      </div>
      <LiveStatusNotice status={live} message={t('live.offline')} />
      <SharedPageStatus
        status={status}
        notFound={t('shared.not_found')}
        failed={t('shared.load_failed')}
      />
      {list && progress && (
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
          {list.todos.length === 0 && <p className="muted">{t('shared.empty')}</p>}
          <ul className="flex flex-col gap-2">
            {list.todos.map((todo) => (
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
                    {t('list.created', { date: formatTokyoDateTime(todo.created_at, language) })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <p className="muted text-sm">{t('shared.read_only')}</p>
        </>
      )}
      <Link to="/" className="self-start">
        {t('common:all_tools')}
      </Link>
    </div>
  );
}

export default withDataQueries(SharedTodoPage);
