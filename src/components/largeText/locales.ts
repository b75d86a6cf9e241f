import type { Bilingual } from '../../lib/i18n/types';

/** i18next namespace of the large-text field and summary. */
export const LARGE_TEXT_NAMESPACE = 'large-text';

const ja = {
  pasted: '長いテキスト（{{chars}}文字・{{size}}）を貼り付けました。',
  hint: 'ブラウザーが固まらないよう、この欄には先頭部分だけを表示しています。結果には全文を使っています。別のテキストを貼り付けると、全体が置き換わります。',
  head: '先頭部分',
  edit: 'この欄に全文を表示して編集する',
  edit_hint: '表示に数秒かかる場合があります。',
};

const en: typeof ja = {
  pasted: 'Pasted a long text ({{chars}} characters, {{size}}).',
  hint: 'To keep the browser from freezing, only its beginning is shown here; the result uses all of it. Pasting another text here replaces it all.',
  head: 'Beginning',
  edit: 'Show all of it here to edit',
  edit_hint: 'This may take a few seconds.',
};

export const locales: Bilingual<typeof ja> = { ja, en };
