import type { CompanyCandidate } from '../../../supabase/functions/company-search/contract';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';

interface Props {
  headingId: string;
  heading: string;
  note: string;
  candidates: readonly CompanyCandidate[];
  onChoose: (name: string) => void;
}

/** Companies to choose from; choosing one searches for it by its official name. */
export function CandidateList({ headingId, heading, note, candidates, onChoose }: Props) {
  const { t } = useToolTranslation('company-search', locales);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {heading}
        </h2>
        <p className="muted text-sm">{note}</p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {candidates.map((candidate) => (
          <li key={`${candidate.company_name}-${candidate.headquarters ?? ''}`}>
            <button
              type="button"
              className="panel flex w-full flex-col items-start gap-1 text-left transition-colors hover:border-blue-500 dark:hover:border-blue-400"
              onClick={() => onChoose(candidate.company_name)}
            >
              <span className="font-semibold text-gray-900 dark:text-gray-100">
                {candidate.company_name}
              </span>
              <span className="text-sm text-gray-700 dark:text-gray-300">
                {candidate.headquarters ?? t('candidates.hq_unknown')}
              </span>
              <span className="text-xs text-gray-700 dark:text-gray-300">
                {t('candidates.confidence', { percent: Math.round(candidate.confidence * 100) })}
              </span>
              {/* Named by what it shows (WCAG 2.5.3), then what choosing it does. */}
              <span className="sr-only">{t('candidates.choose')}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
