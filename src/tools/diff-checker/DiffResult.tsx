import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, startTransition, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/CopyButton';
import { foldUnchanged, formatUnifiedText, pairSideBySide, type DiffView } from './buildDiffRows';
import type { DiffLine } from './diffTextLines';
import { rowKey, SplitTable, UnifiedTable, type RowWindow } from './DiffTable';

/** Rows drawn beyond the screen on each side, so that scrolling never shows a gap. */
const OVERSCAN_ROWS = 30;
/** Heights before a row is measured: one line of text-sm, and a fold with its button. */
const LINE_ROW_PX = 20;
const FOLD_ROW_PX = 46;

interface Props {
  lines: DiffLine[];
  view: DiffView;
  context: number | null;
  ns: string;
}

/**
 * The result table. Only the rows on screen (and a margin) are in the page, so 20,000 changed
 * lines take as long to show as 50; the table tells assistive technology how many rows it has
 * (aria-rowcount and aria-rowindex), and "copy result" copies every line. A memo component: the
 * tool redraws for every option and worker state, and the table only needs to when its own
 * props change.
 */
export const DiffResult = memo(function DiffResult({ lines, view, context, ns }: Props) {
  const { t } = useTranslation(ns);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const folded = useMemo(
    () => foldUnchanged(lines, { context, expanded }),
    [lines, context, expanded],
  );
  const splitRows = useMemo(() => (view === 'split' ? pairSideBySide(folded) : []), [folded, view]);
  const rows = view === 'split' ? splitRows : folded;
  const expand = (id: number) =>
    startTransition(() => setExpanded((previous) => new Set(previous).add(id)));

  const tableRef = useRef<HTMLDivElement>(null);
  const [tableTop, setTableTop] = useState(0);
  useLayoutEffect(() => {
    const element = tableRef.current;
    if (!element) return undefined;
    // Where the table starts in the page, for the rows' positions; it moves when text above
    // wraps differently, so it is measured again whenever the page's size changes.
    const measure = () => setTableTop(element.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.kind === 'fold' ? FOLD_ROW_PX : LINE_ROW_PX),
    getItemKey: (index) => rowKey(rows[index]!),
    overscan: OVERSCAN_ROWS,
    scrollMargin: tableTop,
  });
  const items = virtualizer.getVirtualItems();
  const rowWindow: RowWindow = {
    indexes: items.map((item) => item.index),
    before: items.length > 0 ? items[0]!.start - tableTop : 0,
    // Item positions count from the top of the page; the total size from the top of the table.
    after:
      items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]!.end - tableTop) : 0,
    measure: virtualizer.measureElement,
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap justify-end gap-2">
        <CopyButton text={() => formatUnifiedText(lines)} label={t('common:copy_result')} />
      </div>
      <div
        ref={tableRef}
        className="overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-700"
        tabIndex={0}
        role="region"
        aria-label={t('table_caption')}
      >
        {view === 'split' ? (
          <div className="min-w-[44rem]">
            <SplitTable rows={splitRows} rowWindow={rowWindow} onExpand={expand} ns={ns} />
          </div>
        ) : (
          <UnifiedTable rows={folded} rowWindow={rowWindow} onExpand={expand} ns={ns} />
        )}
      </div>
    </div>
  );
});
