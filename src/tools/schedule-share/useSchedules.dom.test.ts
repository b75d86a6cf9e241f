import { act, renderHook, waitFor } from '@testing-library/react';
import { queryWrapper } from '../../test/queryWrapper';
import * as schedules from './schedules';
import type { ScheduleOption } from './schedules';
import { useSchedules } from './useSchedules';

/** What the server holds: the tests' stand-in keeps the options added (in the server's order). */
let saved: ScheduleOption[] = [];

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
  }),
}));

vi.mock('./schedules', () => ({
  listSchedules: vi.fn(async () => ({ ok: true, data: [] })),
  createSchedule: vi.fn(async (title: string) => ({
    ok: true,
    data: madeSchedule('s1', title, 'x'),
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
    let answerFirstRead!: () => void;
    const firstRead = new Promise<void>((resolve) => (answerFirstRead = resolve));
    let made: Awaited<ReturnType<typeof schedules.createSchedule>> | null = null;
    vi.mocked(schedules.listSchedules)
      .mockImplementationOnce(async () => {
        await firstRead;
        return { ok: true, data: [] };
      })
      .mockImplementation(async () => ({
        ok: true,
        data: made?.ok ? [made.data] : [],
      }));
    vi.mocked(schedules.createSchedule).mockImplementationOnce(async (title: string) => {
      made = { ok: true, data: madeSchedule('s9', title, 'y') };
      return made;
    });
    const { result, rerender } = renderFollowingSelection();
    await act(() => result.current.create('月例会', '').then(() => undefined));
    rerender();
    await act(async () => answerFirstRead());
    await waitFor(() => expect(result.current.schedules.map((s) => s.id)).toEqual(['s9']));
    expect(result.current.missing).toBe(false);
  });

  it('keeps every option when several are added before the first answer arrives', async () => {
    let count = 0;
    vi.mocked(schedules.addOptions).mockImplementation(async (_id, options) => {
      const added = options.map((option) => ({
        id: `o${++count}`,
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
});
