import { useId, useState, type FormEvent } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { isBlank } from '../../lib/text';
import { locales } from './locales';

interface Props {
  /** Resolves true once saved; the fields are cleared only then, so nothing typed is lost. */
  onSubmit: (fields: {
    title: string;
    description: string;
    dueDate: string | null;
  }) => Promise<boolean>;
}

/** A required title, optional details and an optional due day; disabled while the title is blank. */
export function TodoAddForm({ onSubmit }: Props) {
  const { t } = useToolTranslation('todo-share', locales);
  const id = useId();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBlank(title) || saving) return;
    setSaving(true);
    const saved = await onSubmit({ title, description, dueDate: dueDate || null });
    setSaving(false);
    if (saved) {
      // Only what was saved is cleared: the next entry may already be typed while this one saved.
      setTitle((current) => (current === title ? '' : current));
      setDescription((current) => (current === description ? '' : current));
      setDueDate((current) => (current === dueDate ? '' : current));
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="panel flex flex-col gap-3"
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {t('add.heading')}
      </h3>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-title`} className="label">
          {t('add.title')}
        </label>
        <input
          id={`${id}-title`}
          className="input"
          value={title}
          maxLength={200}
          placeholder={t('add.title_placeholder')}
          onChange={(event) => setTitle(event.target.value)}
          required
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-description`} className="label">
          {t('add.description')}
        </label>
        <textarea
          id={`${id}-description`}
          className="input min-h-20"
          value={description}
          maxLength={2000}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-due`} className="label">
          {t('add.due')}
        </label>
        <input
          id={`${id}-due`}
          type="date"
          className="input self-start"
          value={dueDate}
          onChange={(event) => setDueDate(event.target.value)}
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
