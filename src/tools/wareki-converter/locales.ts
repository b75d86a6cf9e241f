import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

const ja = {
  to_wareki_heading: '西暦から和暦へ',
  date_label: '日付（西暦）',
  to_gregorian_heading: '和暦から西暦へ',
  wareki_label: '日付（和暦）',
  wareki_hint: '例: 令和8年11月29日、R8.11.29、昭和64年1月7日、平成元年1月8日',
  year_heading: '年だけを変換',
  year_label: '西暦年',
  year_invalid: '1873〜2200 の西暦年をご入力ください。',
  year_result: '{{eras}}',
  wareki: '和暦',
  short_form: '略記',
  gregorian: '西暦',
  eto: '干支',
  eto_value: '{{kanji}}（{{reading}}）・{{animal}}年',
  age_heading: 'この日に生まれた方の年齢',
  base_date_label: '基準日',
  age_value: '満{{age}}歳（数え年{{kazoe}}歳）',
  age_future: '基準日より後の日付です。',
  age_rule:
    '満年齢は、誕生日の前日が終わった時点で1歳加算する「年齢計算ニ関スル法律」の数え方です（2月29日生まれの方は、平年は3月1日に加算）。',
  eto_rule: '干支は暦年（1月1日〜12月31日）で示しています。',
  before_meiji6: '明治6年（1873年）1月1日より前は旧暦の日付のため、和暦には換算していません。',
  date_invalid: '日付をご入力ください。',
  problems: {
    year_zero: '{{era}}0年という年はありません。元号の最初の年は「元年（1年）」です。',
    out_of_era: '{{era}}の期間外の日付です。{{era}}は{{first}}から{{last}}までです。',
    before_gregorian:
      '明治5年12月2日以前は旧暦（太陰太陽暦）の日付のため、西暦には換算できません。',
    invalid_date: '存在しない日付です。月と日をご確認ください。',
    incomplete: '年・月・日までご入力ください（例: 令和8年11月29日、R8.11.29）。',
    not_wareki: '和暦として読み取れません。「令和8年11月29日」や「R8.11.29」の形でご入力ください。',
  },
  era_now: '現在',
  copy_wareki: '和暦をコピー',
  copy_gregorian: '西暦をコピー',
};

const en: LocaleShape<typeof ja> = {
  to_wareki_heading: 'Western date to Japanese era',
  date_label: 'Date (Western calendar)',
  to_gregorian_heading: 'Japanese era to Western date',
  wareki_label: 'Date (Japanese era)',
  wareki_hint: 'For example 令和8年11月29日, R8.11.29, 昭和64年1月7日 or 平成元年1月8日',
  year_heading: 'Convert a year',
  year_label: 'Western year',
  year_invalid: 'Enter a year from 1873 to 2200.',
  year_result: '{{eras}}',
  wareki: 'Japanese era',
  short_form: 'Short form',
  gregorian: 'Western date',
  eto: 'Zodiac year (eto)',
  eto_value: '{{kanji}} ({{reading}}), Year of the {{animal}}',
  age_heading: 'Age of someone born on this day',
  base_date_label: 'As of',
  age_value: '{{age}} years old ({{kazoe}} by traditional count)',
  age_future: 'This date is after the “as of” date.',
  age_rule:
    'Age as Japanese law counts it: a year is added as the day before the birthday ends (for 29 February birthdays, on 1 March in common years).',
  eto_rule: 'The zodiac year is given by calendar year (January 1 to December 31).',
  before_meiji6:
    'Dates before 1 January 1873 (Meiji 6) are on the old lunisolar calendar and are not converted.',
  date_invalid: 'Please enter a date.',
  problems: {
    year_zero: 'There is no year 0 of {{era}}: an era begins with year 1 (元年).',
    out_of_era: 'This date is outside {{era}}: {{era}} runs from {{first}} to {{last}}.',
    before_gregorian:
      'Dates up to Meiji 5, December 2 are on the old lunisolar calendar and cannot be converted.',
    invalid_date: 'There is no such day. Please check the month and day.',
    incomplete: 'Please enter the year, month and day (such as 令和8年11月29日 or R8.11.29).',
    not_wareki:
      'This cannot be read as a Japanese era date. Please write it like 令和8年11月29日 or R8.11.29.',
  },
  era_now: 'today',
  copy_wareki: 'Copy Japanese era date',
  copy_gregorian: 'Copy Western date',
};

export const locales: Bilingual<typeof ja> = { ja, en };
