/**
 * 満年齢 on a day (YYYY-MM-DD), as Japanese law counts it (年齢計算ニ関スル法律): a year is added
 * as the day before the birthday ends, so one is a year older on the birthday itself; someone
 * born on 29 February becomes a year older on 1 March in other years. Null before birth.
 */
export function ageOn(birth: string, day: string): number | null {
  if (day < birth) return null;
  const [birthYear = 0, birthMonthDay = ''] = [Number(birth.slice(0, 4)), birth.slice(5)];
  const year = Number(day.slice(0, 4));
  const monthDay = day.slice(5);
  let age = year - birthYear;
  // 02-29 sorts after 02-28 and before 03-01, so in a common year it is reached on 1 March.
  if (monthDay < birthMonthDay) age -= 1;
  return age;
}

/** 数え年: 1 at birth, a year more each 1 January. */
export function kazoedoshiOn(birth: string, day: string): number | null {
  if (day < birth) return null;
  return Number(day.slice(0, 4)) - Number(birth.slice(0, 4)) + 1;
}
