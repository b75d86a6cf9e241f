import { holidayCalendar } from '../japaneseCalendar/holidayTable';
import { optionHoliday } from './optionHoliday';

describe('optionHoliday', () => {
  it.each([
    // 成人の日 2027, at 10:00 in Japan.
    ['time', '2027-01-11T01:00:00Z', '成人の日'],
    // 23:30 on 10 January in UTC is already 11 January in Japan.
    ['time', '2027-01-10T23:30:00Z', '成人の日'],
    // 振替休日: 天皇誕生日 2025 fell on a Sunday.
    ['all_day', '2025-02-23T15:00:00Z', '天皇誕生日 振替休日'],
    ['time', '2026-09-22T00:00:00Z', '国民の休日'],
    ['time', '2027-01-12T01:00:00Z', null],
  ] as const)('%s at %s: %s', (kind, dateTime, name) => {
    expect(
      optionHoliday(holidayCalendar, { kind, date_time: dateTime, label: null })?.name ?? null,
    ).toBe(name);
  });

  it('marks no text candidate and nothing before the table has loaded', () => {
    expect(
      optionHoliday(holidayCalendar, { kind: 'text', date_time: null, label: '1月11日' }),
    ).toBeNull();
    expect(
      optionHoliday(null, { kind: 'time', date_time: '2027-01-11T01:00:00Z', label: null }),
    ).toBeNull();
  });
});
