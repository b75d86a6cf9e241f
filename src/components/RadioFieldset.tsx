import type { ReactNode } from 'react';

interface Props<T extends string> {
  /** The radios' shared name (unique on the page). */
  name: string;
  legend: string;
  options: readonly { value: T; label: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
  /** Stacked one under another (default), or side by side, wrapping on a narrow screen. */
  layout?: 'column' | 'row';
  /** More controls that belong to the group, drawn after the radios. */
  children?: ReactNode;
}

/**
 * A group of plain radio buttons under a legend: a tool's direction, view or kind. Real radio
 * inputs, so arrow keys move the choice and screen readers name the group.
 */
export function RadioFieldset<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  layout = 'column',
  children,
}: Props<T>) {
  const radios = options.map((option) => (
    <label key={option.value} className="flex items-center gap-2">
      <input
        type="radio"
        name={name}
        value={option.value}
        className="h-4 w-4"
        checked={value === option.value}
        onChange={() => onChange(option.value)}
      />
      {option.label}
    </label>
  ));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="label mb-1">{legend}</legend>
      {layout === 'row' ? <div className="flex flex-wrap gap-x-5 gap-y-2">{radios}</div> : radios}
      {children}
    </fieldset>
  );
}
