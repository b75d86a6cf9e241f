import type { DiffLine } from './diffTextLines';

const MARK_CLASS = {
  removed: 'rounded-sm bg-red-200 text-red-950 dark:bg-red-800 dark:text-white',
  added: 'rounded-sm bg-green-200 text-green-950 dark:bg-green-800 dark:text-white',
  unchanged: '',
} as const;

/** A line's text, with the changed words of an edited line marked. */
export function DiffLineText({
  line,
  value = line.value,
  changedLabel,
}: {
  line: DiffLine;
  value?: string;
  changedLabel: string;
}) {
  if (!line.segments || line.type === 'unchanged') return <>{value === '' ? '\u00a0' : value}</>;
  return (
    <>
      {line.segments.map((segment, index) =>
        segment.changed ? (
          <mark key={index} className={MARK_CLASS[line.type]} title={changedLabel}>
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
