import type { LanguageDetectorModule } from 'i18next';
import { readString, STORAGE_KEYS, writeString } from '../storage';

/** Only a plain language tag is taken from storage or the page (as i18next's detector does). */
const SAFE_CODE = /^[A-Za-z0-9_@.-]{1,128}$/;
const isSafe = (code: string) =>
  SAFE_CODE.test(code) &&
  !code.includes('..') &&
  !['__proto__', 'constructor', 'prototype'].includes(code);

/**
 * The visitor's languages, best first: the stored choice (under the `language` storage key),
 * the browser's languages, the page's html lang. A regional code is read by its base (`en-US`
 * is `en`), so the language in use, and what is remembered as a choice, is always `ja` or `en`;
 * i18next takes the first one the site supports and falls back to Japanese. i18next remembers
 * the language it settles on (`cacheUserLanguage`), the detected one included.
 *
 * Written here rather than taken from i18next-browser-languagedetector, which reads nine sources
 * where the site uses three: it was 1.3 KB of the home page's 110 KB budget (gzip). Its tests
 * check this against that library, which stays as a dev dependency for them.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const found = [
      readString(STORAGE_KEYS.language),
      // `languages` is missing in some older browsers (typed as always there).
      ...(typeof navigator === 'undefined'
        ? []
        : [...((navigator.languages as readonly string[] | undefined) ?? []), navigator.language]),
      typeof document === 'undefined' ? null : document.documentElement.getAttribute('lang'),
    ];
    return found
      .filter((code): code is string => typeof code === 'string' && code !== '' && isSafe(code))
      .map((code) => code.split('-')[0] ?? code);
  },
  cacheUserLanguage(language) {
    if (language !== 'cimode') writeString(STORAGE_KEYS.language, language);
  },
};
