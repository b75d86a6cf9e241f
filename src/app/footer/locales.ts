import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

/** The footer's strings, loaded with its code rather than with every page. */
const ja = {
  contact: 'お問い合わせ',
  privacy: 'プライバシーポリシー',
  terms: '利用規約',
  share_x: 'Xでシェア',
  share_line: 'LINEで送る',
  share_facebook: 'Facebookでシェア',
  github: 'GitHub',
  social: 'SNSでシェア',
  copyright: '© {{year}} オフィスツールボックス',
};

const en: LocaleShape<typeof ja> = {
  contact: 'Contact',
  privacy: 'Privacy policy',
  terms: 'Terms of service',
  share_x: 'Share on X',
  share_line: 'Send via LINE',
  share_facebook: 'Share on Facebook',
  github: 'GitHub',
  social: 'Share',
  copyright: '© {{year}} Office Toolbox',
};

export const locales: Bilingual<typeof ja> = { ja, en };
