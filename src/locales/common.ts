// Full file names: the news page's edge function reaches this file on Deno.
import type { Bilingual, LocaleShape } from '../lib/i18n/types.ts';

/**
 * The `common` namespace: what many screens say alike, written once in each language
 * (`t('common:cancel')`). It loads with the code that uses it (src/lib/i18n/toolLocales.ts),
 * not with the home page. A screen's own locales do not repeat these strings
 * (src/lib/i18n/common.test.ts checks).
 */
const ja = {
  cancel: 'キャンセル',
  save: '保存',
  delete_confirm: '削除する',
  clear: 'クリア',
  close: '閉じる',
  copy: 'コピー',
  copied: 'コピーしました',
  copy_result: '結果をコピー',
  loading: '読み込み中...',
  sending: '送信中...',
  new_tab: '（新しいタブで開きます）',
  all_tools: 'ツール一覧へ',
  back_home: 'ホームに戻る',
  choose: '選択してください',
  preview: 'プレビュー',
  sample: 'サンプル',
  result: '結果',
  save_csv: 'CSVで保存',
  share_link: '共有リンク',
  create_share_link: '共有リンクを作成',
  counter: '{{count}} / {{max}}文字',
  holiday_mark: '祝 {{name}}',
  holiday_short: '祝',
};

const en: LocaleShape<typeof ja> = {
  cancel: 'Cancel',
  save: 'Save',
  delete_confirm: 'Delete',
  clear: 'Clear',
  close: 'Close',
  copy: 'Copy',
  copied: 'Copied',
  copy_result: 'Copy result',
  loading: 'Loading...',
  sending: 'Sending...',
  new_tab: '(opens in a new tab)',
  all_tools: 'All tools',
  back_home: 'Back to home',
  choose: 'Please choose',
  preview: 'Preview',
  sample: 'Sample',
  result: 'Result',
  save_csv: 'Save as CSV',
  share_link: 'Share link',
  create_share_link: 'Create share link',
  counter: '{{count}} / {{max}} characters',
  holiday_mark: 'Holiday: {{name}}',
  holiday_short: 'Hol.',
};

export const common: Bilingual<typeof ja> = { ja, en };
