import { useId, useState, type FormEvent } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { Link } from 'react-router-dom';
import { isBlank } from '../../lib/text';
import type { JoinedList } from './collaboration';
import type { TodoList } from './lists';
import { locales } from './locales';

interface Props {
  lists: TodoList[];
  /** Other users' lists this user edits. */
  joined: JoinedList[];
  currentId: string | null;
  hrefFor: (listId: string) => string;
  listName: (list: TodoList | null) => string;
  onCreate: (name: string) => Promise<boolean>;
  /** Resolves the list's new place (1-based), or null when it did not move. */
  onMove: (listId: string, step: -1 | 1) => Promise<number | null>;
}

/** The user's lists (each a link, so the list in view is in the address) and a new-list form. */
export function ListsPanel({
  lists,
  joined,
  currentId,
  hrefFor,
  listName,
  onCreate,
  onMove,
}: Props) {
  const { t } = useToolTranslation('todo-share', locales);
  const id = useId();
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBlank(name) || saving) return;
    setSaving(true);
    const created = await onCreate(name);
    setSaving(false);
    if (created) setName((current) => (current === name ? '' : current));
  };

  const move = async (list: TodoList, step: -1 | 1) => {
    const position = await onMove(list.id, step);
    if (position !== null) setAnnouncement(t('lists.moved', { name: listName(list), position }));
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="panel flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t('lists.heading')}
      </h2>
      {lists.length > 0 && (
        <nav aria-label={t('lists.nav_label')}>
          <ul className="flex flex-col gap-1">
            {lists.map((list, index) => (
              <li key={list.id} className="flex items-center gap-2">
                <Link
                  to={hrefFor(list.id)}
                  replace
                  aria-current={list.id === currentId ? 'page' : undefined}
                  className={`min-w-0 flex-1 rounded px-2 py-1 break-words ${list.id === currentId ? 'bg-blue-50 font-semibold dark:bg-blue-950' : ''}`}
                >
                  {listName(list)}
                </Link>
                {lists.length > 1 && (
                  <>
                    <button
                      type="button"
                      className="btn btn-ghost px-2 text-sm"
                      aria-label={t('lists.move_up', { name: listName(list) })}
                      disabled={index === 0}
                      onClick={() => void move(list, -1)}
                    >
                      {t('list.move_up')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost px-2 text-sm"
                      aria-label={t('lists.move_down', { name: listName(list) })}
                      disabled={index === lists.length - 1}
                      onClick={() => void move(list, 1)}
                    >
                      {t('list.move_down')}
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
      {joined.length > 0 && (
        <nav aria-label={t('team.joined_nav_label')} className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold">{t('team.joined_heading')}</h3>
          <ul className="flex flex-col gap-1">
            {joined.map((list) => (
              <li key={list.id}>
                <Link
                  to={hrefFor(list.id)}
                  replace
                  aria-current={list.id === currentId ? 'page' : undefined}
                  className={`block rounded px-2 py-1 break-words ${list.id === currentId ? 'bg-blue-50 font-semibold dark:bg-blue-950' : ''}`}
                >
                  {list.name ?? t('lists.default_name')}
                  <span className="muted block text-xs font-normal">
                    {list.owner_name
                      ? t('team.owner_list', { owner: list.owner_name })
                      : t('team.owner_list_unknown')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <form className="flex flex-wrap items-end gap-2" onSubmit={(event) => void submit(event)}>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-name`} className="label">
            {t('lists.new_label')}
          </label>
          <input
            id={`${id}-name`}
            className="input"
            value={name}
            maxLength={100}
            placeholder={t('lists.new_placeholder')}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-secondary" disabled={isBlank(name) || saving}>
          {t('lists.create')}
        </button>
      </form>
    </section>
  );
}
