import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

const ja = {
  settings_heading: '休業日の設定',
  weekdays_legend: '休業日とする曜日',
  weekday_names: ['日曜日', '月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日'],
  holidays_label: '国民の祝日・振替休日・国民の休日を休業日とする',
  year_end_label: '年末年始（12月29日〜1月3日）を休業日とする',
  own_days_label: '独自の休業日（1行に1日、または期間）',
  own_days_hint:
    '例: 2026/8/13〜2026/8/16 夏季休業、令和8年10月1日 創立記念日。日付のあとにメモを書けます。',
  own_days_bad_lines:
    '{{lines}}行目の日付を読み取れませんでした。「2026/8/13」や「2026/8/13〜2026/8/16」の形でご入力ください。',
  holidays_loading: '祝日データを読み込んでいます…',
  holidays_load_failed: '祝日データを読み込めませんでした。祝日を考慮せずに計算しています。',
  coverage_after:
    '{{year}}年以降の祝日データはありません（収録は1955年〜2050年）。祝日を休業日として数えていません。',
  coverage_before:
    '1954年以前の祝日データはありません（収録は1955年〜2050年）。祝日を休業日として数えていません。',
  coverage_forecast:
    '{{year}}年以降の春分の日・秋分の日は予測に基づく日付です（毎年2月の官報で翌年分が確定します）。',

  add_heading: '営業日後・営業日前の日付',
  add_start: '起算日',
  add_count: '営業日数',
  add_count_hint: '前にさかのぼるときはマイナスの数（例: -3）をご入力ください。',
  add_count_invalid: '-999〜999 の整数でご入力ください。',
  add_result_after: '{{start}}の{{count}}営業日後は',
  add_result_before: '{{start}}の{{count}}営業日前は',
  add_result_same: '0営業日後は起算日と同じ日です',
  add_rule: '起算日の翌営業日を1営業日目として数えています。',
  no_business_day: 'すべての曜日が休業日のため、営業日がありません。',

  count_heading: '期間の営業日数',
  count_from: '開始日',
  count_to: '終了日',
  count_result: '営業日数',
  count_days: '{{count}}日',
  count_breakdown:
    '暦日 {{calendar}}日のうち、休業日の曜日 {{weekend}}日、祝日 {{holiday}}日、年末年始 {{yearEnd}}日、独自の休業日 {{own}}日（開始日と終了日を含みます）',
  count_holidays: '期間中の祝日',
  count_no_holidays: '期間中に祝日はありません。',
  count_too_long: '期間は20年以内でご指定ください。',

  payment_heading: '支払期日',
  payment_date: '取引日（納品日・検収日など）',
  payment_closing: '締め日',
  payment_month: '支払月',
  payment_day: '支払日',
  payment_shift: '支払日が休業日のとき',
  day_end: '月末',
  day_n: '{{day}}日',
  months: ['当月', '翌月', '翌々月', '3か月後'],
  shift_previous: '前営業日に繰り上げる',
  shift_next: '翌営業日に繰り下げる',
  shift_none: 'そのまま',
  payment_terms: '{{closing}}締め{{month}}{{payment}}払い',
  payment_closing_result: '締め日',
  payment_due_result: '支払期日',
  payment_moved:
    '本来の支払日 {{nominal}} は休業日（{{reason}}）のため、{{direction}}にしています。',
  payment_moved_previous: '前営業日',
  payment_moved_next: '翌営業日',
  payment_not_moved: '支払日 {{nominal}} は休業日（{{reason}}）ですが、そのままにしています。',

  reason_weekend: '休業日の曜日',
  reason_holiday: '{{name}}',
  reason_year_end: '年末年始',
  reason_own: '独自の休業日',
  date_invalid: '日付をご入力ください。',
};

const en: LocaleShape<typeof ja> = {
  settings_heading: 'Days off',
  weekdays_legend: 'Weekdays off',
  weekday_names: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  holidays_label: 'Japanese national holidays (with substitute and bridge holidays) are days off',
  year_end_label: 'New Year break (December 29 – January 3) is off',
  own_days_label: 'Your own days off (one day or range a line)',
  own_days_hint:
    'For example 2026/8/13〜2026/8/16 summer break, or 2026-10-01 founding day. A note may follow the date.',
  own_days_bad_lines:
    'Could not read the date on line {{lines}}. Please write it like 2026/8/13 or 2026/8/13〜2026/8/16.',
  holidays_loading: 'Loading the holiday table…',
  holidays_load_failed: 'The holiday table could not be loaded. Holidays are not counted.',
  coverage_after:
    'There is no holiday data for {{year}} and later (the table covers 1955–2050). Holidays are not counted there.',
  coverage_before:
    'There is no holiday data before 1955 (the table covers 1955–2050). Holidays are not counted there.',
  coverage_forecast:
    'From {{year}}, the spring and autumn equinox holidays are forecasts (each year’s are fixed in the Official Gazette the February before).',

  add_heading: 'Date after or before business days',
  add_start: 'Start date',
  add_count: 'Business days',
  add_count_hint: 'Enter a negative number (such as -3) to count backwards.',
  add_count_invalid: 'Enter a whole number from -999 to 999.',
  add_result_after: '{{count}} business days after {{start}} is',
  add_result_before: '{{count}} business days before {{start}} is',
  add_result_same: '0 business days after is the start date itself',
  add_rule: 'The first business day after the start date counts as day 1.',
  no_business_day: 'Every weekday is a day off, so there is no business day.',

  count_heading: 'Business days in a period',
  count_from: 'From',
  count_to: 'To',
  count_result: 'Business days',
  count_days: '{{count}} days',
  count_breakdown:
    'Of {{calendar}} calendar days: {{weekend}} on weekdays off, {{holiday}} holidays, {{yearEnd}} New Year break, {{own}} own days off (both ends included)',
  count_holidays: 'Holidays in the period',
  count_no_holidays: 'There are no holidays in the period.',
  count_too_long: 'Please choose a period of 20 years or less.',

  payment_heading: 'Payment due date',
  payment_date: 'Transaction date (delivery or acceptance)',
  payment_closing: 'Closing day',
  payment_month: 'Payment month',
  payment_day: 'Payment day',
  payment_shift: 'When the payment day is a day off',
  day_end: 'End of month',
  day_n: 'Day {{day}}',
  months: ['Same month', 'Next month', 'Month after next', 'Three months later'],
  shift_previous: 'Move to the previous business day',
  shift_next: 'Move to the next business day',
  shift_none: 'Leave it',
  payment_terms: 'Closing: {{closing}}, paid {{month}}, {{payment}}',
  payment_closing_result: 'Closing date',
  payment_due_result: 'Payment due',
  payment_moved:
    'The payment day {{nominal}} is a day off ({{reason}}), so it is moved to the {{direction}}.',
  payment_moved_previous: 'previous business day',
  payment_moved_next: 'next business day',
  payment_not_moved: 'The payment day {{nominal}} is a day off ({{reason}}) but is left as it is.',

  reason_weekend: 'weekday off',
  reason_holiday: '{{name}}',
  reason_year_end: 'New Year break',
  reason_own: 'own day off',
  date_invalid: 'Please enter a date.',
};

export const locales: Bilingual<typeof ja> = { ja, en };
