import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { markAccountDeleted } from '../../lib/accountDeletedNotice';
import { deleteAccount } from '../../lib/auth/authActions';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';

/** The exact phrase the spec requires before an account is deleted. */
export const DELETE_CONFIRMATION_PHRASE = '退会する';

type Stage = 'collapsed' | 'confirming' | 'deleting';

export function DangerZone() {
  const { t } = useToolTranslation('settings', locales);
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>('collapsed');
  const [phrase, setPhrase] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    if (phrase !== DELETE_CONFIRMATION_PHRASE) {
      setError(t('phrase_mismatch'));
      return;
    }
    setError(null);
    setStage('deleting');
    const result = await deleteAccount();
    if (result.ok) {
      markAccountDeleted();
      navigate('/');
      return;
    }
    setStage('confirming');
    const failure = result.error;
    setError(
      failure === 'no_session'
        ? t('no_session')
        : typeof failure === 'object' && failure !== null && 'message' in failure
          ? String(failure.message)
          : t('deletion_failed'),
    );
  };

  return (
    <section aria-labelledby="danger-zone" className="panel border-red-300 dark:border-red-800">
      <h2 id="danger-zone" className="text-lg font-semibold text-red-800 dark:text-red-300">
        {t('danger_zone')}
      </h2>
      <p className="mt-2 text-sm">{t('delete_warning')}</p>
      {stage === 'collapsed' ? (
        <button
          type="button"
          className="btn btn-danger mt-4"
          onClick={() => setStage('confirming')}
        >
          {t('delete_account')}
        </button>
      ) : (
        <form
          className="mt-4 flex flex-col gap-2"
          onSubmit={(event) => void onConfirm(event)}
          noValidate
        >
          <label htmlFor="delete-phrase" className="label">
            {t('confirm_instruction', { phrase: DELETE_CONFIRMATION_PHRASE })}
          </label>
          <input
            id="delete-phrase"
            className={`input ${error ? 'input-invalid' : ''}`}
            value={phrase}
            onChange={(event) => setPhrase(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'delete-error' : undefined}
            autoComplete="off"
            disabled={stage === 'deleting'}
          />
          {error && (
            <p id="delete-error" role="alert" className="text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
          <div className="flex gap-2">
            <button type="submit" className="btn btn-danger" disabled={stage === 'deleting'}>
              {stage === 'deleting' ? t('deleting') : t('confirm_delete')}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={stage === 'deleting'}
              onClick={() => {
                setStage('collapsed');
                setPhrase('');
                setError(null);
              }}
            >
              {t('common:cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
