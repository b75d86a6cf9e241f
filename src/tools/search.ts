import type { Language } from '../lib/i18n/types';
import type { ToolDefinition } from './types';

const KATAKANA_START = 0x30a1;
const KATAKANA_END = 0x30f6;
const KANA_OFFSET = 0x60;

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

function searchableText(tool: ToolDefinition, language: Language): string {
  const other: Language = language === 'ja' ? 'en' : 'ja';
  return normalizeForSearch(
    [
      tool.id,
      tool.name[language],
      tool.description[language],
      tool.name[other],
      ...tool.keywords.ja,
      ...tool.keywords.en,
    ].join('\n'),
  );
}

/** Every whitespace-separated term must appear; an empty query keeps every tool. No cap. */
export function searchTools(
  tools: readonly ToolDefinition[],
  query: string,
  language: Language,
): ToolDefinition[] {
  const terms = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [...tools];
  return tools.filter((tool) => {
    const haystack = searchableText(tool, language);
    return terms.every((term) => haystack.includes(term));
  });
}
