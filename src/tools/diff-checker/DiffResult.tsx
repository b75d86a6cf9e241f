import { startTransition, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/CopyButton';
import { foldUnchanged, formatUnifiedText, pairSideBySide, type DiffView } from './buildDiffRows';
import type { DiffLine } from './diffTextLines';
import { SplitTable, UnifiedTable } from './DiffTable';

/** Rows are rendered a page at a time so that 20,000 changed lines never stall the browser. */
export const ROWS_PER_PAGE = 500;

interface Props {
  lines: DiffLine[];
  view: DiffView;
  context: number | null;
  ns: string;
}

export function DiffResult({ lines, view, context, ns }: Props) {
  const { t } = useTranslation(ns);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [visibleCount, setVisibleCount] = useState(ROWS_PER_PAGE);
  const folded = useMemo(
    () => foldUnchanged(lines, { context, expanded }),
    [lines, context, expanded],
  );
  const splitRows = useMemo(() => (view === 'split' ? pairSideBySide(folded) : []), [folded, view]);
  const remaining = (view === 'split' ? splitRows.length : folded.length) - visibleCount;
  const expand = (id: number) =>
    startTransition(() => setExpanded((previous) => new Set(previous).add(id)));

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap justify-end gap-2">
        <CopyButton text={() => formatUnifiedText(lines)} label={t('copy_result')} />
      </div>
      <div
        className="overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-700"
        tabIndex={0}
        role="region"
        aria-label={t('table_caption')}
      >
        {view === 'split' ? (
          <div className="min-w-[44rem]">
            <SplitTable rows={splitRows.slice(0, visibleCount)} onExpand={expand} ns={ns} />
          </div>
        ) : (
          <UnifiedTable rows={folded.slice(0, visibleCount)} onExpand={expand} ns={ns} />
        )}
      </div>
      {remaining > 0 && (
        <button
          type="button"
          className="btn btn-secondary self-center"
          onClick={() => startTransition(() => setVisibleCount((count) => count + ROWS_PER_PAGE))}
        >
          {t('show_more', { count: Math.min(ROWS_PER_PAGE, remaining), remaining })}
        </button>
      )}
    </div>
  );
}
