/**
 * The months in English, January first: a module of its own, since the to-do list's repeat
 * words need only these, not the weekday checks (1.4 KB gzip off the to-do tool's chunk).
 */
export const EN_MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
