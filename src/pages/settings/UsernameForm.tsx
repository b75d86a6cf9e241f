import { useState, type FormEvent } from 'react';
import { updateFullName } from '../../lib/auth/authActions';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';

const MAX_USERNAME = 100;

export function UsernameForm({ current }: { current: string }) {
  const { t } = useToolTranslation('settings', locales);
  const [value, setValue] = useState(current);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed' | 'too_long'>('idle');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (value.trim().length > MAX_USERNAME) {
      setStatus('too_long');
      return;
    }
    setStatus('saving');
    const result = await updateFullName(value);
    setStatus(result.ok ? 'saved' : 'failed');
  };

  const message =
    status === 'saved'
      ? t('saved')
      : status === 'failed'
        ? t('save_failed')
        : status === 'too_long'
          ? t('username_too_long')
          : null;
  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-2" noValidate>
      <label htmlFor="new-username" className="label">
        {t('new_username')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="new-username"
          className="input min-w-0 flex-1"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="name"
        />
        <button type="submit" className="btn btn-primary" disabled={status === 'saving'}>
          {status === 'saving' ? t('saving') : t('common:save')}
        </button>
      </div>
      {message && (
        <p
          role={status === 'saved' ? 'status' : 'alert'}
          className={
            status === 'saved'
              ? 'text-sm text-green-800 dark:text-green-300'
              : 'text-sm text-red-700 dark:text-red-300'
          }
        >
          {message}
        </p>
      )}
    </form>
  );
}
