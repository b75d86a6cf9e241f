import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { i18n } from '../../lib/i18n';
import type * as historyModule from '../../lib/history/history';
import type { HistoryEntry } from '../../lib/history/history';
import { queryWrapper } from '../../test/queryWrapper';
import { HistoryPanel } from './HistoryPanel';

const history = vi.hoisted(() => ({ entries: [] as HistoryEntry[] }));
vi.mock('../../lib/history/history', async (importOriginal) => ({
  ...(await importOriginal<typeof historyModule>()),
  listHistory: async () => ({ ok: true, data: history.entries }),
}));

const entry = (id: number, action: string, fields: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id,
  action,
  actor_id: 'someone-else',
  actor_name: '佐藤',
  target_label: '金額と納期を確認',
  before: null,
  after: null,
  created_at: '2030-01-10T01:00:00Z',
  undone_at: null,
  undo_of: null,
  ...fields,
});

/** The entries as the panel writes them, newest first. */
async function shownEntries() {
  render(
    <HistoryPanel
      parent={{ listId: 'l' }}
      queryKey={['history-test', i18n.language]}
      viewerId="me"
      onUndone={() => undefined}
    />,
    { wrapper: queryWrapper() },
  );
  await userEvent.click(await screen.findByRole('button', { name: /変更履歴を表示|Show/ }));
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('HistoryPanel: moves and steps', () => {
  const before = i18n.language;
  beforeEach(() => {
    history.entries = [
      entry(4, 'task_moved_out', { target_label: '見積書を送付する' }),
      entry(3, 'step_ticked', { after: { task: '見積書を送付する' } }),
      entry(2, 'step_renamed', {
        before: { title: '金額を確認' },
        after: { task: '見積書を送付する' },
      }),
      entry(1, 'task_moved_in', { target_label: '会議室を予約する' }),
    ];
  });
  afterAll(() => i18n.changeLanguage(before));

  it.each([
    [
      'ja',
      [
        '佐藤さんがタスク「見積書を送付する」を別のリストへ移動しました',
        '佐藤さんがタスク「見積書を送付する」のステップ「金額と納期を確認」を完了にしました',
        '佐藤さんがタスク「見積書を送付する」のステップ名を「金額を確認」から「金額と納期を確認」に変更しました',
        '佐藤さんがタスク「会議室を予約する」を別のリストから移動しました',
      ],
    ],
    [
      'en',
      [
        '佐藤 moved "見積書を送付する" to another list',
        '佐藤 marked the step "金額と納期を確認" of "見積書を送付する" done',
        '佐藤 renamed the step "金額を確認" of "見積書を送付する" to "金額と納期を確認"',
        '佐藤 moved "会議室を予約する" here from another list',
      ],
    ],
  ])('%s: names the task of a step and neither list of a move', async (language, expected) => {
    await act(() => i18n.changeLanguage(language));
    const shown = await shownEntries();
    expected.forEach((text, index) => expect(shown[index]).toContain(text));
  });
});
