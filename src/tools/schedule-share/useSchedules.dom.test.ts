import { onlineManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { deferred } from '../../test/deferred';
import { queryWrapper } from '../../test/queryWrapper';
import * as schedules from './schedules';
import type { ScheduleOption } from './schedules';
import { useSchedules } from './useSchedules';

/** What the server holds: the tests' stand-in keeps the options added (in the server's order). */
let saved: ScheduleOption[] = [];

/** Who the page knows is signed in (AuthContext's user); a guest session changes it. */
const auth = vi.hoisted(() => ({ userId: 'u1' as string | null }));
vi.mock('../../lib/auth/AuthContext', () => ({
  useAuth: () => ({ user: auth.userId ? { id: auth.userId } : null }),
}));

/** A poll as the server answers it; vi.hoisted, since vi.mock's factory runs before imports. */
const { madeSchedule } = vi.hoisted(() => ({
  madeSchedule: (id: string, title: string, shareId: string) => ({
    id,
    title,
    description: '',
    created_at: '',
    share_id: shareId,
    answer_deadline: null,
    decided_option_id: null,
    decided_at: null,
    respondent_only_edits: false,
    revision: 1,
  }),
}));

vi.mock('./schedules', () => ({
  listSchedules: vi.fn(async () => ({ ok: true, data: [] })),
  createSchedule: vi.fn(async (title: string) => ({
    ok: true,
    data: { schedule: madeSchedule('s1', title, 'x'), ownerId: 'u1' },
  })),
  addOptions: vi.fn(),
  updateOption: vi.fn(),
  updateSchedule: vi.fn(),
  deleteOption: vi.fn(),
  deleteSchedule: vi.fn(),
  getScheduleDetail: vi.fn(async () => ({
    ok: true,
    data: {
      options: [...saved].sort((a, b) => (a.date_time ?? '').localeCompare(b.date_time ?? '')),
      answers: [],
    },
  })),
}));

beforeEach(() => {
  saved = [];
  auth.userId = 'u1';
});

/** The hook with the address's poll kept as the page keeps it (`selected()` reads it). */
function renderFollowingSelection() {
  let selected: string | null = null;
  const rendered = renderHook(
    () =>
      useSchedules(selected, (id) => {
        selected = id;
      }),
    { wrapper: queryWrapper() },
  );
  return { ...rendered, selected: () => selected };
}

describe('useSchedules', () => {
  it('keeps a poll made while the first read of the list is still under way', async () => {
    // The first read answers only after the poll is made, without it (it started before);
    // reads after that see it, as the server does.
    const firstRead = deferred();
    let made: Awaited<ReturnType<typeof schedules.createSchedule>> | null = null;
    vi.mocked(schedules.listSchedules)
      .mockImplementationOnce(async () => {
        await firstRead.promise;
        return { ok: true, data: [] };
      })
      .mockImplementation(async () => ({
        ok: true,
        data: made?.ok ? [made.data.schedule] : [],
      }));
    vi.mocked(schedules.createSchedule).mockImplementationOnce(async (title: string) => {
      made = { ok: true, data: { schedule: madeSchedule('s9', title, 'y'), ownerId: 'u1' } };
      return made;
    });
    const { result, rerender } = renderFollowingSelection();
    await act(() => result.current.create('月例会', '').then(() => undefined));
    rerender();
    await act(async () => firstRead.resolve());
    await waitFor(() => expect(result.current.schedules.map((s) => s.id)).toEqual(['s9']));
    expect(result.current.missing).toBe(false);
  });

  it("keeps a visitor's first poll, made under the guest session it starts", async () => {
    // The visitor has no session: making the poll signs in a guest first, so the page's list
    // moves to the guest's key and reads it at once, before the poll is there.
    auth.userId = null;
    let made = false;
    vi.mocked(schedules.listSchedules).mockImplementation(async () => ({
      ok: true,
      data: made ? [madeSchedule('s5', '初回', 'z')] : [],
    }));
    const { result, rerender } = renderFollowingSelection();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const guestStarted = deferred();
    const inserted = deferred();
    vi.mocked(schedules.createSchedule).mockImplementationOnce(async (title: string) => {
      auth.userId = 'g1';
      guestStarted.resolve();
      await inserted.promise;
      made = true;
      return { ok: true, data: { schedule: madeSchedule('s5', title, 'z'), ownerId: 'g1' } };
    });
    let creating: Promise<boolean> = Promise.resolve(false);
    act(() => {
      creating = result.current.create('初回', '');
    });
    await guestStarted.promise;
    const reads = vi.mocked(schedules.listSchedules).mock.calls.length;
    rerender();
    await waitFor(() =>
      expect(vi.mocked(schedules.listSchedules).mock.calls.length).toBeGreaterThan(reads),
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    inserted.resolve();
    await act(async () => {
      await creating;
    });
    rerender();
    expect(result.current.schedules.map((s) => s.id)).toEqual(['s5']);
    expect(result.current.missing).toBe(false);
  });

  it('keeps every option when several are added before the first answer arrives', async () => {
    let count = 0;
    vi.mocked(schedules.addOptions).mockImplementation(async (_id, options, ids) => {
      // Saved under the ids the page made (shown at once under them).
      const added = options.map((option, i) => ({
        id: ids?.[i] ?? `o${++count}`,
        kind: option.kind,
        date_time: option.start?.toISOString() ?? null,
        end_time: null,
        label: null,
      }));
      saved = [...saved, ...added];
      return { ok: true, data: added };
    });
    const { result, rerender, selected } = renderFollowingSelection();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.create('定例会議', '').then(() => undefined));
    expect(selected()).toBe('s1');
    rerender();

    const add = result.current.addCandidates;
    const at = (iso: string) => [
      { kind: 'time' as const, start: new Date(iso), end: null, label: '' },
    ];
    await act(async () => {
      await Promise.all([
        add(at('2026-12-03T01:00:00Z')),
        add([...at('2026-12-01T01:00:00Z'), ...at('2026-12-02T01:00:00Z')]),
      ]);
    });
    // On screen from the answers, and still after the refetch that follows the last write.
    expect(result.current.detail?.options.map((option) => option.date_time)).toEqual([
      '2026-12-01T01:00:00.000Z',
      '2026-12-02T01:00:00.000Z',
      '2026-12-03T01:00:00.000Z',
    ]);
    await waitFor(() => expect(schedules.getScheduleDetail).toHaveBeenCalledTimes(1));
  });

  it('loads the poll named in the address', async () => {
    const { result } = renderHook(() => useSchedules('s9', () => undefined), {
      wrapper: queryWrapper(),
    });
    await waitFor(() => expect(result.current.detailStatus).toBe('ready'));
    expect(schedules.getScheduleDetail).toHaveBeenCalledWith('s9');
  });

  it('queues a decision made offline, shows it at once and sends it on reconnect', async () => {
    // The server's poll, changed by the writes that reach it.
    let stored: schedules.Schedule = madeSchedule('s2', '週次定例', 'q');
    vi.mocked(schedules.listSchedules).mockImplementation(async () => ({
      ok: true,
      data: [stored],
    }));
    vi.mocked(schedules.updateSchedule).mockImplementation(async (_id, changes, base) => {
      stored = { ...stored, ...changes, revision: base + 1 };
      return { ok: true, data: stored };
    });
    const { result } = renderHook(() => useSchedules('s2', () => undefined), {
      wrapper: queryWrapper(),
    });
    await waitFor(() => expect(result.current.selected?.revision).toBe(1));
    onlineManager.setOnline(false);
    try {
      let outcome: boolean | undefined;
      await act(async () => {
        outcome = await result.current.change({ decided_option_id: 'o1' });
      });
      // Answered at once (queued), shown at once, not sent.
      expect(outcome).toBe(true);
      expect(result.current.selected?.decided_option_id).toBe('o1');
      expect(schedules.updateSchedule).not.toHaveBeenCalled();
    } finally {
      onlineManager.setOnline(true);
    }
    // Sent when the connection returns, based on the revision the page showed.
    await waitFor(() =>
      expect(schedules.updateSchedule).toHaveBeenCalledWith('s2', { decided_option_id: 'o1' }, 1),
    );
    await waitFor(() => expect(result.current.selected?.revision).toBe(2));
    expect(result.current.selected?.decided_option_id).toBe('o1');
  });
});
