import { useState } from 'react';
import { GuestNotice } from '../../components/GuestNotice';
import { ShareLink } from '../../components/ShareLink';
import { TitleDescriptionForm } from '../../components/TitleDescriptionForm';
import { trackShareGeneration } from '../../lib/analytics';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';
import { computeProgress, shareUrl } from './progress';
import { TodoItem } from './TodoItem';
import { recordShareEvent } from './todos';
import { useTodoList } from './useTodoList';

export default function TodoShareTool() {
  const { t } = useToolTranslation('todo-share', locales);
  const list = useTodoList();
  const [link, setLink] = useState<string | null>(null);
  const progress = computeProgress(list.todos);
  const completedIds = list.todos.filter((todo) => todo.completed).map((todo) => todo.id);

  const onShare = () => {
    const first = list.todos[0];
    if (!first) return;
    setLink(shareUrl(window.location.origin, 'todo-share', first.share_id));
    trackShareGeneration('todo');
    void recordShareEvent('todo', first.share_id);
  };

  return (
    <div className="flex flex-col gap-6">
      <GuestNotice title={t('guest.title')} note={t('guest.note')} loginLabel={t('guest.login')} />
      <TitleDescriptionForm
        heading={t('add.heading')}
        titleLabel={t('add.title')}
        titlePlaceholder={t('add.title_placeholder')}
        descriptionLabel={t('add.description')}
        submitLabel={t('add.submit')}
        onSubmit={list.add}
      />
      {list.failed && (
        <p role="alert" className="alert-error">
          {list.failed === 'add' ? t('add.failed') : t('list.action_failed')}
        </p>
      )}

      <section aria-labelledby="todo-list" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="todo-list" className="text-lg font-semibold">
            {t('list.heading')}
          </h2>
          <p className="muted text-sm" data-testid="todo-progress">
            {t('list.progress', { completed: progress.completed, total: progress.total })}
          </p>
        </div>
        {list.status === 'loading' && <p role="status">{t('list.loading')}</p>}
        {list.status === 'error' && (
          <p role="alert" className="alert-error">
            {t('list.load_failed')}
          </p>
        )}
        {list.status === 'ready' && list.todos.length === 0 && (
          <p className="muted">{t('list.empty')}</p>
        )}
        <ul className="flex flex-col gap-2">
          {list.todos.map((todo) => (
            <TodoItem
              key={todo.id}
              todo={todo}
              onChange={(changes) => list.change(todo.id, changes)}
              onDelete={() => list.remove([todo.id])}
            />
          ))}
        </ul>
        {completedIds.length > 0 && (
          <button
            type="button"
            className="btn btn-secondary self-start text-sm"
            onClick={() => list.remove(completedIds)}
          >
            {t('list.clear_completed', { count: completedIds.length })}
          </button>
        )}
        {list.pendingCount > 0 && (
          <div role="status" className="alert-info flex items-center justify-between gap-2">
            <span>{t('list.deleted', { count: list.pendingCount })}</span>
            <button type="button" className="btn btn-secondary text-sm" onClick={list.undo}>
              {t('list.undo')}
            </button>
          </div>
        )}
      </section>

      <section aria-labelledby="todo-share-heading" className="panel flex flex-col gap-3">
        <h2 id="todo-share-heading" className="text-lg font-semibold">
          {t('share.heading')}
        </h2>
        <button
          type="button"
          className="btn btn-primary self-start"
          onClick={onShare}
          disabled={list.todos.length === 0}
        >
          {t('share.create')}
        </button>
        {list.todos.length === 0 && <p className="muted text-sm">{t('share.no_tasks')}</p>}
        {link && <ShareLink url={link} label={t('share.link_label')} note={t('share.note')} />}
      </section>
    </div>
  );
}
