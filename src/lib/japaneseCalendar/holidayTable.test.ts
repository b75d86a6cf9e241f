import { getHolidaysOf } from 'japanese-holidays';
import { holidays as cabinetOfficeList } from 'japanese-public-holidays';
import { holidayCalendar } from './holidayTable';
import { holidayCoverage, loadHolidayCalendar } from './holidays';

/** japanese-holidays computes the days from the 祝日法 itself: an independent source. */
function computedHolidays(year: number): Map<string, string> {
  return new Map(
    getHolidaysOf(year).map((h) => [
      `${year}-${String(h.month).padStart(2, '0')}-${String(h.date).padStart(2, '0')}`,
      h.name,
    ]),
  );
}

/** The kind of a day off, as each source names it: 振替休日, 国民の休日 or a named holiday. */
function kindOf(name: string): string {
  if (name.includes('振替休日')) return 'substitute';
  if (name === '国民の休日' || name === '休日') return 'bridge';
  return 'holiday';
}

const days = (from: string, to: string): string[] => {
  const list: string[] = [];
  for (
    let t = Date.parse(`${from}T00:00:00Z`);
    t <= Date.parse(`${to}T00:00:00Z`);
    t += 86_400_000
  ) {
    list.push(new Date(t).toISOString().slice(0, 10));
  }
  return list;
};

describe('the holiday table', () => {
  it('agrees with japanese-holidays on every day 1955–2027, 振替休日 and 国民の休日 included', () => {
    const differences: string[] = [];
    for (let year = 1955; year <= 2027; year++) {
      const computed = computedHolidays(year);
      for (const date of days(`${year}-01-01`, `${year}-12-31`)) {
        const ours = holidayCalendar.holidayOn(date);
        const theirs = computed.get(date);
        if (!ours !== !theirs || (ours && theirs && kindOf(ours.name) !== kindOf(theirs))) {
          differences.push(`${date}: ${ours?.name ?? '-'} / ${theirs ?? '-'}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it("agrees with the Cabinet Office's list (syukujitsu.csv) on every day it has", () => {
    // The list names both 振替休日 and 国民の休日 「休日」.
    const officialKind = (name: string) => (name === '休日' ? 'day off' : 'holiday');
    const ourKind = (name: string) => (kindOf(name) === 'holiday' ? 'holiday' : 'day off');
    const official = new Map(cabinetOfficeList.map((h) => [h.date, h.name]));
    const last = cabinetOfficeList.at(-1)?.date as string;
    expect(cabinetOfficeList[0]?.date).toBe('1955-01-01');
    const differences: string[] = [];
    for (const date of days('1955-01-01', last)) {
      const ours = holidayCalendar.holidayOn(date);
      const theirs = official.get(date);
      if (!ours !== !theirs || (ours && theirs && ourKind(ours.name) !== officialKind(theirs))) {
        differences.push(`${date}: ${ours?.name ?? '-'} / ${theirs ?? '-'}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it.each([
    ['2027-01-11', '成人の日'],
    ['2026-09-22', '国民の休日'],
    ['2025-02-24', '天皇誕生日 振替休日'],
    ['2019-05-01', '天皇の即位の日'],
    ['2021-07-23', 'スポーツの日'],
    ['1959-04-10', '結婚の儀'],
    ['1955-01-15', '成人の日'],
  ])('%s is %s', (date, name) => {
    expect(holidayCalendar.holidayOn(date)?.name).toBe(name);
    expect(holidayCalendar.holidayOn(date)?.nameEn).not.toBe('');
  });

  it('has English names for every holiday', () => {
    for (const holiday of holidayCalendar.between('1955-01-01', '2050-12-31')) {
      expect(holiday.nameEn).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('lists the holidays of a range in order', () => {
    expect(holidayCalendar.between('2027-01-01', '2027-01-31').map((h) => h.date)).toEqual([
      '2027-01-01',
      '2027-01-11',
    ]);
  });

  it('says which years it does not know', () => {
    expect(holidayCalendar.covers('1954-12-31')).toBe(false);
    expect(holidayCalendar.covers('2051-01-01')).toBe(false);
    expect(holidayCalendar.holidayOn('2051-01-01')).toBeNull();
    expect(holidayCoverage('1954-01-01')).toBe('before_data');
    expect(holidayCoverage('2027-03-21')).toBe('covered');
    expect(holidayCoverage('2028-03-20')).toBe('forecast');
    expect(holidayCoverage('2051-01-01')).toBe('after_data');
  });

  it('loads once, on demand', async () => {
    const first = await loadHolidayCalendar();
    expect(await loadHolidayCalendar()).toBe(first);
    expect(first.holidayOn('2027-01-11')?.name).toBe('成人の日');
  });
});
