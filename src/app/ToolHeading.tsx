import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ToolIcon } from '../components/ToolIcon';
import { currentLanguage } from '../lib/i18n';
import type { ToolDefinition } from '../tools/types';
import { ArrowLeft } from '../components/firstPaintIcons';

/**
 * The top of every tool page: back to /, the tool's icon, name and description. Shared by the
 * tool frame and the start-up view (which is what the built HTML shows before the code runs),
 * so the heading stays exactly where it is when the tool appears.
 */
export function ToolHeading({ tool }: { tool: ToolDefinition }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.resolvedLanguage);
  return (
    <div className="flex flex-col gap-3">
      <Link to="/" className="btn btn-ghost self-start text-sm">
        <ArrowLeft className="h-4 w-4 shrink-0" />
        {t('tool_frame.back')}
      </Link>
      <div className="flex items-start gap-3">
        <ToolIcon icon={tool.icon} size="frame" />
        <div>
          <h1 className="text-2xl font-bold text-gray-900 dark:text-white">
            {tool.name[language]}
          </h1>
          <p className="mt-1 text-gray-700 dark:text-gray-300">{tool.description[language]}</p>
        </div>
      </div>
    </div>
  );
}

/** What a tool page shows while its code is on the way. */
export function ToolLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-gray-700 dark:text-gray-300">
      {t('tool_frame.loading')}
    </p>
  );
}

/** A tool page before its tool is here: the frame's shape with the heading and loading text. */
export function ToolStartup({ tool }: { tool: ToolDefinition }) {
  return (
    <article className="flex min-h-screen flex-col gap-6">
      <ToolHeading tool={tool} />
      <ToolLoading />
    </article>
  );
}
