import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  hint?: string;
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  autoComplete?: string;
  /** For single-line fields: tel and email bring the matching phone keyboards. */
  type?: 'text' | 'tel' | 'email';
}

/** A labelled text input or text area, with an optional hint read out with the field. */
export function TextField({
  label,
  value,
  onChange,
  placeholder,
  hint,
  multiline = false,
  rows = 5,
  maxLength = 200,
  autoComplete = 'off',
  type = 'text',
}: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const common = {
    id,
    value,
    placeholder,
    maxLength,
    className: 'input w-full',
    'aria-describedby': hint ? hintId : undefined,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="label">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint && (
        <p id={hintId} className="text-sm text-gray-700 dark:text-gray-300">
          {hint}
        </p>
      )}
    </div>
  );
}
