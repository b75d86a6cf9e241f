import { useId } from 'react';

interface Props<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  hint?: string;
  /** A narrower box on wide screens, for short choices (the mail's language). */
  narrow?: boolean;
}

/** A labelled select with an optional hint read out with it. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  hint,
  narrow = false,
}: Props<T>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select
        id={id}
        className={`input w-full ${narrow ? 'sm:w-48' : 'sm:w-72'}`}
        value={value}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => {
          const picked = options.find((option) => option.value === event.target.value);
          if (picked) onChange(picked.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className="text-sm text-gray-700 dark:text-gray-300">
          {hint}
        </p>
      )}
    </div>
  );
}
