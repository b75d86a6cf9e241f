import type { LanguageDetectorModule } from 'i18next';
import { readString, STORAGE_KEYS, writeString } from '../storage';

/**
 * The languages to try, best first, in the spec's order: the stored choice, the browser's
 * languages, the page's html lang. i18next takes the first one the site supports (`en-US` counts
 * as `en`) and falls back to Japanese.
 */
export function languageCandidates(): string[] {
  const candidates = [readString(STORAGE_KEYS.language) ?? ''];
  if (typeof navigator !== 'undefined') {
    candidates.push(...(navigator.languages ?? []), navigator.language);
  }
  if (typeof document !== 'undefined') candidates.push(document.documentElement.lang);
  return candidates.filter((candidate) => candidate !== '');
}

/** Detects the language and remembers the one in use in browser storage. */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: languageCandidates,
  cacheUserLanguage: (language) => writeString(STORAGE_KEYS.language, language),
};
