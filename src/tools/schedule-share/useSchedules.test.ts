import { act, renderHook, waitFor } from '@testing-library/react';
import * as schedules from './schedules';
import { useSchedules } from './useSchedules';

vi.mock('./schedules', () => ({
  listSchedules: vi.fn(async () => ({ ok: true, data: [] })),
  createSchedule: vi.fn(async (title: string) => ({
    ok: true,
    data: { id: 's1', title, description: '', created_at: '', share_id: 'x' },
  })),
  addOption: vi.fn(),
  deleteOption: vi.fn(),
  deleteSchedule: vi.fn(),
  getScheduleDetail: vi.fn(),
}));

describe('useSchedules', () => {
  it('keeps every option when several are added before the first answer arrives', async () => {
    let count = 0;
    vi.mocked(schedules.addOption).mockImplementation(async (_id, dateTime) => ({
      ok: true,
      data: { id: `o${++count}`, date_time: dateTime.toISOString(), label: null },
    }));
    const { result } = renderHook(() => useSchedules());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.create('定例会議', '').then(() => undefined));

    const add = result.current.addCandidate;
    await act(async () => {
      await Promise.all([
        add(new Date('2026-12-03T01:00:00Z'), ''),
        add(new Date('2026-12-01T01:00:00Z'), ''),
        add(new Date('2026-12-02T01:00:00Z'), ''),
      ]);
    });
    expect(result.current.detail?.options.map((option) => option.date_time)).toEqual([
      '2026-12-01T01:00:00.000Z',
      '2026-12-02T01:00:00.000Z',
      '2026-12-03T01:00:00.000Z',
    ]);
  });
});
