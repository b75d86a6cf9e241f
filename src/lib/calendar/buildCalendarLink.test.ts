import { buildCalendarLink, GOOGLE_CALENDAR_URL, MAX_DETAILS_LENGTH } from './buildCalendarLink';
import { tokyoWallTimeToDate } from '../dates';

/** A slot starting at a Japan wall-clock time such as 2025-12-03T14:00. */
const slotAt = (value: string, minutes = 60) => {
  const [date = '', time = ''] = value.split('T');
  const start = tokyoWallTimeToDate(date, time);
  return { start, end: new Date(start.getTime() + minutes * 60_000) };
};

describe('buildCalendarLink', () => {
  it('builds the TEMPLATE link with Japan time converted to UTC (+09:00 -> Z)', () => {
    const link = buildCalendarLink({
      title: '新サービスのご紹介',
      slot: slotAt('2025-12-03T14:00'),
      details: '目的：ご紹介',
      location: 'オンライン（Zoom）',
    });
    expect(link).toBe(
      `${GOOGLE_CALENDAR_URL}?action=TEMPLATE&text=${encodeURIComponent('新サービスのご紹介')}` +
        `&dates=20251203T050000Z/20251203T060000Z&details=${encodeURIComponent('目的：ご紹介')}` +
        `&location=${encodeURIComponent('オンライン（Zoom）')}`,
    );
    const url = new URL(link!);
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('新サービスのご紹介');
    expect(url.searchParams.get('dates')).toBe('20251203T050000Z/20251203T060000Z');
    expect(url.searchParams.get('location')).toBe('オンライン（Zoom）');
  });

  it.each([
    ['2025-12-03T08:00', 30, '20251202T230000Z/20251202T233000Z'],
    ['2025-12-31T23:00', 120, '20251231T140000Z/20251231T160000Z'],
    ['2026-01-01T08:30', 90, '20251231T233000Z/20260101T010000Z'],
  ])('crosses the UTC date line correctly for %s (%i min)', (value, minutes, dates) => {
    const link = buildCalendarLink({
      title: 'x',
      slot: slotAt(value, minutes),
      details: '',
      location: '',
    });
    expect(new URL(link!).searchParams.get('dates')).toBe(dates);
  });

  it.each([
    ['no title', '', slotAt('2025-12-03T14:00')],
    ['a blank title', '   ', slotAt('2025-12-03T14:00')],
    ['no date', '打ち合わせ', undefined],
  ])('is not built with %s', (_case, title, slot) => {
    expect(buildCalendarLink({ title, slot, details: 'd', location: 'l' })).toBeNull();
  });

  it('encodes special characters so they survive the round trip', () => {
    const tricky = 'A&B=C?#% +/\n改行 🙇';
    const link = buildCalendarLink({
      title: tricky,
      slot: slotAt('2025-12-03T14:00'),
      details: tricky,
      location: tricky,
    });
    const url = new URL(link!);
    expect(url.searchParams.get('text')).toBe(tricky.trim());
    expect(url.searchParams.get('details')).toBe(tricky);
    expect(url.searchParams.get('location')).toBe(tricky);
    expect(url.origin + url.pathname).toBe(GOOGLE_CALENDAR_URL);
  });

  it('shortens very long details', () => {
    const link = buildCalendarLink({
      title: 't',
      slot: slotAt('2025-12-03T14:00'),
      details: 'あ'.repeat(10_000),
      location: '',
    });
    const details = new URL(link!).searchParams.get('details')!;
    expect([...details]).toHaveLength(MAX_DETAILS_LENGTH);
    expect(details.endsWith('…')).toBe(true);
  });
});

describe('buildCalendarLink for a whole day', () => {
  it.each([
    ['2026-12-08', '20261208/20261209'],
    ['2026-12-31', '20261231/20270101'],
  ])('%s → dates=%s (dates only, the end exclusive)', (date, dates) => {
    const link = buildCalendarLink({ title: '研修', slot: { date }, details: '', location: '' });
    expect(new URL(link ?? '').searchParams.get('dates')).toBe(dates);
    expect(link).toContain(`&dates=${dates}&`);
  });
});
