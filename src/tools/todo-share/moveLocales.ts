import type { LocaleShape } from '../../lib/i18n/types';

/** Strings of moving a task to another list, under `move.`. */
export const moveJa = {
  action: '別のリストへ移動',
  action_label: '別のリストへ移動（「{{title}}」）',
  target: '移動先のリスト',
  submit: '移動',
  joined_list: '{{name}}（{{owner}}さんのリスト）',
  joined_list_unknown: '{{name}}（ほかの方のリスト）',
  failed:
    '移動できませんでした。移動先のリストを編集できるかご確認のうえ、もう一度お試しください。',
};

export const moveEn: LocaleShape<typeof moveJa> = {
  action: 'Move to another list',
  action_label: 'Move to another list ("{{title}}")',
  target: 'Move to',
  submit: 'Move',
  joined_list: "{{name}} ({{owner}}'s list)",
  joined_list_unknown: "{{name}} (someone else's list)",
  failed:
    'The task could not be moved. Please check that you can still edit that list and try again.',
};
