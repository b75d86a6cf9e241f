import i18n, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../../locales/en';
import { ja } from '../../locales/ja';
import { languageDetector } from './languageDetector';
import { LANGUAGES, type Language, isLanguage } from './types';

export const I18N_OPTIONS: InitOptions = {
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

function syncHtmlLang(language: string | undefined): void {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage(language);
}

export function currentLanguage(language = i18n.resolvedLanguage): Language {
  const base = language?.split('-')[0];
  return isLanguage(base) ? base : 'ja';
}

export { i18n };
