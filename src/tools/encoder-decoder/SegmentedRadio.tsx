interface Props<T extends string> {
  name: string;
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A radio group drawn as pills; real radio inputs, so arrows keys and screen readers work. */
export function SegmentedRadio<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: Props<T>) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="label mb-1.5">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-1.5 ${
              option.value === value
                ? 'border-blue-700 bg-blue-50 text-blue-900 dark:border-blue-300 dark:bg-blue-950 dark:text-blue-100'
                : 'border-gray-300 bg-white text-gray-900 hover:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
