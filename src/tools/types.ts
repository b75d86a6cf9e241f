import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { Language } from '../lib/i18n/types';

export const TOOL_CATEGORIES = ['text', 'number', 'utility', 'business'] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

type PerLanguage<T> = Record<Language, T>;

/** Extra search words in both languages (readings, synonyms, English names). */
export type ToolKeywords = PerLanguage<readonly string[]>;

export interface ToolDefinition {
  /** The spec's kebab-case id; also the route `/{id}`. */
  id: string;
  category: ToolCategory;
  /**
   * Place among the tools: the home page shows each category's cards in ascending order (most
   * used first); the sitemap and the audit list routes in it. Unique; gaps leave room to insert.
   */
  order: number;
  /**
   * Loads the tool's lucide icon (https://lucide.dev), e.g. `() => import('lucide-react/icons/braces')`;
   * ToolIcon draws it at one size and stroke everywhere. Loaded, not imported, so the icons are
   * not part of the home page's first JavaScript: they arrive just after the first paint.
   */
  icon: () => Promise<{ default: LucideIcon }>;
  name: PerLanguage<string>;
  description: PerLanguage<string>;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * The tool's addresses besides `/{id}`, each declared here and nowhere else (the router, the
   * prerender and robots.txt read them; see ToolSubRoute).
   */
  routes?: readonly ToolSubRoute[];
  /** Data-backed tools need the network; the UI says so when offline. */
  needsNetwork?: boolean;
}

/**
 * An address of a tool besides `/{id}`. `path` is a react-router pattern from the site's root.
 * - `frame: 'tool'`: drawn inside the tool frame by the tool's own component (which reads the
 *   address), e.g. `/book-concierge/history`: one address under `/{id}/` (no `:parameter`),
 *   built into HTML like `/{id}`.
 * - `frame: 'none'`: a page of its own without the tool frame, the page a share link opens,
 *   e.g. `/todo-share/:shareId`; `load` brings its component. Never built into HTML, and kept
 *   out of search engines (robots.txt).
 */
export type ToolSubRoute =
  | { path: string; frame: 'tool' }
  | { path: string; frame: 'none'; load: () => Promise<{ default: ComponentType }> };

export function defineTool<const T extends ToolDefinition>(definition: T): T {
  return definition;
}

/** Translation keys use underscores where ids use dashes. */
export function toolTranslationKey(id: string): string {
  return `tools.${id.replaceAll('-', '_')}`;
}
