import { useTranslation } from 'react-i18next';
import { common } from '../../locales/common';
import { i18n } from './index';
import type { Bilingual } from './types';

/**
 * Tool strings live in the tool's own folder and load with the tool's chunk, so the home page
 * never downloads them. Each tool gets its own namespace, named after its id. The `common`
 * namespace (src/locales/common.ts: cancel, save, clear, loading …) comes with the first one,
 * so every screen can say `t('common:cancel')`.
 */
export function registerToolLocales<T extends object>(namespace: string, locales: Bilingual<T>) {
  addBundles('common', common);
  addBundles(namespace, locales);
}

function addBundles<T extends object>(namespace: string, locales: Bilingual<T>) {
  if (i18n.hasResourceBundle('ja', namespace)) return;
  i18n.addResourceBundle('ja', namespace, locales.ja);
  i18n.addResourceBundle('en', namespace, locales.en);
}

/**
 * Strings of a part of a tool that loads later (a lazy panel, an export on a click), merged into
 * the tool's namespace when that part's module loads: the tool's first chunk does not carry them.
 */
export function addLaterToolLocales<T extends object>(namespace: string, locales: Bilingual<T>) {
  i18n.addResourceBundle('ja', namespace, locales.ja, true, false);
  i18n.addResourceBundle('en', namespace, locales.en, true, false);
}

export function useToolTranslation<T extends object>(namespace: string, locales: Bilingual<T>) {
  registerToolLocales(namespace, locales);
  return useTranslation(namespace);
}

/** `t` of the `common` namespace, for a shared component with no strings of its own. */
export function useCommonTranslation() {
  return useToolTranslation('common', common);
}
