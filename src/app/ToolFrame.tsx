import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n';
import { useOnline } from '../lib/useOnline';
import { usePageMeta } from '../lib/usePageMeta';
import type { ToolDefinition } from '../tools/types';
import { countOpenedFromHome } from './openedFromHome';
import { ToolHeading, ToolLoading } from './ToolHeading';

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
  usePageMeta(tool.name[language], tool.description[language], tool.id);
  const online = useOnline();
  useEffect(() => countOpenedFromHome(tool.id), [tool.id]);

  return (
    // At least a screen tall: the footer starts below the fold, so it does not jump into view
    // (a layout shift) when the tool's code arrives. Same shape as ToolStartup.
    <article className="flex min-h-screen flex-col gap-6">
      <ToolHeading tool={tool} />
      {tool.needsNetwork && !online && (
        <p role="status" className="alert-warning">
          {t('tool_frame.needs_network')}
        </p>
      )}
      <Suspense fallback={<ToolLoading />}>{children}</Suspense>
    </article>
  );
}
