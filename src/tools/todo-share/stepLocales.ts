import type { LocaleShape } from '../../lib/i18n/types';

/** Strings of a task's steps (To Do's ステップ), under `steps.`. */
export const stepsJa = {
  toggle: 'ステップ {{done}}/{{total}}',
  toggle_empty: 'ステップ',
  toggle_label: 'ステップ {{done}}/{{total}}：「{{title}}」',
  toggle_empty_label: 'ステップ：「{{title}}」',
  list_label: '「{{title}}」のステップ',
  tick: 'ステップ「{{title}}」を完了にする',
  delete: '削除',
  delete_label: 'ステップ「{{title}}」を削除',
  rename: '名前を変更',
  reorder_hint:
    '並べ替え: ステップの上でAlt＋上下矢印キー、またはドラッグ（タッチ操作では左端のつまみ）で移動できます。',
  rename_label: 'ステップ「{{title}}」の名前を変更',
  rename_field: 'ステップ「{{title}}」の新しい名前（Enterキーで保存、Escキーで取り消し）',
  new_label: '新しいステップ',
  new_placeholder: '例：資料を印刷する',
  add: 'ステップを追加',
  failed: 'ステップを保存できませんでした。もう一度お試しください。',
  offline_add: 'ステップ「{{title}}」を追加',
  offline_tick: 'ステップ「{{title}}」を完了にする',
  offline_untick: 'ステップ「{{title}}」を未完了に戻す',
  offline_change: 'ステップ「{{title}}」を変更',
  offline_delete: 'ステップ「{{title}}」を削除',
};

export const stepsEn: LocaleShape<typeof stepsJa> = {
  toggle: 'Steps {{done}}/{{total}}',
  toggle_empty: 'Steps',
  toggle_label: 'Steps {{done}}/{{total}}: "{{title}}"',
  toggle_empty_label: 'Steps: "{{title}}"',
  list_label: 'Steps of "{{title}}"',
  tick: 'Complete step "{{title}}"',
  delete: 'Delete',
  delete_label: 'Delete step "{{title}}"',
  rename: 'Rename',
  reorder_hint:
    'To reorder, press Alt + the arrow keys on a step, or drag it (on a touch screen, by the grip at its left).',
  rename_label: 'Rename step "{{title}}"',
  rename_field: 'New name of step "{{title}}" (Enter to save, Esc to cancel)',
  new_label: 'New step',
  new_placeholder: 'e.g. Print the handouts',
  add: 'Add step',
  failed: 'The step could not be saved. Please try again.',
  offline_add: 'Add step "{{title}}"',
  offline_tick: 'Complete step "{{title}}"',
  offline_untick: 'Mark step "{{title}}" as not done',
  offline_change: 'Change step "{{title}}"',
  offline_delete: 'Delete step "{{title}}"',
};
