import { PendingWritesPanel } from '../../components/offline/PendingWritesPanel';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
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
    }
  };
  const typed = (write: TodoWrite) =>
    write.op === 'add'
      ? [write.title, write.description].filter(Boolean).join('\n')
      : write.op === 'change'
        ? [write.changes.title, write.changes.description].filter(Boolean).join('\n')
        : '';

  return (
    <PendingWritesPanel<TodoWrite>
      mutationKey={todoKeys.tasks(listId)}
      describe={describe}
      typed={typed}
      headingLevel={3}
      testIdPrefix="todo-pending"
      labels={{
        heading: (count) => t('offline.heading', { count }),
        note: t('offline.note'),
        failedHeading: t('offline.failed_heading'),
        failure: (error) =>
          error?.kind === 'conflict'
            ? t('offline.failed_conflict')
            : error?.kind === 'not_found'
              ? t('offline.failed_gone')
              : t('offline.failed_other'),
        dismiss: t('offline.dismiss'),
        copyTyped: t('team.copy_typed'),
      }}
    />
  );
}
