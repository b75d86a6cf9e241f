import { firstDueDate } from './nextOccurrence';
import { presetRepeatRule, REPEAT_PRESETS } from './repeatPresets';
import type { RepeatRule } from './repeatRule';
import { describeRepeatRule } from './repeatWords';

describe('presetRepeatRule', () => {
  it.each<[string, RepeatRule, string]>([
    ['2026-12-03', { kind: 'weekly', interval: 1, days: ['TH'] }, '毎週 木'],
    ['2026-11-29', { kind: 'weekly', interval: 1, days: ['SU'] }, '毎週 日'],
    ['2026-01-31', { kind: 'monthly', interval: 1, day: 31 }, '毎月 31日'],
    ['2028-02-29', { kind: 'monthly', interval: 1, day: 29 }, '毎月 29日'],
  ])('%s: %j', (due, rule, words) => {
    const kind = rule.kind;
    expect(presetRepeatRule(kind, due)).toEqual(rule);
    expect(describeRepeatRule(rule, 'ja')).toBe(words);
  });

  it('takes 毎年 from the date, 29 February included', () => {
    expect(presetRepeatRule('yearly', '2028-02-29')).toEqual({
      kind: 'yearly',
      interval: 1,
      month: 2,
      day: 29,
    });
  });

  it('gives every preset a rule whose first date is the date it was taken from (except 平日 on a weekend)', () => {
    for (const due of ['2026-12-03', '2026-03-31', '2028-02-29', '2026-12-31'])
      for (const kind of REPEAT_PRESETS)
        expect(firstDueDate(presetRepeatRule(kind, due), due)).toBe(due);
    expect(firstDueDate(presetRepeatRule('weekdays', '2026-11-28'), '2026-11-28')).toBe(
      '2026-11-30',
    );
  });
});
