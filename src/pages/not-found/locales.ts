import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

/** The not-found page's strings, loaded with its code rather than with every page. */
const ja = {
  title: 'ページが見つかりません',
  message: 'お探しのページは移動または削除された可能性があります。',
};

const en: LocaleShape<typeof ja> = {
  title: 'Page not found',
  message: 'The page you are looking for may have been moved or deleted.',
};

export const locales: Bilingual<typeof ja> = { ja, en };
