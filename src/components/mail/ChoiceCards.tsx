import { useId } from 'react';

export interface Choice<T extends string> {
  value: T;
  name: string;
  description: string;
}

interface Props<T extends string> {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * A radio group drawn as cards: each choice shows its name and a one-line description, so the
 * selector is also the list of what there is to choose from.
 */
export function ChoiceCards<T extends string>({ legend, choices, value, onChange }: Props<T>) {
  const groupId = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-lg font-semibold text-gray-900 dark:text-white">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {choices.map((choice) => {
          const checked = choice.value === value;
          const nameId = `${groupId}-${choice.value}-name`;
          const descriptionId = `${groupId}-${choice.value}-description`;
          return (
            <label
              key={choice.value}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors ${
                checked
                  ? 'border-blue-700 bg-blue-50 dark:border-blue-300 dark:bg-blue-950'
                  : 'border-gray-300 bg-white hover:bg-gray-50 dark:border-gray-600 dark:bg-gray-800 dark:hover:bg-gray-700'
              }`}
            >
              <input
                type="radio"
                name={groupId}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                aria-labelledby={nameId}
                aria-describedby={descriptionId}
                className="mt-1 h-4 w-4 shrink-0 accent-blue-700 dark:accent-blue-300"
              />
              <span className="flex flex-col gap-0.5">
                <span id={nameId} className="font-medium text-gray-900 dark:text-white">
                  {choice.name}
                </span>
                <span id={descriptionId} className="text-sm text-gray-700 dark:text-gray-300">
                  {choice.description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
