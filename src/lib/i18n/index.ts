import i18n, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../../locales/en';
import { ja } from '../../locales/ja';
import { STORAGE_KEYS } from '../storage';
import { languageDetector } from './languageDetector';
import { LANGUAGES, type Language, isLanguage } from './types';

/** Netlify's own name for it: its `Language` redirect condition reads this cookie first. */
export const LANGUAGE_COOKIE = 'nf_lang';

/**
 * The site's language rules (./languageDetector.ts) in the options of
 * i18next-browser-languagedetector: the tests run that library with them as the reference for
 * the site's detector and for index.html's start-up script; the site itself ignores them.
 */
export const DETECTION_OPTIONS = {
  order: ['localStorage', 'navigator', 'htmlTag'],
  lookupLocalStorage: STORAGE_KEYS.language,
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
  void i18n.use(languageDetector).use(initReactI18next).init(I18N_OPTIONS);
  syncHtmlLang(i18n.resolvedLanguage);
  i18n.on('languageChanged', syncHtmlLang);
  return i18n;
}

/**
 * The page's lang, and the `nf_lang` cookie by which the server picks the language of the next
 * page's built HTML (as index.html's start-up script does; scripts/prerenderRouting.ts).
 */
function syncHtmlLang(language: string | undefined): void {
  if (typeof document === 'undefined') return;
  const current = currentLanguage(language);
  document.documentElement.lang = current;
  document.cookie = `${LANGUAGE_COOKIE}=${current}; path=/; max-age=31536000; samesite=lax`;
}

export function currentLanguage(language = i18n.resolvedLanguage): Language {
  const base = language?.split('-')[0];
  return isLanguage(base) ? base : 'ja';
}

export { i18n };
