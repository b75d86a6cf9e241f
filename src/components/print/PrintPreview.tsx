import {
  startTransition,
  useDeferredValue,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import Printer from 'lucide-react/icons/printer';
import { locales, PRINT_NAMESPACE } from './locales';
import type { PaperSetting } from './paper';
import { PaperControls } from './PaperControls';
import { PaperSheet } from './PaperSheet';
import { PrintPortal } from './PrintPortal';
import { usePrintTitle } from './usePrintTitle';

export interface PrintPreviewProps {
  /** Whether the preview dialog is shown. The document prints alone either way (Ctrl+P too). */
  open: boolean;
  onClose: () => void;
  /** document.title while printing: browsers suggest it as the PDF's file name (no ".pdf"). */
  documentTitle: string;
  paper: PaperSetting;
  onPaperChange: (paper: PaperSetting) => void;
  /** The printable document. Rendered on a sheet in the dialog and alone on paper. */
  children: ReactNode;
}

/**
 * Print preview dialog with paper size and orientation, and the print output itself.
 * Keep it mounted while the tool is on screen; open it from a "PDF" button.
 */
export function PrintPreview({
  open,
  onClose,
  documentTitle,
  paper,
  onPaperChange,
  children,
}: PrintPreviewProps) {
  const { t } = useToolTranslation(PRINT_NAMESPACE, locales);
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const print = usePrintTitle(documentTitle);
  // The print copy of the document is needed only when printing: it is drawn just after the
  // tool first appears, as a transition (rendered in short slices), so neither the tool's first
  // paint nor the page's responsiveness waits for it.
  const [printCopyReady, setPrintCopyReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => startTransition(() => setPrintCopyReady(true)), 0);
    return () => window.clearTimeout(timer);
  }, []);

  // The press that opens the preview paints at once; the dialog opens in the next frames, as a
  // low-priority render. Opening a modal dialog restyles the whole page (everything else becomes
  // inert), which on the quote page held the press for about 80 ms at 4x CPU on top of drawing it.
  const dialogShown = useDeferredValue(open, false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (dialogShown && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!dialogShown && element.open) {
      element.close();
    }
  }, [dialogShown]);

  // The document on its sheet (a page or more of it) is drawn just after the dialog, as a
  // low-priority render of its own: drawn with the dialog, it held the button's press for
  // 300-900 ms at 4x CPU (npm run bench:inp).
  const sheetShown = useDeferredValue(dialogShown, false);
  // The print copy follows the document at low priority too: drawn again with every key typed
  // into the tool's form, it held up the typing (it catches up within a moment, long before a
  // print can start).
  const printedDocument = useDeferredValue(children);

  const sheetLabel = t('sheet_label', {
    size: t(`sizes.${paper.size}`),
    orientation: t(`orientations.${paper.orientation}`),
  });

  return (
    <>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        onClose={onClose}
        className="no-print m-auto h-[96vh] max-h-none w-[min(96vw,72rem)] max-w-none overflow-hidden rounded-xl bg-gray-100 p-0 text-gray-900 shadow-2xl backdrop:bg-black/60 dark:bg-gray-900 dark:text-gray-100"
      >
        {dialogShown && (
          <div className="flex h-full flex-col">
            <div className="flex flex-wrap items-end justify-between gap-4 border-b border-gray-300 bg-white px-4 py-3 dark:border-gray-700 dark:bg-gray-800">
              <h2 id={headingId} className="self-center text-lg font-bold">
                {t('title')}
              </h2>
              <PaperControls paper={paper} onChange={onPaperChange} t={t} />
              <div className="flex gap-2">
                <button type="button" className="btn btn-primary" onClick={print}>
                  <Printer className="h-4 w-4 shrink-0" />
                  {t('print')}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary"
                  aria-label={t('close_label')}
                  onClick={() => dialog.current?.close()}
                >
                  {t('common:close')}
                </button>
              </div>
            </div>
            {/* Focusable so keyboard users can scroll a long document. */}
            <div
              className="flex-1 overflow-auto px-4 py-4"
              tabIndex={0}
              role="region"
              aria-labelledby={headingId}
            >
              <p className="mb-1 text-sm text-gray-700 dark:text-gray-300">{t('pdf_hint')}</p>
              <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">
                {t('file_name', { name: documentTitle })}
              </p>
              {sheetShown && (
                <PaperSheet paper={paper} label={sheetLabel}>
                  {children}
                </PaperSheet>
              )}
            </div>
          </div>
        )}
      </dialog>
      {(printCopyReady || open) && <PrintPortal paper={paper}>{printedDocument}</PrintPortal>}
    </>
  );
}
