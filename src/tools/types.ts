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
   * Sub-paths the tool's own component renders inside the tool frame, e.g. `history` for
   * /book-concierge/history.
   */
  subPaths?: readonly string[];
  /**
   * The tool's public pages, shown without the tool frame at their own addresses (the pages a
   * share link opens). Declared here like every other address of the tool.
   */
  publicPages?: readonly PublicPage[];
  /** Data-backed tools need the network; the UI says so when offline. */
  needsNetwork?: boolean;
}

/** A page of a tool that a link opens without the tool frame, e.g. /todo-share/{shareId}. */
export interface PublicPage {
  /** A react-router pattern, e.g. `/todo-share/:shareId`. */
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

export function defineTool<const T extends ToolDefinition>(definition: T): T {
  return definition;
}

/** Translation keys use underscores where ids use dashes. */
export function toolTranslationKey(id: string): string {
  return `tools.${id.replaceAll('-', '_')}`;
}
