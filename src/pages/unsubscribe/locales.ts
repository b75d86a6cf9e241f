import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

const ja = {
  title: 'メール配信の停止',
  checking: 'リンクを確認しています…',
  confirm: '「{{kind}}」の配信を停止します。よろしいですか？',
  scope:
    'このメールアドレスへの「{{kind}}」のみを停止します。ほかのお知らせは引き続きお届けします。',
  stop: '配信を停止する',
  stopping: '停止しています…',
  done: '「{{kind}}」の配信を停止しました。',
  done_note: '今後、このメールアドレスにはこの種類のお知らせをお送りしません。',
  already: '「{{kind}}」は、すでに配信を停止しています。',
  resume_note: 'アカウントをお持ちの方は、設定画面から配信を再開できます。',
  invalid:
    'このリンクは無効か、有効期限が切れています。お手数ですが、最新のメールのリンクからお試しください。',
  failed: '処理できませんでした。時間をおいてもう一度お試しください。',
  home: 'トップページへ',
};

const en: LocaleShape<typeof ja> = {
  title: 'Unsubscribe from emails',
  checking: 'Checking the link…',
  confirm: 'Stop "{{kind}}"?',
  scope: 'Only "{{kind}}" to this address will stop. Other emails will still reach you.',
  stop: 'Unsubscribe',
  stopping: 'Unsubscribing…',
  done: 'You have unsubscribed from "{{kind}}".',
  done_note: 'We will send no more emails of this kind to this address.',
  already: 'You had already unsubscribed from "{{kind}}".',
  resume_note: 'If you have an account, you can resume them in Settings.',
  invalid: 'This link is not valid or has expired. Please use the link in your latest mail.',
  failed: 'Something went wrong. Please try again later.',
  home: 'Home',
};

export const locales: Bilingual<typeof ja> = { ja, en };
