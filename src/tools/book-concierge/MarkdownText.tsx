import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';
import { parseMarkdownLinks } from './markdownLinks';

/** Server text with its safe [label](https://…) links; everything else is shown as text. */
export function MarkdownText({ text, className }: { text: string; className?: string }) {
  const { t } = useToolTranslation('book-concierge', locales);
  return (
    <p className={`whitespace-pre-line ${className ?? ''}`}>
      {parseMarkdownLinks(text).map((segment, index) =>
        segment.kind === 'link' ? (
          <a
            key={index}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer"
            className="underline"
          >
            {segment.text}
            <span className="sr-only">{t('common:new_tab')}</span>
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
