import type { Locale } from './contract.ts';

/** Every message the function sends to users, in both languages (polite Japanese). */
export const MESSAGES = {
  invalidJson: {
    ja: 'リクエストの形式が正しくありません（JSONで送信してください）。',
    en: 'The request body must be JSON.',
  },
  nameRequired: { ja: '企業名を入力してください。', en: 'Please enter a company name.' },
  nameTooLong: {
    ja: '企業名は100文字以内で入力してください。',
    en: 'The company name must be 100 characters or fewer.',
  },
  notFound: {
    ja: '「{{name}}」に一致する企業が見つかりませんでした。正式名称や別の表記でお試しください。',
    en: 'No company matching "{{name}}" was found. Please try the official name or another spelling.',
  },
  invalidApiKey: {
    ja: 'APIキーが正しくありません。',
    en: 'The API key is missing or not valid.',
  },
  methodNotAllowed: { ja: 'POSTで送信してください。', en: 'Use POST.' },
  providerFailed: {
    ja: '企業情報の取得中にエラーが発生しました。しばらくしてから再度お試しください。',
    en: 'An error occurred while fetching company information. Please try again later.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export function message(
  key: keyof typeof MESSAGES,
  locale: Locale,
  values: Record<string, string> = {},
): string {
  return MESSAGES[key][locale].replace(
    /\{\{(\w+)\}\}/g,
    (_all, name: string) => values[name] ?? '',
  );
}
