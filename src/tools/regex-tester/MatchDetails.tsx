import type { TFunction } from 'i18next';
import { memo, useState } from 'react';
import type { CaptureGroup, RegexMatch } from './findMatches';

/** Rows rendered per step: ten thousand rows at once would stall the page. */
const PAGE_SIZE = 100;

const CELL = 'border-b border-gray-200 px-2 py-1.5 align-top dark:border-gray-700';
const HEAD = `${CELL} text-left font-semibold text-gray-800 dark:text-gray-200`;

function GroupItem({ group, t }: { group: CaptureGroup; t: TFunction }) {
  const label = group.name
    ? t('group_named', { number: group.number, name: group.name })
    : t('group', { number: group.number });
  return (
    <li className="flex flex-wrap gap-x-1.5">
      <span className="text-gray-700 dark:text-gray-300">{label}:</span>
      {group.value === undefined ? (
        <span className="text-gray-700 italic dark:text-gray-300">{t('group_unmatched')}</span>
      ) : (
        <code className="font-mono break-all">
          {group.value === '' ? t('empty_match') : group.value}
        </code>
      )}
      {group.start !== undefined && (
        <span className="muted">
          ({t('match_position', { start: group.start, end: group.end })})
        </span>
      )}
    </li>
  );
}

/**
 * Number, text, start–end and capture groups of every match. Drawn again only when the matches
 * change, not on each key typed into the pattern (the last matches stay shown meanwhile).
 */
export const MatchDetails = memo(function MatchDetails({
  matches,
  t,
}: {
  matches: readonly RegexMatch[];
  t: TFunction;
}) {
  const [shown, setShown] = useState(PAGE_SIZE);
  const remaining = matches.length - shown;
  const hasGroups = matches.some((match) => match.groups.length > 0);
  return (
    <div className="flex flex-col gap-2">
      <h3 id="regex-details-heading" className="font-semibold text-gray-900 dark:text-white">
        {t('details_heading')}
      </h3>
      <div
        className="max-h-[28rem] overflow-auto"
        tabIndex={0}
        role="region"
        aria-labelledby="regex-details-heading"
      >
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr>
              <th scope="col" className={HEAD}>
                {t('column_number')}
              </th>
              <th scope="col" className={HEAD}>
                {t('column_text')}
              </th>
              <th scope="col" className={HEAD}>
                {t('column_position')}
              </th>
              {hasGroups && (
                <th scope="col" className={HEAD}>
                  {t('column_groups')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {matches.slice(0, shown).map((match, index) => (
              <tr key={index}>
                <td className={`${CELL} font-semibold`}>{index + 1}</td>
                <td className={CELL}>
                  <code className="font-mono break-all">
                    {match.text === '' ? t('empty_match') : match.text}
                  </code>
                </td>
                <td className={`${CELL} whitespace-nowrap`}>
                  {match.start}–{match.end}
                </td>
                {hasGroups && (
                  <td className={CELL}>
                    <ul className="flex flex-col gap-0.5">
                      {match.groups.map((group) => (
                        <GroupItem key={group.number} group={group} t={t} />
                      ))}
                    </ul>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {remaining > 0 && (
        <button
          type="button"
          className="btn btn-secondary self-start"
          onClick={() => setShown((value) => value + PAGE_SIZE)}
        >
          {t('show_more', { count: Math.min(PAGE_SIZE, remaining) })}
        </button>
      )}
    </div>
  );
});
