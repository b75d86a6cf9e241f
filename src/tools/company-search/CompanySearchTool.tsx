import { useId, useRef, useState, type FormEvent } from 'react';
import type {
  CompanyCandidate,
  CompanyResult,
} from '../../../supabase/functions/company-search/contract';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { CandidateList } from './CandidateList';
import { CompanyResultView } from './CompanyResultView';
import { searchCompany } from './companySearchApi';
import { locales } from './locales';

type View =
  | { kind: 'idle' }
  | { kind: 'searching'; name: string }
  | { kind: 'result'; data: CompanyResult; related: CompanyCandidate[] }
  | { kind: 'candidates'; candidates: CompanyCandidate[] }
  | { kind: 'error'; message: string | null; network: boolean; name: string };

export default function CompanySearchTool() {
  const { t, i18n } = useToolTranslation('company-search', locales);
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [view, setView] = useState<View>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useRef(0);
  const inputId = useId();
  const errorId = useId();
  const helpId = useId();

  const run = async (query: string) => {
    const trimmed = query.trim();
    if (trimmed === '') {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    const ticket = ++latest.current;
    setView({ kind: 'searching', name: trimmed });
    const outcome = await searchCompany(trimmed, currentLanguage(i18n.resolvedLanguage));
    if (ticket !== latest.current) return; // a newer search superseded this one
    if (outcome.kind === 'result')
      setView({ kind: 'result', data: outcome.data, related: outcome.related });
    else if (outcome.kind === 'candidates')
      setView({ kind: 'candidates', candidates: outcome.candidates });
    else
      setView({
        kind: 'error',
        message: outcome.kind === 'failed' ? outcome.message : null,
        network: outcome.kind === 'network-error',
        name: trimmed,
      });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(name);
  };

  const choose = (companyName: string) => {
    setName(companyName);
    void run(companyName);
  };

  const searching = view.kind === 'searching';
  return (
    <div className="flex flex-col gap-6">
      <form
        onSubmit={onSubmit}
        noValidate
        className="panel flex flex-col gap-3"
        aria-labelledby="company-form-heading"
      >
        <h2 id="company-form-heading" className="text-lg font-semibold">
          {t('form.heading')}
        </h2>
        <label htmlFor={inputId} className="label">
          {t('form.label')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            className={`input min-w-0 flex-1 ${invalid ? 'input-invalid' : ''}`}
            value={name}
            maxLength={100}
            placeholder={t('form.placeholder')}
            autoComplete="organization"
            aria-invalid={invalid}
            aria-describedby={invalid ? `${errorId} ${helpId}` : helpId}
            onChange={(event) => {
              setName(event.target.value);
              if (invalid && event.target.value.trim() !== '') setInvalid(false);
            }}
          />
          <button type="submit" className="btn btn-primary" disabled={searching}>
            {searching ? t('form.searching') : t('form.submit')}
          </button>
        </div>
        {invalid && (
          <p
            id={errorId}
            role="alert"
            className="text-sm font-medium text-red-700 dark:text-red-300"
          >
            {t('form.empty')}
          </p>
        )}
        <p id={helpId} className="muted text-sm">
          {t('form.help')}
        </p>
      </form>

      <div aria-live="polite" className="flex flex-col gap-6">
        {view.kind === 'searching' && (
          <p role="status" className="flex items-center gap-2 text-gray-800 dark:text-gray-200">
            <span
              aria-hidden="true"
              className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-blue-600 border-t-transparent dark:border-blue-300 dark:border-t-transparent"
            />
            {t('status.searching', { name: view.name })}
          </p>
        )}
        {view.kind === 'error' && (
          <div role="alert" className="alert-error flex flex-col items-start gap-2">
            <p className="font-semibold">{t('error.title')}</p>
            <p className="text-sm">
              {view.network || !view.message ? t('error.generic') : view.message}
            </p>
            <button
              type="button"
              className="btn btn-secondary text-sm"
              onClick={() => void run(view.name)}
            >
              {t('error.retry')}
            </button>
          </div>
        )}
        {view.kind === 'candidates' && (
          <CandidateList
            headingId="company-candidates"
            heading={t('candidates.heading')}
            note={t('candidates.note')}
            candidates={view.candidates}
            onChoose={choose}
          />
        )}
        {view.kind === 'result' && (
          <>
            <CompanyResultView data={view.data} />
            {view.related.length > 0 && (
              <CandidateList
                headingId="company-related"
                heading={t('result.related')}
                note={t('result.related_note')}
                candidates={view.related}
                onChoose={choose}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
