import { useTranslation } from 'react-i18next';
import { i18n } from './index';
import type { Bilingual } from './types';

/**
 * Tool strings live in the tool's own folder and load with the tool's chunk, so the home page
 * never downloads them. Each tool gets its own namespace, named after its id.
 */
export function registerToolLocales<T extends object>(namespace: string, locales: Bilingual<T>) {
  if (i18n.hasResourceBundle('ja', namespace)) return;
  i18n.addResourceBundle('ja', namespace, locales.ja);
  i18n.addResourceBundle('en', namespace, locales.en);
}

export function useToolTranslation<T extends object>(namespace: string, locales: Bilingual<T>) {
  registerToolLocales(namespace, locales);
  return useTranslation(namespace);
}
