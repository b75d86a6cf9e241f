/**
 * The holiday table itself (import it through loadHolidayCalendar, so that it stays out of the
 * pages that do not need it). 1970–2050 from @holiday-jp/holiday_jp, a maintained data
 * package; 1955–1969 from the Cabinet Office's list (holidays1955to1969.ts). Both are checked
 * against japanese-holidays and the Cabinet Office list for every day 1955–2027.
 */
import holidayJp from '@holiday-jp/holiday_jp/lib/holidays';
import { HOLIDAYS_1955_TO_1969 } from './holidays1955to1969';
import {
  HOLIDAY_FIRST_YEAR,
  HOLIDAY_LAST_YEAR,
  type Holiday,
  type HolidayCalendar,
} from './holidayTypes';

/**
 * holiday_jp writes 国民の休日 as the Cabinet Office does, 「休日」, and the day of the 2019
 * accession and its ceremony 「休日（祝日扱い）」: say what each is.
 */
function displayName(name: string, date: string): string {
  if (name === '休日') return '国民の休日';
  if (date === '2019-05-01') return '天皇の即位の日';
  if (date === '2019-10-22') return '即位礼正殿の儀の行われる日';
  return name;
}

function buildTable(): Map<string, Holiday> {
  const table = new Map<string, Holiday>();
  const englishByName = new Map<string, string>();
  for (const entry of Object.values(holidayJp)) englishByName.set(entry.name, entry.name_en);
  for (const entry of Object.values(holidayJp)) {
    // 「天皇誕生日 振替休日」 is "Holiday in lieu" in the data: say of which holiday.
    const substituteFor = /^(.+) 振替休日$/.exec(entry.name)?.[1];
    const nameEn = substituteFor
      ? `Substitute holiday for ${englishByName.get(substituteFor) ?? substituteFor}`
      : entry.name_en;
    table.set(entry.date, { date: entry.date, name: displayName(entry.name, entry.date), nameEn });
  }
  for (const [date, name] of HOLIDAYS_1955_TO_1969) {
    const nameEn =
      date === '1959-04-10'
        ? 'The Rite of Wedding of HIH Crown Prince Akihito'
        : (englishByName.get(name) ?? name);
    table.set(date, { date, name, nameEn });
  }
  return table;
}

const table = buildTable();
const sortedDates = [...table.keys()].sort();

function covers(date: string): boolean {
  const year = Number(date.slice(0, 4));
  return year >= HOLIDAY_FIRST_YEAR && year <= HOLIDAY_LAST_YEAR;
}

export const holidayCalendar: HolidayCalendar = {
  covers,
  holidayOn: (date) => table.get(date) ?? null,
  between(from, to) {
    const result: Holiday[] = [];
    for (const date of sortedDates) {
      if (date > to) break;
      if (date >= from) result.push(table.get(date) as Holiday);
    }
    return result;
  },
};
