import type { Language } from '../lib/i18n/types';
import type { ToolDefinition, ToolKeywords } from './types';

const KATAKANA_START = 0x30a1;
const KATAKANA_END = 0x30f6;
const KANA_OFFSET = 0x60;

/*
 * The home page's search. It loads after the first paint with the keywords (an empty search
 * box shows every tool, grouped by categoryGroups.ts), so none of it is start-up code.
 */

/**
 * NFKC folds full-width letters and half-width kana; lower-casing handles Latin case; katakana
 * is mapped to hiragana so けいさん finds ケイサン. Kana marks (゛゜ー) are never stripped.
 */
export function normalizeForSearch(text: string): string {
  let out = '';
  for (const char of text.normalize('NFKC').toLowerCase()) {
    const code = char.codePointAt(0) ?? 0;
    out +=
      code >= KATAKANA_START && code <= KATAKANA_END
        ? String.fromCodePoint(code - KANA_OFFSET)
        : char;
  }
  return out;
}

export type KeywordIndex = Readonly<Record<string, ToolKeywords>>;

function searchableText(tool: ToolDefinition, language: Language, keywords?: ToolKeywords): string {
  const other: Language = language === 'ja' ? 'en' : 'ja';
  return normalizeForSearch(
    [
      tool.id,
      tool.name[language],
      tool.description[language],
      tool.name[other],
      ...(keywords?.ja ?? []),
      ...(keywords?.en ?? []),
    ].join('\n'),
  );
}

/**
 * Every whitespace-separated term must appear; an empty query keeps every tool. No cap.
 * Keywords load after the page (they are not needed to draw it); until then names and
 * descriptions still match.
 */
export function searchTools(
  tools: readonly ToolDefinition[],
  query: string,
  language: Language,
  keywords: KeywordIndex = {},
): ToolDefinition[] {
  const terms = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [...tools];
  return tools.filter((tool) => {
    const haystack = searchableText(tool, language, keywords[tool.id]);
    return terms.every((term) => haystack.includes(term));
  });
}
