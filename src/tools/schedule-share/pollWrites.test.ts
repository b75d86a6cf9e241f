import * as schedules from './schedules';
import { describePollWrite, pollOwnerOffline, sendPollWrite, type PollWrite } from './pollWrites';

vi.mock('./schedules', () => ({
  updateSchedule: vi.fn(async () => ({ ok: true, data: 'settings' })),
  addOptions: vi.fn(async () => ({ ok: true, data: 'added' })),
  updateOption: vi.fn(async () => ({ ok: true, data: 'edited' })),
  deleteOption: vi.fn(async () => ({ ok: true, data: null })),
}));

const poll = { scheduleId: 's1', poll: '定例会' };
const option = {
  kind: 'time' as const,
  start: new Date('2030-01-15T01:00:00Z'),
  end: null,
  label: '',
};

describe('the poll owner’s queued writes', () => {
  it.each<[string, PollWrite, ReturnType<typeof describePollWrite>]>([
    [
      'a decision',
      { op: 'settings', ...poll, changes: { decided_option_id: 'o1' }, baseRevision: 3 },
      { key: 'decide', poll: '定例会' },
    ],
    [
      'a decision undone',
      { op: 'settings', ...poll, changes: { decided_option_id: null }, baseRevision: 3 },
      { key: 'undecide', poll: '定例会' },
    ],
    [
      'the deadline',
      { op: 'settings', ...poll, changes: { answer_deadline: null }, baseRevision: 1 },
      { key: 'deadline', poll: '定例会' },
    ],
    [
      'the title and description',
      { op: 'settings', ...poll, changes: { title: 'a', description: 'b' }, baseRevision: 1 },
      { key: 'settings', poll: '定例会' },
    ],
    [
      'candidates added',
      { op: 'add-options', ...poll, ids: ['a', 'b'], options: [option, option] },
      { key: 'add', poll: '定例会', count: 2 },
    ],
    [
      'a candidate changed',
      { op: 'edit-option', ...poll, optionId: 'o1', option, baseRevision: 2 },
      { key: 'edit', poll: '定例会' },
    ],
    [
      'a candidate deleted',
      { op: 'delete-option', ...poll, optionId: 'o1' },
      { key: 'delete', poll: '定例会' },
    ],
  ])('names %s', (_name, write, expected) => {
    expect(describePollWrite(write)).toEqual(expected);
  });

  it('sends each kind through the data module, with its base revision and ids', async () => {
    await sendPollWrite({ op: 'settings', ...poll, changes: { title: 'x' }, baseRevision: 4 });
    expect(schedules.updateSchedule).toHaveBeenCalledWith('s1', { title: 'x' }, 4);
    await sendPollWrite({ op: 'add-options', ...poll, ids: ['i1'], options: [option] });
    expect(schedules.addOptions).toHaveBeenCalledWith('s1', [option], ['i1']);
    await sendPollWrite({ op: 'edit-option', ...poll, optionId: 'o1', option, baseRevision: 2 });
    expect(schedules.updateOption).toHaveBeenCalledWith('o1', option, 2);
    await sendPollWrite({ op: 'delete-option', ...poll, optionId: 'o1' });
    expect(schedules.deleteOption).toHaveBeenCalledWith('o1');
  });

  it('keeps the owner’s polls for an offline reload, and not the answer page’s', () => {
    expect(pollOwnerOffline.keepQuery(['poll', 'list', 'u1'])).toBe(true);
    expect(pollOwnerOffline.keepQuery(['poll', 'detail', 's1'])).toBe(true);
    expect(pollOwnerOffline.keepQuery(['poll', 'shared', 'x'])).toBe(false);
    expect(pollOwnerOffline.keepQuery(['todo', 'tasks', 'l1'])).toBe(false);
  });

  it('throws a refused restored write, so the page lists it', async () => {
    vi.mocked(schedules.updateSchedule).mockResolvedValueOnce({
      ok: false,
      error: { kind: 'conflict', message: 'c', conflict: { fields: ['title'], revision: 5 } },
    });
    await expect(
      pollOwnerOffline.write({ op: 'settings', ...poll, changes: { title: 'y' }, baseRevision: 1 }),
    ).rejects.toMatchObject({ error: { kind: 'conflict' } });
  });
});
