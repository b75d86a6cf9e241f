import type { TFunction } from 'i18next';
import { useState } from 'react';
import type { CaptureGroup, RegexMatch } from './findMatches';

/** Rows rendered per step: ten thousand list items at once would stall the page. */
const PAGE_SIZE = 100;

function GroupRow({ group, t }: { group: CaptureGroup; t: TFunction }) {
  const label = group.name
    ? t('group_named', { number: group.number, name: group.name })
    : t('group', { number: group.number });
  return (
    <li className="flex flex-wrap gap-x-2">
      <span className="text-gray-700 dark:text-gray-300">{label}:</span>
      {group.value === undefined ? (
        <span className="muted italic">{t('group_unmatched')}</span>
      ) : (
        <code className="font-mono break-all">
          {group.value === '' ? t('empty_match') : group.value}
        </code>
      )}
      {group.start !== undefined && (
        <span className="muted text-sm">
          {t('match_position', { start: group.start, end: group.end })}
        </span>
      )}
    </li>
  );
}

export function MatchDetails({ matches, t }: { matches: readonly RegexMatch[]; t: TFunction }) {
  const [shown, setShown] = useState(PAGE_SIZE);
  const remaining = matches.length - shown;
  return (
    <section aria-labelledby="regex-details-heading" className="flex flex-col gap-2">
      <h3 id="regex-details-heading" className="font-semibold text-gray-900 dark:text-white">
        {t('details_heading')}
      </h3>
      <ol className="flex flex-col gap-2">
        {matches.slice(0, shown).map((match, index) => (
          <li
            key={index}
            className="rounded-lg border border-gray-200 px-3 py-2 dark:border-gray-700"
          >
            <div className="flex flex-wrap items-baseline gap-x-3">
              <span className="font-semibold">{t('match_number', { number: index + 1 })}</span>
              <code className="font-mono break-all">
                {match.text === '' ? t('empty_match') : match.text}
              </code>
              <span className="muted text-sm">
                {t('match_position', { start: match.start, end: match.end })}
              </span>
            </div>
            {match.groups.length > 0 && (
              <ul className="mt-1 flex flex-col gap-0.5 pl-4 text-sm">
                {match.groups.map((group) => (
                  <GroupRow key={group.number} group={group} t={t} />
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {remaining > 0 && (
        <button
          type="button"
          className="btn btn-secondary self-start"
          onClick={() => setShown((value) => value + PAGE_SIZE)}
        >
          {t('show_more', { count: Math.min(PAGE_SIZE, remaining) })}
        </button>
      )}
    </section>
  );
}
