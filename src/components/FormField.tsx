import { useId, type ReactNode } from 'react';

interface Props {
  label: string;
  /** Shown under the field; an error replaces nothing, it is shown in addition. */
  hint?: string;
  error?: string | null;
  warning?: string | null;
  className?: string;
  /** Renders the control with the ids it must carry. */
  children: (control: {
    id: string;
    describedBy: string | undefined;
    invalid: boolean;
  }) => ReactNode;
}

/** A labelled control with its hint and error wired through aria-describedby. */
export function FormField({ label, hint, error, warning, className = '', children }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const describedBy =
    [hint ? hintId : null, error || warning ? messageId : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="text-xs text-gray-700 dark:text-gray-300">
          {hint}
        </p>
      )}
      {error ? (
        <p id={messageId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : (
        warning && (
          <p id={messageId} className="text-sm text-amber-800 dark:text-amber-200">
            {warning}
          </p>
        )
      )}
    </div>
  );
}
