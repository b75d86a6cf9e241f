import type { TFunction } from 'i18next';
import { memo, useMemo } from 'react';
import type { RegexMatch } from './findMatches';
import { highlightSegments } from './highlightSegments';

const MARK_CLASSES = [
  'rounded-sm bg-yellow-200 text-gray-900 dark:bg-yellow-700 dark:text-white',
  'rounded-sm bg-sky-200 text-gray-900 dark:bg-sky-800 dark:text-white',
];

interface Props {
  text: string;
  matches: readonly RegexMatch[];
  t: TFunction;
}

/**
 * The test string with matches marked. Built from text nodes only (never innerHTML), so a test
 * string such as `<img onerror=…>` is shown as the characters it is. Drawn again only when the
 * text or the matches change (hundreds of marks: typing the pattern re-drew them on every key),
 * and laid out apart from the page (`contain: content`), so its marks changing lays out nothing
 * else.
 */
export const HighlightedText = memo(function HighlightedText({ text, matches, t }: Props) {
  const segments = useMemo(() => highlightSegments(text, matches), [text, matches]);
  return (
    <div
      role="region"
      aria-label={t('highlight_label')}
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-lg [contain:content] border border-gray-400 bg-white p-3 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap text-gray-900 dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100"
    >
      {segments.map((segment, index) => {
        if (segment.kind === 'text') return <span key={index}>{segment.text}</span>;
        if (segment.kind === 'empty') {
          return (
            <span
              key={index}
              role="img"
              aria-label={t('empty_match_marker', { number: segment.matchNumber })}
              className="mx-px inline-block h-[1.1em] w-0 border-l-2 border-amber-700 align-text-bottom dark:border-amber-300"
            />
          );
        }
        return (
          <mark
            key={index}
            data-match={segment.matchNumber}
            className={MARK_CLASSES[(segment.matchNumber - 1) % MARK_CLASSES.length]}
          >
            {segment.text}
          </mark>
        );
      })}
    </div>
  );
});
