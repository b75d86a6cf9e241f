import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Star } from '../../components/firstPaintIcons';
import { ToolIcon } from '../../components/ToolIcon';
import { trackToolUsage } from '../../lib/analytics';
import type { Language } from '../../lib/i18n/types';
import { recordRecent } from '../../tools/preferences';
import type { ToolDefinition } from '../../tools/types';

/** Starts loading a tool's code (once: the browser loads a module once). */
function preloadTool(tool: ToolDefinition) {
  tool.load().catch(() => undefined); // Tried again when the tool opens.
}

interface Props {
  tool: ToolDefinition;
  language: Language;
  favorite: boolean;
  onToggleFavorite: (id: string) => void;
}

/**
 * One tool on the home page. Drawn again only when its own props change: the search's keywords
 * arrive after the first paint, and 26 cards drawn again then were one long task.
 */
export const ToolCard = memo(function ToolCard({
  tool,
  language,
  favorite,
  onToggleFavorite,
}: Props) {
  const { t } = useTranslation();
  const name = tool.name[language];
  return (
    <li className="relative flex rounded-xl border border-gray-200 bg-white shadow-sm transition hover:border-blue-400 hover:shadow-md focus-within:border-blue-500 dark:border-gray-700 dark:bg-gray-800 dark:hover:border-blue-400">
      <Link
        to={`/${tool.id}`}
        data-tool-id={tool.id}
        className="flex flex-1 items-start gap-3 rounded-xl p-4 pr-12"
        onClick={() => {
          trackToolUsage(tool.id, name);
          recordRecent(tool.id);
        }}
        // The tool's code is on its way before the click (the build lists no chunk's imports
        // to preload with it: vite.config.ts).
        onPointerEnter={() => preloadTool(tool)}
        onFocus={() => preloadTool(tool)}
      >
        <ToolIcon icon={tool.icon} size="card" />
        <span className="flex flex-col gap-1">
          <span className="font-semibold text-gray-900 dark:text-white">{name}</span>
          <span className="text-sm text-gray-700 dark:text-gray-300">
            {tool.description[language]}
          </span>
        </span>
      </Link>
      <button
        type="button"
        className="icon-btn absolute top-2 right-2"
        aria-pressed={favorite}
        aria-label={t(favorite ? 'home.remove_favorite' : 'home.add_favorite', { name })}
        onClick={() => onToggleFavorite(tool.id)}
      >
        <Star
          fill={favorite ? 'currentColor' : 'none'}
          className={`h-5 w-5 ${favorite ? 'text-amber-600 dark:text-amber-400' : 'text-gray-600 dark:text-gray-400'}`}
        />
      </button>
    </li>
  );
});
