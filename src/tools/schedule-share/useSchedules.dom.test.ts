import { act, renderHook, waitFor } from '@testing-library/react';
import { queryWrapper } from '../../test/queryWrapper';
import * as schedules from './schedules';
import type { ScheduleOption } from './schedules';
import { useSchedules } from './useSchedules';

/** What the server holds: the tests' stand-in keeps the options added (in the server's order). */
let saved: ScheduleOption[] = [];

vi.mock('./schedules', () => ({
  listSchedules: vi.fn(async () => ({ ok: true, data: [] })),
  createSchedule: vi.fn(async (title: string) => ({
    ok: true,
    data: {
      id: 's1',
      title,
      description: '',
      created_at: '',
      share_id: 'x',
      answer_deadline: null,
      decided_option_id: null,
      decided_at: null,
      respondent_only_edits: false,
    },
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

describe('useSchedules', () => {
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
    let selected: string | null = null;
    const { result, rerender } = renderHook(
      () =>
        useSchedules(selected, (id) => {
          selected = id;
        }),
      { wrapper: queryWrapper() },
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.create('定例会議', '').then(() => undefined));
    expect(selected).toBe('s1');
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
