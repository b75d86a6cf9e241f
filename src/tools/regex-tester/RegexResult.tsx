import type { TFunction } from 'i18next';
import { CopyButton } from '../../components/CopyButton';
import { formatInteger } from '../../lib/format';
import { formatMatchCount } from './findMatches';
import { HighlightedText } from './HighlightedText';
import { MatchDetails } from './MatchDetails';
import { REGEX_TIME_LIMIT_MS } from './regexTasks';
import type { Outcome } from './useRegexTester';

interface Props {
  text: string;
  searchable: boolean;
  running: boolean;
  outcome: Outcome | null;
  t: TFunction;
}

export function RegexResult({ text, searchable, running, outcome, t }: Props) {
  const response = outcome && 'response' in outcome ? outcome.response : null;
  const found = response?.status === 'ok' ? response : null;
  const matchTexts = () => (found ? found.matches.map((match) => match.text).join('\n') : '');

  let summary = t('idle');
  if (found) {
    summary =
      found.total === 0
        ? t('no_match')
        : found.truncated
          ? t('match_count_truncated', {
              count: formatMatchCount(found),
              shown: formatInteger(found.matches.length),
            })
          : t('match_count', { count: formatMatchCount(found) });
  } else if (searchable && running) {
    summary = t('running');
  }

  return (
    <section className="panel flex flex-col gap-3" aria-labelledby="regex-result-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="regex-result-heading"
          className="text-lg font-semibold text-gray-900 dark:text-white"
        >
          {t('common:result')}
        </h2>
        <CopyButton
          text={matchTexts}
          label={t('copy_matches')}
          disabled={!found || found.matches.length === 0}
        />
      </div>
      <p role="status" className="font-medium text-gray-900 dark:text-gray-100">
        {summary}
        {found && running && <span className="muted ml-2 text-sm">{t('running')}</span>}
      </p>
      {outcome && 'failure' in outcome && (
        <p role="alert" className="alert-error">
          {outcome.failure === 'timeout'
            ? t('timeout', { seconds: REGEX_TIME_LIMIT_MS / 1000 })
            : t('failed')}
        </p>
      )}
      {found && (
        <>
          <HighlightedText text={text} matches={found.matches} t={t} />
          {found.replaced !== null && (
            <div className="flex flex-col gap-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-gray-900 dark:text-white">
                  {t('replaced_heading')}
                </h3>
                <CopyButton text={found.replaced} label={t('copy_replaced')} />
              </div>
              <textarea
                className="input h-32 w-full resize-y font-mono text-sm"
                value={found.replaced}
                readOnly
                aria-label={t('replaced_label')}
              />
            </div>
          )}
          {found.matches.length > 0 && <MatchDetails matches={found.matches} t={t} />}
        </>
      )}
    </section>
  );
}
