import type { ReactElement, ReactNode } from 'react';
import TriangleAlert from 'lucide-react/icons/triangle-alert';

interface Props {
  id: string;
  label: string;
  requiredLabel: string;
  error: string | undefined;
  /** Extra line under the field (a character counter...). */
  note?: ReactNode;
  /** The control; it must carry `id` and `aria-describedby={describedBy}`. */
  children: (describedBy: string | undefined) => ReactElement;
}

/** A labelled contact-form control with its error message read out with it. */
export function ContactField({ id, label, requiredLabel, error, note, children }: Props) {
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const describedBy =
    [error ? errorId : '', note ? noteId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="label">
        {label}
        <span className="ml-1.5 rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
          {requiredLabel}
        </span>
      </label>
      {children(describedBy)}
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          <TriangleAlert className="mr-1 inline-block h-4 w-4 align-[-0.125em]" />
          {error}
        </p>
      )}
      {note && (
        <p id={noteId} className="text-right text-sm text-gray-700 dark:text-gray-300">
          {note}
        </p>
      )}
    </div>
  );
}
