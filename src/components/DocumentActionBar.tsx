import type { ReactNode } from 'react';
import { DownloadIcon, PrintIcon } from './print';

interface Props {
  /** Why the outputs are off (a field to correct), or null when they are on. */
  blockedMessage: string | null;
  printLabel: string;
  onPrint: () => void;
  csvLabel: string;
  onCsv: () => void;
  /** Further outputs and actions of the document (PDF file, save, …), after print and CSV. */
  children?: ReactNode;
  /** A line under the buttons (e.g. that input is kept automatically). */
  note?: string;
  /** Laid out in a row (the minutes) or stacked (the quote's side column). */
  layout?: 'row' | 'column';
}

/**
 * The outputs of a printable document: print preview and CSV, with the reason they are off
 * when a field needs correcting. The quote and the minutes show the same bar.
 */
export function DocumentActionBar({
  blockedMessage,
  printLabel,
  onPrint,
  csvLabel,
  onCsv,
  children,
  note,
  layout = 'row',
}: Props) {
  const blocked = blockedMessage !== null;
  return (
    <div className="flex flex-col gap-3">
      {blocked && (
        <p className="alert-error text-sm" role="alert">
          {blockedMessage}
        </p>
      )}
      <div className={layout === 'row' ? 'flex flex-wrap gap-3' : 'flex flex-col gap-3'}>
        <button type="button" className="btn btn-primary" onClick={onPrint} disabled={blocked}>
          <PrintIcon />
          {printLabel}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCsv} disabled={blocked}>
          <DownloadIcon />
          {csvLabel}
        </button>
        {children}
      </div>
      {note && <p className="muted text-xs">{note}</p>}
    </div>
  );
}
