import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

/** i18next namespace of the sender profile panel. */
export const SENDER_PROFILE_NAMESPACE = 'sender-profile';

const ja = {
  heading: '自社情報',
  summary_empty: '未入力です。一度入力すると、見積書・議事録・経費精算書などに使われます。',
  summary_filled: '{{name}}',
  show: '自社情報を入力・編集',
  hide: '自社情報を閉じる',
  intro:
    'ご自身の会社・連絡先を一度入力すると、各書類とメールの署名に使われます。入力内容は自動で保存されます。',
  fields: {
    company_name: '会社名',
    company_placeholder: '例：株式会社サンプル',
    department: '部署',
    department_placeholder: '例：営業部',
    person_name: '担当者名',
    person_placeholder: '例：佐藤 花子',
    postal_code: '郵便番号',
    postal_placeholder: '例：100-0001',
    address: '住所',
    address_placeholder: '例：東京都千代田区千代田1-1 サンプルビル3階',
    tel: '電話番号',
    tel_placeholder: '例：03-1234-5678',
    email: 'メールアドレス',
    email_placeholder: '例：sato@example.co.jp',
    bank_account: '振込先',
    bank_placeholder: '例：サンプル銀行 本店営業部 普通 1234567 カ）サンプル',
    seal_image: '角印・ロゴ画像',
    seal_hint: 'PNG・JPEG・SVG形式、500KBまで。印刷する書類に表示されます。',
    seal_choose: '画像を選択',
    seal_remove: '画像を削除',
    seal_preview: '登録されている角印・ロゴ画像',
    seal_too_large:
      'ファイルサイズが500KBを超えています（{{size}}）。500KB以下の画像を選んでください。',
    seal_not_image:
      '画像として読み込めないファイルです。PNG・JPEG・SVG形式の画像を選んでください。',
    seal_read_failed: 'ファイルを読み込めませんでした。もう一度お試しください。',
  },
  sync: {
    local: 'このブラウザに保存されています。ログインすると、アカウントにも保存されます。',
    loading: 'アカウントから読み込んでいます…',
    saving: 'アカウントに保存しています…',
    saved: 'アカウントに保存しました。ほかの端末でもお使いいただけます。',
    error:
      'アカウントに保存できませんでした。入力内容はこのブラウザに保存されており、次に変更したときに再度保存します。',
  },
};

const en: LocaleShape<typeof ja> = {
  heading: 'Your company details',
  summary_empty:
    'Not filled in yet. Enter them once and they appear on quotes, minutes, expense reports and more.',
  summary_filled: '{{name}}',
  show: 'Enter or edit your company details',
  hide: 'Close your company details',
  intro:
    'Enter your company and contact details once; every document and email signature uses them. Changes are saved automatically.',
  fields: {
    company_name: 'Company',
    company_placeholder: 'e.g. Sample Co., Ltd.',
    department: 'Department',
    department_placeholder: 'e.g. Sales',
    person_name: 'Your name',
    person_placeholder: 'e.g. Hanako Sato',
    postal_code: 'Postal code',
    postal_placeholder: 'e.g. 100-0001',
    address: 'Address',
    address_placeholder: 'e.g. Sample Bldg. 3F, 1-1 Chiyoda, Chiyoda-ku, Tokyo',
    tel: 'Phone',
    tel_placeholder: 'e.g. 03-1234-5678',
    email: 'Email',
    email_placeholder: 'e.g. sato@example.co.jp',
    bank_account: 'Bank account for transfers',
    bank_placeholder: 'e.g. Sample Bank, Head Office, Ordinary 1234567, Sample Co.',
    seal_image: 'Company seal or logo image',
    seal_hint: 'PNG, JPEG or SVG, up to 500 KB. Shown on printed documents.',
    seal_choose: 'Choose image',
    seal_remove: 'Remove image',
    seal_preview: 'Your company seal or logo image',
    seal_too_large:
      'The file is larger than 500 KB ({{size}}). Please choose an image of 500 KB or less.',
    seal_not_image: 'This file cannot be read as an image. Please choose a PNG, JPEG or SVG image.',
    seal_read_failed: 'The file could not be read. Please try again.',
  },
  sync: {
    local: 'Saved in this browser. Sign in to keep it in your account as well.',
    loading: 'Loading from your account…',
    saving: 'Saving to your account…',
    saved: 'Saved to your account, so your other devices have it too.',
    error:
      'Could not save to your account. Your details are kept in this browser and will be saved again with your next change.',
  },
};

export const locales: Bilingual<typeof ja> = { ja, en };
