import { useState, type FormEvent } from 'react';
import { formatTokyoDateTime } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';
import { isBlank } from '../../lib/text';
import type { Todo } from './todos';

interface Props {
  todo: Todo;
  onChange: (
    changes: Partial<Pick<Todo, 'title' | 'description' | 'completed'>>,
  ) => Promise<boolean>;
  onDelete: () => void;
}

export function TodoItem({ todo, onChange, onDelete }: Props) {
  const { t, i18n } = useToolTranslation('todo-share', locales);
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(todo.title);
  const [description, setDescription] = useState(todo.description ?? '');
  const checkboxId = `todo-${todo.id}`;

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (isBlank(title)) return;
    if (await onChange({ title: title.trim(), description: description.trim() || null }))
      setEditing(false);
  };

  if (editing) {
    return (
      <li className="panel">
        <form className="flex flex-col gap-2" onSubmit={(event) => void onSave(event)}>
          <label htmlFor={`${checkboxId}-title`} className="label">
            {t('add.title')}
          </label>
          <input
            id={`${checkboxId}-title`}
            className="input"
            value={title}
            maxLength={200}
            onChange={(e) => setTitle(e.target.value)}
          />
          <label htmlFor={`${checkboxId}-description`} className="label">
            {t('add.description')}
          </label>
          <textarea
            id={`${checkboxId}-description`}
            className="input min-h-16"
            value={description}
            maxLength={2000}
            onChange={(e) => setDescription(e.target.value)}
          />
          <div className="flex gap-2">
            <button type="submit" className="btn btn-primary" disabled={isBlank(title)}>
              {t('list.save')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setEditing(false)}>
              {t('list.cancel')}
            </button>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li className="panel flex items-start gap-3">
      <input
        id={checkboxId}
        type="checkbox"
        className="mt-1 h-5 w-5 shrink-0"
        checked={todo.completed}
        aria-label={t('list.toggle', { title: todo.title })}
        onChange={(event) => void onChange({ completed: event.target.checked })}
      />
      <div className="min-w-0 flex-1">
        <p
          className={`font-medium break-words ${todo.completed ? 'text-gray-600 line-through dark:text-gray-400' : ''}`}
        >
          {todo.title}
        </p>
        {todo.description && (
          <p className="mt-1 text-sm break-words whitespace-pre-wrap">{todo.description}</p>
        )}
        <p className="muted mt-1 text-xs">
          {t('list.created', {
            date: formatTokyoDateTime(todo.created_at, currentLanguage(i18n.resolvedLanguage)),
          })}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <button
          type="button"
          className="btn btn-ghost text-sm"
          aria-label={t('list.edit_label', { title: todo.title })}
          onClick={() => setEditing(true)}
        >
          {t('list.edit')}
        </button>
        <button
          type="button"
          className="btn btn-ghost text-sm text-red-700 dark:text-red-300"
          aria-label={t('list.delete_label', { title: todo.title })}
          onClick={onDelete}
        >
          {t('list.delete')}
        </button>
      </div>
    </li>
  );
}
