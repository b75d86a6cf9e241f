import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../lib/i18n';
import type { DataResult } from '../../lib/dataResult';
import { TaskEditForm } from './TaskEditForm';
import { testTask } from './testTask';
import type { Todo, TodoChanges } from './todos';

/** The edit form when someone else changed the same field first: both values, then a choice. */

const task = (changes: Partial<Todo> = {}): Todo =>
  testTask({ due_date: '2030-01-10', ...changes });

describe('TaskEditForm: a conflict on 期限', () => {
  beforeEach(() => i18n.changeLanguage('ja'));

  it('names the field the database refused, shows both dates, and saves the choice', async () => {
    const user = userEvent.setup();
    const saves: Parameters<typeof onSave>[] = [];
    async function onSave(
      changes: TodoChanges,
      baseRevision: number,
    ): Promise<DataResult<unknown>> {
      saves.push([changes, baseRevision]);
      if (saves.length > 1) return { ok: true, data: null };
      // The database names the column changed meanwhile.
      return {
        ok: false,
        error: {
          kind: 'conflict',
          message: 'update todo',
          conflict: { fields: ['due_date'], revision: 2 },
        },
      };
    }
    const props = {
      baseId: 'edit',
      changedBy: { name: '佐藤' },
      onSave,
      onClose: () => undefined,
      assignees: [],
      assigneeName: () => '',
    };
    const { rerender } = render(<TaskEditForm todo={task()} {...props} />);
    const due = screen.getByLabelText('期限（任意）');
    await user.clear(due);
    await user.type(due, '2030-01-12');
    await user.click(screen.getByRole('button', { name: '保存' }));
    // The page reads the task again: 佐藤 had moved it to the 11th.
    rerender(<TaskEditForm todo={task({ due_date: '2030-01-11', revision: 2 })} {...props} />);
    const notice = await screen.findByTestId('conflict-notice');
    expect(notice).toHaveTextContent('佐藤さんが先に変更しました');
    expect(within(notice).getByTestId('conflict-mine')).toHaveTextContent('2030-01-12');
    expect(within(notice).getByTestId('conflict-theirs')).toHaveTextContent('2030-01-11');
    await act(() =>
      user.click(within(notice).getByRole('button', { name: '期限（任意）: 自分の入力を残す' })),
    );
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(saves[1]).toEqual([{ due_date: '2030-01-12' }, 2]);
  });
});
