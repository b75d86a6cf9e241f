import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

/** i18next namespace of the conflict notice (a change refused because of another's change). */
export const CONFLICT_NAMESPACE = 'conflict';

const ja = {
  by_person: '{{name}}さんが先に変更しました',
  by_self: '別の画面で先に変更されています',
  by_someone: 'ほかの方が先に変更しました',
  note: 'この画面を開いた後に、次の項目が変更されました。項目ごとに、どちらを残すかお選びください。ほかの項目へのご変更は、そのまま保存されます。',
  theirs_person: '{{name}}さんの変更',
  theirs_other: '先に保存された内容',
  mine: 'あなたの入力',
  empty: '（空欄）',
  keep_mine: '自分の入力を残す',
  take_theirs: '先に保存された内容にする',
  take_theirs_person: '{{name}}さんの変更にする',
  merge: '両方をまとめる',
  resolved: '選んだ内容をフォームに入れました。ご確認のうえ、保存してください。',
  merged_overlap: '同じ箇所が変更されていたため、両方の文を残しました。ご確認ください。',
  loading: '最新の内容を読み込んでいます...',
};

const en: LocaleShape<typeof ja> = {
  by_person: '{{name}} changed this first',
  by_self: 'This was changed in another window first',
  by_someone: 'Someone else changed this first',
  note: 'These fields were changed after you opened this form. For each one, choose what to keep. Your changes to the other fields will be saved as they are.',
  theirs_person: "{{name}}'s change",
  theirs_other: 'Saved first',
  mine: 'What you typed',
  empty: '(empty)',
  keep_mine: 'Keep mine',
  take_theirs: 'Use the saved one',
  take_theirs_person: "Use {{name}}'s change",
  merge: 'Merge both',
  resolved: 'Your choice is in the form. Please check it and save.',
  merged_overlap: 'Both changed the same words, so both are kept. Please check.',
  loading: 'Loading the latest version...',
};

export const locales: Bilingual<typeof ja> = { ja, en };
