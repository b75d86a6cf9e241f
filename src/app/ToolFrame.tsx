import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { currentLanguage } from '../lib/i18n';
import { useOnline } from '../lib/useOnline';
import { usePageMeta } from '../lib/usePageMeta';
import type { ToolDefinition } from '../tools/types';
import { ToolIcon } from '../components/ToolIcon';

/** The common frame of every tool: name, description, back to /, and a page view. */
export default function ToolFrame({
  tool,
  children,
}: {
  tool: ToolDefinition;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.resolvedLanguage);
  const name = tool.name[language];
  const description = tool.description[language];
  usePageMeta(name, description, tool.id);
  const online = useOnline();

  return (
    // At least a screen tall: the footer starts below the fold, so it does not jump into view
    // (a layout shift) when the tool's code arrives.
    <article className="flex min-h-screen flex-col gap-6">
      <div className="flex flex-col gap-3">
        <Link to="/" className="btn btn-ghost self-start text-sm">
          <span aria-hidden="true">←</span> {t('tool_frame.back')}
        </Link>
        <div className="flex items-start gap-3">
          <ToolIcon icon={tool.icon} size="frame" />
          <div>
            <h1 className="text-2xl font-bold text-gray-900 dark:text-white">{name}</h1>
            <p className="mt-1 text-gray-700 dark:text-gray-300">{description}</p>
          </div>
        </div>
      </div>
      {tool.needsNetwork && !online && (
        <p role="status" className="alert-warning">
          {t('tool_frame.needs_network')}
        </p>
      )}
      <Suspense
        fallback={
          <p role="status" className="text-gray-700 dark:text-gray-300">
            {t('tool_frame.loading')}
          </p>
        }
      >
        {children}
      </Suspense>
    </article>
  );
}
