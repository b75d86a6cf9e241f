import { useState, type FormEvent } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { isBlank } from '../todo-share/progress';
import { locales } from './locales';

export function CreateScheduleForm({
  onCreate,
}: {
  onCreate: (title: string, description: string) => Promise<boolean>;
}) {
  const { t } = useToolTranslation('schedule-share', locales);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBlank(title) || saving) return;
    setSaving(true);
    const created = await onCreate(title, description);
    setSaving(false);
    if (created) {
      setTitle('');
      setDescription('');
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      className="panel flex flex-col gap-3"
      aria-labelledby="create-schedule"
    >
      <h2 id="create-schedule" className="text-lg font-semibold">
        {t('create.heading')}
      </h2>
      <div className="flex flex-col gap-1">
        <label htmlFor="schedule-title" className="label">
          {t('create.title')}
        </label>
        <input
          id="schedule-title"
          className="input"
          value={title}
          maxLength={200}
          placeholder={t('create.title_placeholder')}
          onChange={(e) => setTitle(e.target.value)}
          required
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="schedule-description" className="label">
          {t('create.description')}
        </label>
        <textarea
          id="schedule-description"
          className="input min-h-16"
          value={description}
          maxLength={2000}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <button
        type="submit"
        className="btn btn-primary self-start"
        disabled={isBlank(title) || saving}
      >
        {t('create.submit')}
      </button>
    </form>
  );
}
