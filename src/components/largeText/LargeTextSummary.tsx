import { useMemo, type ReactNode } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { previewText } from '../../lib/largeText';
import { LARGE_TEXT_NAMESPACE, locales } from './locales';

interface Props {
  text: string;
  /** What was loaded, e.g. "Pasted a long text (612,000 characters, 1.2 MB)." */
  title: string;
  hint: string;
  /** Id of the title, for the region around the summary to be named by it. */
  titleId: string;
  /** Controls under the beginning of the text. */
  children?: ReactNode;
}

/**
 * Stands in for a textarea when its text is too big to lay out (see src/lib/largeText.ts):
 * what was loaded, why it is not shown whole, and the first few hundred characters.
 */
export function LargeTextSummary({ text, title, hint, titleId, children }: Props) {
  const { t } = useToolTranslation(LARGE_TEXT_NAMESPACE, locales);
  const head = useMemo(() => previewText(text, 400).text, [text]);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-gray-400 bg-gray-50 p-3 dark:border-gray-500 dark:bg-gray-900">
      <p id={titleId} className="font-medium text-gray-900 dark:text-gray-100">
        {title}
      </p>
      <p className="muted text-sm">{hint}</p>
      <p className="label">{t('head')}</p>
      <pre className="max-h-32 overflow-hidden font-mono text-xs break-all whitespace-pre-wrap text-gray-800 dark:text-gray-200">
        {head}…
      </pre>
      {children}
    </div>
  );
}
