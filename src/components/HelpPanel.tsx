import { useId } from 'react';

/** A tool's short how-to: a heading and a bulleted list. */
export function HelpPanel({ heading, items }: { heading: string; items: readonly string[] }) {
  const id = useId();
  return (
    <section className="panel" aria-labelledby={`${id}-help`}>
      <h2 id={`${id}-help`} className="text-lg font-semibold">
        {heading}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-800 dark:text-gray-200">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
