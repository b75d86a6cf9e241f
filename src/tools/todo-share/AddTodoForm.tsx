import { useState, type FormEvent } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';
import { isBlank } from './progress';

export function AddTodoForm({
  onAdd,
}: {
  onAdd: (title: string, description: string) => Promise<boolean>;
}) {
  const { t } = useToolTranslation('todo-share', locales);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBlank(title) || saving) return;
    setSaving(true);
    const saved = await onAdd(title, description);
    setSaving(false);
    // Nothing typed is lost on failure: the fields are cleared only once the task is saved.
    if (saved) {
      setTitle('');
      setDescription('');
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      className="panel flex flex-col gap-3"
      aria-labelledby="add-todo"
    >
      <h2 id="add-todo" className="text-lg font-semibold">
        {t('add.heading')}
      </h2>
      <div className="flex flex-col gap-1">
        <label htmlFor="todo-title" className="label">
          {t('add.title')}
        </label>
        <input
          id="todo-title"
          className="input"
          value={title}
          maxLength={200}
          placeholder={t('add.title_placeholder')}
          onChange={(event) => setTitle(event.target.value)}
          required
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="todo-description" className="label">
          {t('add.description')}
        </label>
        <textarea
          id="todo-description"
          className="input min-h-20"
          value={description}
          maxLength={2000}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <button
        type="submit"
        className="btn btn-primary self-start"
        disabled={isBlank(title) || saving}
      >
        {t('add.submit')}
      </button>
    </form>
  );
}
