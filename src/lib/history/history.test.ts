import { describe, expect, it } from 'vitest';
import { undoableEntry, type HistoryEntry } from './history';

const entry = (id: number, actor: string, action: string, extra: Partial<HistoryEntry> = {}) =>
  ({
    id,
    action,
    actor_id: actor,
    actor_name: actor,
    target_label: null,
    before: null,
    after: null,
    created_at: '2030-01-01T00:00:00Z',
    undone_at: null,
    undo_of: null,
    ...extra,
  }) satisfies HistoryEntry;

describe('undoableEntry', () => {
  it.each([
    {
      name: 'the viewer’s latest',
      entries: [entry(3, 'b', 'task_ticked'), entry(2, 'a', 'task_renamed')],
      viewer: 'a',
      id: 2,
    },
    {
      name: 'not an earlier one',
      entries: [entry(3, 'a', 'member_joined'), entry(2, 'a', 'task_renamed')],
      viewer: 'a',
      id: null,
    },
    {
      name: 'not one undone',
      entries: [entry(2, 'a', 'task_renamed', { undone_at: 'x' })],
      viewer: 'a',
      id: null,
    },
    {
      name: 'a reorder with its positions',
      entries: [entry(2, 'a', 'task_moved', { before: { positions: {} } })],
      viewer: 'a',
      id: 2,
    },
    {
      name: 'not a reorder without them',
      entries: [entry(2, 'a', 'task_moved')],
      viewer: 'a',
      id: null,
    },
    {
      name: 'not a new poll link',
      entries: [entry(2, 'a', 'poll_changed', { after: { link: 'reissued' } })],
      viewer: 'a',
      id: null,
    },
    {
      name: 'nothing for no viewer',
      entries: [entry(2, 'a', 'task_added')],
      viewer: null,
      id: null,
    },
  ])('$name', ({ entries, viewer, id }) => {
    expect(undoableEntry(entries, viewer)?.id ?? null).toBe(id);
  });
});
