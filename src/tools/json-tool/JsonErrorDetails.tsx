import type { TFunction } from 'i18next';
import type { JsonErrorLocation } from './jsonErrorLocation';

interface Props {
  message: string;
  location: JsonErrorLocation | null;
  t: TFunction;
}

/** The parser's message, the line and column, and the offending line with a caret under it. */
export function JsonErrorDetails({ message, location, t }: Props) {
  return (
    <div className="mt-2 flex flex-col gap-2">
      <p className="break-words">{message || t('invalid_fallback')}</p>
      {location && (
        <>
          <p className="font-medium">
            {t('error_position', { line: location.line, column: location.column })}
          </p>
          <figure className="m-0">
            <figcaption className="sr-only">
              {t('error_line_label', { line: location.line })}
            </figcaption>
            {/* The caret line repeats the text before the error invisibly, so the caret sits
                under the right character in any font, with tabs and full-width characters. */}
            <pre className="overflow-x-auto rounded bg-white p-2 font-mono text-sm text-gray-900 dark:bg-gray-900 dark:text-gray-100">
              <code>
                {location.cutStart && '…'}
                {location.before}
                <mark className="rounded-sm bg-red-200 text-red-900 dark:bg-red-800 dark:text-red-50">
                  {location.at || ' '}
                </mark>
                {location.after}
                {location.cutEnd && '…'}
                {'\n'}
                <span aria-hidden="true">
                  <span className="invisible">
                    {location.cutStart && '…'}
                    {location.before}
                  </span>
                  <span className="font-bold text-red-700 dark:text-red-300">^</span>
                </span>
              </code>
            </pre>
          </figure>
        </>
      )}
    </div>
  );
}
