import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** `primary` for a confirmation that destroys nothing (e.g. opening an answer to change). */
  tone?: 'danger' | 'primary';
  /** A choice that goes with the confirmation (a check box), below the message. */
  children?: ReactNode;
}

/**
 * An in-page confirmation, above all for destructive actions (instead of window.confirm): a
 * modal <dialog> so that the page behind is inert, focus starts on the safe choice (cancel),
 * Escape cancels, and focus returns to the button that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'danger',
  children,
}: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open && returnFocusRef.current) {
      const target = returnFocusRef.current;
      returnFocusRef.current = null;
      // The opener may be gone (e.g. a button hidden once the list is empty).
      if (target.isConnected) target.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-gray-200 bg-white p-6 text-gray-900 shadow-xl backdrop:bg-black/50 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100"
      onCancel={(event) => {
        // Escape: let React state close it so open and the element never disagree.
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <p id={messageId} className="mt-2 text-gray-800 dark:text-gray-200">
        {message}
      </p>
      {children}
      <div className="mt-6 flex justify-end gap-3">
        <button ref={cancelRef} type="button" className="btn btn-secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={tone === 'primary' ? 'btn btn-primary' : 'btn btn-danger'}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
