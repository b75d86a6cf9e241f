import i18n, { type InitOptions } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { en } from '../../locales/en';
import { ja } from '../../locales/ja';
import { STORAGE_KEYS } from '../storage';
import { LANGUAGES, type Language, isLanguage } from './types';

/** Netlify's own name for it: its `Language` redirect condition reads this cookie first. */
export const LANGUAGE_COOKIE = 'nf_lang';

/**
 * Where i18next-browser-languagedetector looks for the visitor's language, best first: the
 * stored choice (the `language` storage key), the `nf_lang` cookie (by which the server chose
 * the page's language; the start-up script and the app write it), the browser's languages. A
 * regional code is read by its base (`en-US` is `en`), so the language in use and what is
 * remembered are always `ja` or `en`; i18next takes the first one the site supports and falls
 * back to Japanese. The language settled on is remembered (`caches`), the detected one too.
 * index.html's start-up script makes the same choice before the first paint (its test runs
 * both on the same visitors).
 */
export const DETECTION_OPTIONS: DetectorOptions = {
  order: ['localStorage', 'cookie', 'navigator'],
  lookupLocalStorage: STORAGE_KEYS.language,
  lookupCookie: LANGUAGE_COOKIE,
  caches: ['localStorage'],
  convertDetectedLanguage: (language: string) => language.split('-')[0] ?? language,
};

export const I18N_OPTIONS: InitOptions = {
  detection: DETECTION_OPTIONS,
  resources: { ja: { translation: ja }, en: { translation: en } },
  fallbackLng: 'ja',
  supportedLngs: [...LANGUAGES],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  interpolation: { escapeValue: false },
  initAsync: false,
  // A missing key is a bug: say so loudly in development and tests (the e2e journey fails on it).
  saveMissing: import.meta.env.DEV || import.meta.env.MODE === 'test',
  missingKeyHandler: (_lngs, ns, key) => console.error(`Missing translation: ${ns}:${key}`),
};

export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n.use(LanguageDetector).use(initReactI18next).init(I18N_OPTIONS);
  syncHtmlLang(i18n.resolvedLanguage);
  i18n.on('languageChanged', syncHtmlLang);
  return i18n;
}

/**
 * The page's lang, and the `nf_lang` cookie by which the server picks the language of the next
 * page's built HTML (as index.html's start-up script does; scripts/build/prerender-routing.ts).
 */
export function syncHtmlLang(language: string | undefined): void {
  if (typeof document === 'undefined') return;
  const current = currentLanguage(language);
  // Only when it changes: a change of <html>'s lang restyles the whole page.
  if (document.documentElement.lang !== current) document.documentElement.lang = current;
  document.cookie = `${LANGUAGE_COOKIE}=${current}; path=/; max-age=31536000; samesite=lax`;
}

export function currentLanguage(language = i18n.resolvedLanguage): Language {
  const base = language?.split('-')[0];
  return isLanguage(base) ? base : 'ja';
}

export { i18n };
