import type { RepeatRule, RepeatRuleError } from './repeatRule';
import { describeRepeatError, describeRepeatRule, REPEAT_WORDS } from './repeatWords';

describe('describeRepeatRule', () => {
  it.each<[RepeatRule, string, string]>([
    [{ kind: 'daily', interval: 1 }, '毎日', 'Daily'],
    [{ kind: 'daily', interval: 3 }, '3日ごと', 'Every 3 days'],
    [{ kind: 'weekdays' }, '平日', 'Weekdays'],
    [{ kind: 'weekly', interval: 1, days: ['WE', 'MO'] }, '毎週 月・水', 'Weekly on Mon, Wed'],
    [{ kind: 'weekly', interval: 1, days: ['SU'] }, '毎週 日', 'Weekly on Sun'],
    [
      { kind: 'weekly', interval: 2, days: ['SA', 'SU'] },
      '隔週 土・日',
      'Every 2 weeks on Sat, Sun',
    ],
    [{ kind: 'weekly', interval: 3, days: ['FR'] }, '3週間ごと 金', 'Every 3 weeks on Fri'],
    [{ kind: 'monthly', interval: 1, day: 15 }, '毎月 15日', 'Monthly on day 15'],
    [{ kind: 'monthly', interval: 1, day: 'last' }, '毎月 末日', 'Monthly on the last day'],
    [{ kind: 'monthly', interval: 3, day: 31 }, '3か月ごと 31日', 'Every 3 months on day 31'],
    [{ kind: 'yearly', interval: 1, month: 2, day: 29 }, '毎年 2月29日', 'Yearly on February 29'],
    [
      { kind: 'yearly', interval: 2, month: 12, day: 1 },
      '2年ごと 12月1日',
      'Every 2 years on December 1',
    ],
  ])('%j: %s / %s', (rule, ja, en) => {
    expect(describeRepeatRule(rule, 'ja')).toBe(ja);
    expect(describeRepeatRule(rule, 'en')).toBe(en);
  });
});

describe('describeRepeatError', () => {
  it.each<[RepeatRuleError, string, string]>([
    [
      { code: 'no_weekdays' },
      '毎週の繰り返しには、曜日を1つ以上お選びください。',
      'Choose at least one day of the week for a weekly repeat.',
    ],
    [
      { code: 'bad_interval', value: '0' },
      '繰り返しの間隔「0」は、1から99までの整数でご指定ください。',
      'The repeat interval "0" must be a whole number from 1 to 99.',
    ],
    [
      { code: 'bad_date', value: '2/30' },
      '2月30日という日付はありません。',
      'There is no February 30.',
    ],
    [
      { code: 'bad_month', value: '' },
      '毎年の繰り返しには、月をご指定ください。',
      'Choose the month for a yearly repeat.',
    ],
    [
      { code: 'bad_month_day', value: '' },
      '繰り返す日にちをご指定ください。',
      'Choose the day of the month to repeat on.',
    ],
    [
      { code: 'unknown_part', value: 'COUNT' },
      '繰り返しの設定に、対応していない項目「COUNT」が含まれています。',
      'The repeat setting has a part this tool does not support: "COUNT".',
    ],
  ])('%j', (error, ja, en) => {
    expect(describeRepeatError(error, 'ja')).toBe(ja);
    expect(describeRepeatError(error, 'en')).toBe(en);
  });

  it('has words for every reason in both languages', () => {
    expect(Object.keys(REPEAT_WORDS.ja.errors).sort()).toEqual(
      Object.keys(REPEAT_WORDS.en.errors).sort(),
    );
    for (const language of ['ja', 'en'] as const)
      for (const message of Object.values(REPEAT_WORDS[language].errors))
        expect(message('X')).toMatch(language === 'ja' ? /。$/ : /\.$/);
  });
});
