import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { formatByteSize, previewText, utf8ByteLength } from './largeText';

interface Props {
  text: string;
  name: string | null;
  locale: string | undefined;
  t: TFunction;
}

/** Stands in for the input textarea when the document is too big to lay out (see largeText). */
export function LargeInputSummary({ text, name, locale, t }: Props) {
  const size = useMemo(() => formatByteSize(utf8ByteLength(text), locale), [text, locale]);
  const head = useMemo(() => previewText(text, 400).text, [text]);
  return (
    <section
      aria-labelledby="json-large-input-title"
      className="flex flex-col gap-2 rounded-lg border border-gray-400 bg-gray-50 p-3 dark:border-gray-500 dark:bg-gray-900"
    >
      <p id="json-large-input-title" className="font-medium text-gray-900 dark:text-gray-100">
        {name ? t('large_input_file', { name, size }) : t('large_input_pasted', { size })}
      </p>
      <p className="muted text-sm">{t('large_input_hint')}</p>
      <p className="label">{t('large_input_head')}</p>
      <pre className="max-h-32 overflow-hidden font-mono text-xs break-all whitespace-pre-wrap text-gray-800 dark:text-gray-200">
        {head}…
      </pre>
    </section>
  );
}
