import { useId } from 'react';
import type { SaveStatus } from './useMailSwitch';

interface Props {
  label: string;
  help: string;
  /** Undefined while the setting loads. */
  checked: boolean | undefined;
  onChange: (on: boolean) => void;
  status: SaveStatus;
  savedText: string;
  failedText: string;
}

/** A mail setting: a checkbox whose label says what it does and whose help says to where. */
export function MailSwitch({
  label,
  help,
  checked,
  onChange,
  status,
  savedText,
  failedText,
}: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-1 h-5 w-5 shrink-0 accent-blue-700"
          checked={checked ?? false}
          disabled={checked === undefined}
          aria-describedby={`${id}-help`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
      </div>
      <p id={`${id}-help`} className="muted text-sm break-words">
        {help}
      </p>
      <p
        role="status"
        className={
          status === 'failed'
            ? 'text-sm text-red-700 dark:text-red-300'
            : 'text-sm text-green-800 dark:text-green-300'
        }
      >
        {status === 'saved' ? savedText : status === 'failed' ? failedText : ''}
      </p>
    </div>
  );
}
