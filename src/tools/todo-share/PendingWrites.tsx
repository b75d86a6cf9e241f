import { CopyButton } from '../../components/CopyButton';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { useQueuedWrites } from '../../lib/query/useQueuedWrites';
import { locales } from './locales';
import { todoKeys } from './todoKeys';
import type { TodoWrite } from './todoWrites';

/**
 * 「未送信の変更 n件」: the list's changes made offline, each named, waiting to be sent in order
 * when the connection returns (kept across a reload); and those refused when they were sent
 * (someone changed the task meanwhile, the rights ended), with what was typed to copy.
 */
export function PendingWrites({ listId }: { listId: string }) {
  const { t } = useToolTranslation('todo-share', locales);
  const writes = useQueuedWrites<TodoWrite>(todoKeys.tasks(listId));
  if (writes.waiting.length === 0 && writes.failed.length === 0) return null;

  const describe = (write: TodoWrite) => {
    switch (write.op) {
      case 'add':
        return t('offline.add', { title: write.title });
      case 'change':
        if (Object.keys(write.changes).join() === 'completed')
          return write.changes.completed
            ? t('offline.tick', { title: write.title })
            : t('offline.untick', { title: write.title });
        return t('offline.change', { title: write.title });
      case 'reorder':
        return t('offline.reorder');
      case 'delete':
        return t('offline.delete', { count: write.ids.length, title: write.titles[0] ?? '' });
      case 'move':
        return t('move.action_label', { title: write.title });
      case 'step-add':
        return t('steps.offline_add', { title: write.title });
      case 'step-change':
        if (write.changes.completed !== undefined)
          return write.changes.completed
            ? t('steps.offline_tick', { title: write.title })
            : t('steps.offline_untick', { title: write.title });
        return t('steps.offline_change', { title: write.title });
      case 'step-delete':
        return t('steps.offline_delete', { title: write.title });
    }
  };
  const typed = (write: TodoWrite) =>
    write.op === 'add'
      ? [write.title, write.description].filter(Boolean).join('\n')
      : write.op === 'change'
        ? [write.changes.title, write.changes.description].filter(Boolean).join('\n')
        : '';

  return (
    <section className="alert-info flex flex-col gap-2" aria-labelledby="todo-pending-heading">
      {writes.waiting.length > 0 && (
        <>
          <h3 id="todo-pending-heading" className="font-semibold" data-testid="todo-pending-count">
            {t('offline.heading', { count: writes.waiting.length })}
          </h3>
          <p className="text-sm">{t('offline.note')}</p>
          <ol className="list-decimal pl-5 text-sm" data-testid="todo-pending">
            {writes.waiting.map((write) => (
              <li key={write.id}>{describe(write.variables)}</li>
            ))}
          </ol>
        </>
      )}
      {writes.failed.length > 0 && (
        <div role="alert" className="flex flex-col gap-2">
          <h3 className="font-semibold">{t('offline.failed_heading')}</h3>
          <ul className="flex flex-col gap-2 text-sm" data-testid="todo-pending-failed">
            {writes.failed.map((write) => (
              <li key={write.id} className="flex flex-col gap-1">
                <span>
                  {describe(write.variables)}:{' '}
                  {write.error?.kind === 'conflict'
                    ? t('offline.failed_conflict')
                    : write.error?.kind === 'not_found'
                      ? t('offline.failed_gone')
                      : t('offline.failed_other')}
                </span>
                <span className="flex flex-wrap gap-2">
                  {typed(write.variables) && (
                    <CopyButton text={typed(write.variables)} label={t('team.copy_typed')} />
                  )}
                  <button
                    type="button"
                    className="btn btn-ghost text-sm"
                    onClick={() => writes.dismiss(write.id)}
                  >
                    {t('offline.dismiss')}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
