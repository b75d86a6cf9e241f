import type { Bilingual, LocaleShape } from '../lib/i18n/types';

/** i18next namespace of the registration-number field (quote header, sender profile). */
export const REGISTRATION_NUMBER_NAMESPACE = 'registration-number';

const ja = {
  label: '登録番号（インボイス）',
  hint: '適格請求書発行事業者の登録番号（T＋13桁）です。登録されている場合に入力してください。',
  invalid: '登録番号は「T」と13桁の数字で入力してください（例：T1234567890123）。',
  check_digit:
    '法人番号の検査用数字と一致しません。番号に誤りがないかご確認ください（個人事業者の番号は該当しない場合があります）。',
  missing_on_invoice:
    '適格請求書（インボイス）には登録番号の記載が必要です。登録されている場合は入力してください。',
};

const en: LocaleShape<typeof ja> = {
  label: 'Invoice registration number',
  hint: 'Your qualified invoice issuer registration number (T + 13 digits), if you are registered.',
  invalid: 'A registration number is “T” followed by 13 digits (e.g. T1234567890123).',
  check_digit:
    'The check digit does not match a corporate number. Please check the number (numbers of sole proprietors may not follow this rule).',
  missing_on_invoice:
    'A qualified invoice must show your registration number. Please enter it if you are registered.',
};

export const registrationNumberLocales: Bilingual<typeof ja> = { ja, en };
