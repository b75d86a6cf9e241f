import type { Bilingual } from '../../lib/i18n/types';

interface LegalSection {
  heading: string;
  body: string;
}

export type LegalKind = 'privacy' | 'terms';

/** Plain text only: rendered as text nodes, never as HTML. */
export const LEGAL_TEXTS: Record<LegalKind, Bilingual<LegalSection[]>> = {
  privacy: {
    ja: [
      {
        heading: '取得する情報',
        body: 'アカウント登録時のメールアドレスと氏名、ToDo・日程調整・書籍ブックマークなどお客様が保存した内容を取得します。ツールに入力したテキストは、保存機能を除きお使いのブラウザ内でのみ処理し、サーバーへ送信しません。',
      },
      {
        heading: '利用目的',
        body: 'ログイン、保存データの提供、共有リンクの表示、お問い合わせへの回答のためにのみ利用します。',
      },
      {
        heading: 'ゲストのデータ',
        body: 'ログインせずに保存したToDoと日程調整のデータは、最終利用から30日後に自動で削除されます。',
      },
      {
        heading: 'アクセス解析',
        body: '運営者が設定した場合に限り、Google アナリティクスで閲覧状況を計測します。ブラウザにはランダムな匿名IDを保存します。',
      },
      {
        heading: '削除',
        body: '設定画面から退会すると、アカウントと保存したすべてのデータを削除します。',
      },
      {
        heading: 'Cookie',
        body: '表示言語の設定を Cookie（nf_lang）に保存し、次に開くページを最初からその言語でお届けするために使います。',
      },
    ],
    en: [
      {
        heading: 'What we collect',
        body: 'Your email address and name when you create an account, and what you choose to save (to-dos, schedule polls, book bookmarks). Text you enter into the tools is processed in your browser only and never sent to our servers, except for the saving features.',
      },
      {
        heading: 'How we use it',
        body: 'Only to sign you in, provide your saved data, show the shared links you create and answer your enquiries.',
      },
      {
        heading: 'Guest data',
        body: 'To-dos and schedule polls saved without an account are deleted automatically 30 days after their last use.',
      },
      {
        heading: 'Analytics',
        body: 'Only when the operator has enabled it, page views are measured with Google Analytics. A random anonymous id is kept in your browser.',
      },
      {
        heading: 'Deletion',
        body: 'Deleting your account in Settings removes the account and all of its data.',
      },
      {
        heading: 'Cookies',
        body: 'A cookie, nf_lang, keeps your display language, so that the next page you open is sent in that language from the start.',
      },
    ],
  },
  terms: {
    ja: [
      {
        heading: '本サービスについて',
        body: '本サービスは、業務や開発に役立つツールを無料で提供するものです。内容は予告なく変更することがあります。',
      },
      {
        heading: '免責',
        body: '計算結果や生成した文書の正確性には万全を期しておりますが、その利用により生じた損害について責任を負いかねます。重要な書類は必ずご自身でご確認ください。',
      },
      {
        heading: '禁止事項',
        body: '法令に違反する行為、他者の権利を侵害する内容の共有、サービスの運営を妨げる行為を禁止します。',
      },
      {
        heading: '共有リンク',
        body: '共有リンクを知っている方は誰でも内容を閲覧できます。共有する相手にご注意ください。',
      },
    ],
    en: [
      {
        heading: 'About the service',
        body: 'This service offers free tools for office and developer work. It may change without notice.',
      },
      {
        heading: 'Disclaimer',
        body: 'We take care that calculations and generated documents are correct, but we cannot accept liability for losses arising from their use. Please check important documents yourself.',
      },
      {
        heading: 'Prohibited use',
        body: 'Breaking the law, sharing content that infringes the rights of others, and interfering with the service are prohibited.',
      },
      {
        heading: 'Shared links',
        body: 'Anyone who knows a shared link can see its content. Take care whom you share it with.',
      },
    ],
  },
};
