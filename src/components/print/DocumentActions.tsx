import type { ReactNode } from 'react';
import Download from 'lucide-react/icons/download';
import Printer from 'lucide-react/icons/printer';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales, PRINT_NAMESPACE } from './locales';

interface Props {
  /** Some entries have errors: both buttons are disabled and an alert says why. */
  blocked: boolean;
  /** What the alert says when the document's own reason is more precise than "fix the errors". */
  reason?: string;
  /** Opens the print preview (PDF is saved from the print dialog). */
  onPrint: () => void;
  onCsv: () => void;
  /** The buttons' layout: a column in a side panel, a wrapping row under a form. */
  className?: string;
  /** Buttons after the two (keep the document, make an invoice of it …). */
  children?: ReactNode;
  /** A line under the buttons (e.g. that input is kept automatically). */
  note?: string;
}

/** A business document's print/PDF and CSV buttons, held back while the entries have errors. */
export function DocumentActions({
  blocked,
  reason,
  onPrint,
  onCsv,
  className,
  children,
  note,
}: Props) {
  const { t } = useToolTranslation(PRINT_NAMESPACE, locales);
  return (
    <>
      {blocked && (
        <p className="alert-error text-sm" role="alert">
          {reason ?? t('actions.blocked')}
        </p>
      )}
      <div className={className}>
        <button type="button" className="btn btn-primary" onClick={onPrint} disabled={blocked}>
          <Printer className="h-4 w-4 shrink-0" />
          {t('actions.pdf')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCsv} disabled={blocked}>
          <Download className="h-4 w-4 shrink-0" />
          {t('actions.csv')}
        </button>
        {children}
      </div>
      {note && <p className="muted text-xs">{note}</p>}
    </>
  );
}
