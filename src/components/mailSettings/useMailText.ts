import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';

/** The mail settings' strings (their own namespace, loaded with the pages that show them). */
export function useMailText() {
  return useToolTranslation('mail-settings', locales);
}
