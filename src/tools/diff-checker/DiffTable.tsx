import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FoldRow, SplitRow, UnifiedRow } from './buildDiffRows';
import { DiffLineText } from './DiffLineText';
import type { DiffLine, DiffLineType } from './diffTextLines';
import Ellipsis from 'lucide-react/icons/ellipsis';

const ROW_CLASS: Record<DiffLineType, string> = {
  removed: 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
  added: 'bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100',
  unchanged: 'text-gray-900 dark:text-gray-100',
};
const SIGN: Record<DiffLineType, string> = { removed: '−', added: '+', unchanged: '' };
const NUMBER_CELL =
  'w-px select-none px-2 text-right align-top tabular-nums text-gray-600 dark:text-gray-400';
const TEXT_CELL = 'px-2 align-top whitespace-pre-wrap break-all';
const EMPTY_CELL = 'bg-gray-100 dark:bg-gray-900';

/** Which rows are drawn, and the space the others take above and below them. */
export interface RowWindow {
  indexes: number[];
  before: number;
  after: number;
  /** Ref callback that measures a drawn row (it reads the row's data-index). */
  measure: (row: Element | null) => void;
}

interface TableProps<Row> {
  /** Every row of the result; only those in rowWindow are drawn. */
  rows: readonly Row[];
  rowWindow: RowWindow;
  onExpand: (foldId: number) => void;
  /** i18n namespace of the tool. */
  ns: string;
}

/** A stable key for a row, so that opening a fold keeps the measured heights of the others. */
export function rowKey(row: UnifiedRow | SplitRow | FoldRow): string {
  if (row.kind === 'fold') return `f${row.id}`;
  if (row.kind === 'line') return `${row.line.oldNumber ?? ''}-${row.line.newNumber ?? ''}`;
  return `${row.left?.oldNumber ?? ''}-${row.right?.newNumber ?? ''}`;
}

/** Attributes every drawn row carries: its place in the whole table, and the measuring ref. */
function rowProps(index: number, rowWindow: RowWindow) {
  // Row 1 is the (visually hidden) header.
  return { 'data-index': index, 'aria-rowindex': index + 2, ref: rowWindow.measure };
}

/** Stands for the rows that are not drawn, so the page keeps its full height. */
function Spacer({ height, colSpan }: { height: number; colSpan: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td colSpan={colSpan} style={{ height, padding: 0 }} />
    </tr>
  );
}

function FoldLine({
  row,
  colSpan,
  onExpand,
  ns,
  ...props
}: {
  row: FoldRow;
  colSpan: number;
  onExpand: (id: number) => void;
  ns: string;
} & ReturnType<typeof rowProps>) {
  const { t } = useTranslation(ns);
  return (
    <tr
      {...props}
      className="border-y border-dashed border-gray-300 bg-gray-50 dark:border-gray-600 dark:bg-gray-900"
    >
      <td colSpan={colSpan} className="px-2 py-1">
        <button
          type="button"
          className="btn btn-ghost w-full text-sm"
          onClick={() => onExpand(row.id)}
        >
          <Ellipsis className="h-4 w-4 shrink-0" />
          {t('fold', { count: row.count })}
        </button>
      </td>
    </tr>
  );
}

/**
 * A diff table: its caption and (visually hidden) column headers, then the rows in the window
 * (a fold as its button, a line as `drawLine` draws it), with spacers standing for the rows
 * above and below that are not drawn.
 */
function WindowedTable<Row extends UnifiedRow | SplitRow>({
  rows,
  rowWindow,
  onExpand,
  ns,
  columns,
  layout,
  drawLine,
}: TableProps<Row | FoldRow> & {
  /** Translation keys of the column headers. */
  columns: readonly string[];
  /** The split view fixes its column widths (a `<colgroup>`). */
  layout?: ReactNode;
  drawLine: (row: Row, props: ReturnType<typeof rowProps>) => ReactNode;
}) {
  const { t } = useTranslation(ns);
  const colSpan = columns.length;
  return (
    <table
      className={`w-full ${layout ? 'table-fixed ' : ''}border-collapse font-mono text-sm`}
      aria-rowcount={rows.length + 1}
    >
      <caption className="sr-only">{t('table_caption')}</caption>
      {layout}
      <thead className="sr-only">
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col">
              {t(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <Spacer height={rowWindow.before} colSpan={colSpan} />
        {rowWindow.indexes.map((index) => {
          const row = rows[index]!;
          const props = rowProps(index, rowWindow);
          return (
            <Fragment key={rowKey(row)}>
              {row.kind === 'fold' ? (
                <FoldLine {...props} row={row} colSpan={colSpan} onExpand={onExpand} ns={ns} />
              ) : (
                drawLine(row, props)
              )}
            </Fragment>
          );
        })}
        <Spacer height={rowWindow.after} colSpan={colSpan} />
      </tbody>
    </table>
  );
}

function ChangeCell({
  type,
  ns,
  className = '',
}: {
  type: DiffLineType;
  ns: string;
  className?: string;
}) {
  const { t } = useTranslation(ns);
  return (
    <td className={`w-px select-none px-1 text-center align-top font-bold ${className}`}>
      <span aria-hidden="true">{SIGN[type]}</span>
      <span className="sr-only">{t(`type_${type}`)}</span>
    </td>
  );
}

export function UnifiedTable(props: TableProps<UnifiedRow | FoldRow>) {
  const { t } = useTranslation(props.ns);
  return (
    <WindowedTable
      {...props}
      columns={['col_old_number', 'col_new_number', 'col_change', 'col_text']}
      drawLine={(row, attributes) => (
        <tr {...attributes} className={ROW_CLASS[row.line.type]}>
          <td className={NUMBER_CELL}>{row.line.oldNumber}</td>
          <td className={NUMBER_CELL}>{row.line.newNumber}</td>
          <ChangeCell type={row.line.type} ns={props.ns} />
          <td className={TEXT_CELL}>
            <DiffLineText line={row.line} changedLabel={t('changed_words')} />
          </td>
        </tr>
      )}
    />
  );
}

function SideCells({
  line,
  side,
  ns,
}: {
  line: DiffLine | undefined;
  side: 'left' | 'right';
  ns: string;
}) {
  const { t } = useTranslation(ns);
  if (!line) {
    return (
      <>
        <td className={`${NUMBER_CELL} ${EMPTY_CELL}`} />
        <td className={EMPTY_CELL} />
        <td className={EMPTY_CELL} />
      </>
    );
  }
  const number = side === 'left' ? line.oldNumber : line.newNumber;
  const value = side === 'left' && line.oldValue !== undefined ? line.oldValue : line.value;
  return (
    <>
      <td className={`${NUMBER_CELL} ${ROW_CLASS[line.type]}`}>{number}</td>
      <ChangeCell type={line.type} ns={ns} className={ROW_CLASS[line.type]} />
      <td className={`${TEXT_CELL} ${ROW_CLASS[line.type]}`}>
        <DiffLineText line={line} value={value} changedLabel={t('changed_words')} />
      </td>
    </>
  );
}

export function SplitTable(props: TableProps<SplitRow | FoldRow>) {
  const { ns } = props;
  return (
    <WindowedTable
      {...props}
      columns={[
        'col_old_number',
        'col_change',
        'col_old_text',
        'col_new_number',
        'col_change',
        'col_new_text',
      ]}
      layout={
        <colgroup>
          <col className="w-12" />
          <col className="w-6" />
          <col />
          <col className="w-12" />
          <col className="w-6" />
          <col />
        </colgroup>
      }
      drawLine={(row, attributes) => (
        <tr {...attributes}>
          <SideCells line={row.left} side="left" ns={ns} />
          <SideCells line={row.right} side="right" ns={ns} />
        </tr>
      )}
    />
  );
}
