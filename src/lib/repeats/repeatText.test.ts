import fc from 'fast-check';
import { RRule } from 'rrule';
import { daysInMonth, WEEKDAYS } from './civilDate';
import type { RepeatRule, RepeatRuleError } from './repeatRule';
import { parseRepeatRule, REPEAT_RULE_PATTERN, serializeRepeatRule } from './repeatText';
import { describeRepeatError } from './repeatWords';

describe('serializeRepeatRule', () => {
  it.each<[RepeatRule, string]>([
    [{ kind: 'daily', interval: 1 }, 'FREQ=DAILY'],
    [{ kind: 'daily', interval: 3 }, 'FREQ=DAILY;INTERVAL=3'],
    [{ kind: 'weekdays' }, 'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR'],
    [{ kind: 'weekly', interval: 1, days: ['WE', 'MO'] }, 'FREQ=WEEKLY;BYDAY=MO,WE'],
    [
      { kind: 'weekly', interval: 2, days: ['SU', 'SA'] },
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA,SU;WKST=MO',
    ],
    [{ kind: 'monthly', interval: 1, day: 15 }, 'FREQ=MONTHLY;BYMONTHDAY=15'],
    [{ kind: 'monthly', interval: 1, day: 28 }, 'FREQ=MONTHLY;BYMONTHDAY=28'],
    [{ kind: 'monthly', interval: 1, day: 29 }, 'FREQ=MONTHLY;BYMONTHDAY=28,29;BYSETPOS=-1'],
    [{ kind: 'monthly', interval: 1, day: 31 }, 'FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1'],
    [{ kind: 'monthly', interval: 3, day: 'last' }, 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=-1'],
    [
      { kind: 'yearly', interval: 1, month: 2, day: 29 },
      'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1',
    ],
    [{ kind: 'yearly', interval: 1, month: 12, day: 31 }, 'FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=31'],
    [
      { kind: 'yearly', interval: 2, month: 4, day: 1 },
      'FREQ=YEARLY;INTERVAL=2;BYMONTH=4;BYMONTHDAY=1',
    ],
  ])('%j → %s', (rule, text) => {
    expect(serializeRepeatRule(rule)).toBe(text);
    expect(text.length).toBeLessThanOrEqual(60);
  });

  it('refuses a rule that cannot be kept', () => {
    expect(() => serializeRepeatRule({ kind: 'monthly', interval: 100, day: 1 })).toThrow(
      RangeError,
    );
    expect(() => serializeRepeatRule({ kind: 'yearly', interval: 1, month: 4, day: 31 })).toThrow(
      RangeError,
    );
  });
});

describe('parseRepeatRule', () => {
  it.each<[string, RepeatRule]>([
    ['FREQ=DAILY', { kind: 'daily', interval: 1 }],
    ['RRULE:FREQ=DAILY;INTERVAL=1', { kind: 'daily', interval: 1 }],
    ['  rrule:freq=weekly;byday=we,mo  ', { kind: 'weekly', interval: 1, days: ['MO', 'WE'] }],
    ['BYDAY=SA,SU;INTERVAL=2;FREQ=WEEKLY', { kind: 'weekly', interval: 2, days: ['SA', 'SU'] }],
    // As Google Calendar writes "every weekday": a weekly rule on five days.
    [
      'FREQ=WEEKLY;BYDAY=FR,MO,TH,TU,WE',
      { kind: 'weekly', interval: 1, days: ['MO', 'TU', 'WE', 'TH', 'FR'] },
    ],
    ['FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR', { kind: 'weekdays' }],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', { kind: 'monthly', interval: 1, day: 'last' }],
    ['FREQ=MONTHLY;BYSETPOS=-1;BYMONTHDAY=28,29,30', { kind: 'monthly', interval: 1, day: 30 }],
    [
      'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1',
      { kind: 'yearly', interval: 1, month: 2, day: 29 },
    ],
    ['FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=31', { kind: 'yearly', interval: 1, month: 3, day: 31 }],
  ])('%s', (text, rule) => {
    expect(parseRepeatRule(text)).toEqual({ ok: true, rule });
  });

  it.each<[string, RepeatRuleError]>([
    ['', { code: 'empty' }],
    ['RRULE:', { code: 'empty' }],
    ['FREQ', { code: 'malformed_part', value: 'FREQ' }],
    ['FREQ=DAILY;;', { code: 'malformed_part', value: 'FREQ=DAILY;;' }],
    ['FREQ=DAILY;', { code: 'malformed_part', value: 'FREQ=DAILY;' }],
    ['FREQ=DAILY;COUNT=3', { code: 'unknown_part', value: 'COUNT' }],
    ['FREQ=DAILY;UNTIL=20261231', { code: 'unknown_part', value: 'UNTIL' }],
    ['FREQ=DAILY;FREQ=WEEKLY', { code: 'duplicate_part', value: 'FREQ' }],
    ['INTERVAL=2', { code: 'missing_freq' }],
    ['FREQ=HOURLY', { code: 'bad_freq', value: 'HOURLY' }],
    ['FREQ=DAILY;INTERVAL=0', { code: 'bad_interval', value: '0' }],
    ['FREQ=DAILY;INTERVAL=02', { code: 'bad_interval', value: '02' }],
    ['FREQ=DAILY;INTERVAL=100', { code: 'bad_interval', value: '100' }],
    ['FREQ=DAILY;INTERVAL=1.5', { code: 'bad_interval', value: '1.5' }],
    ['FREQ=WEEKLY;BYDAY=MO,XX', { code: 'bad_weekday', value: 'XX' }],
    ['FREQ=WEEKLY;BYDAY=MO,MO', { code: 'duplicate_part', value: 'BYDAY=MO' }],
    ['FREQ=WEEKLY', { code: 'no_weekdays' }],
    ['FREQ=MONTHLY;BYMONTHDAY=32', { code: 'bad_month_day', value: '32' }],
    ['FREQ=MONTHLY;BYMONTHDAY=0', { code: 'bad_month_day', value: '0' }],
    ['FREQ=MONTHLY', { code: 'bad_month_day', value: '' }],
    ['FREQ=YEARLY;BYMONTH=13;BYMONTHDAY=1', { code: 'bad_month', value: '13' }],
    ['FREQ=YEARLY;BYMONTHDAY=1', { code: 'bad_month', value: '' }],
    ['FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31', { code: 'bad_date', value: '4/31' }],
    ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30', { code: 'bad_date', value: '2/30' }],
  ])('refuses %j: %j', (text, error) => {
    expect(parseRepeatRule(text)).toEqual({ ok: false, error });
  });

  // Valid RFC 5545 rules whose meaning is not one of the repeats a task can have.
  it.each([
    'FREQ=MONTHLY;BYMONTHDAY=31', // only the months that have a 31st
    'FREQ=MONTHLY;BYMONTHDAY=1,15', // twice a month
    'FREQ=MONTHLY;BYMONTHDAY=-2',
    'FREQ=MONTHLY;BYDAY=MO', // every Monday of the month
    'FREQ=MONTHLY;BYMONTHDAY=28,30;BYSETPOS=-1',
    'FREQ=MONTHLY;BYMONTHDAY=28,29;BYSETPOS=1',
    'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', // leap years only
    'FREQ=DAILY;BYDAY=MO,WE',
    'FREQ=DAILY;INTERVAL=2;BYDAY=MO,TU,WE,TH,FR',
    'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;WKST=SU',
    'FREQ=DAILY;BYMONTH=3',
  ])('refuses %s as unsupported', (text) => {
    const result = parseRepeatRule(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('unsupported');
  });

  it('refuses an ordinal weekday (the first Monday) as not a day of the week', () => {
    expect(parseRepeatRule('FREQ=MONTHLY;BYDAY=1MO')).toEqual({
      ok: false,
      error: { code: 'bad_weekday', value: '1MO' },
    });
  });
});

const ruleArbitrary: fc.Arbitrary<RepeatRule> = fc.oneof(
  fc.record({ kind: fc.constant('daily' as const), interval: fc.integer({ min: 1, max: 99 }) }),
  fc.constant({ kind: 'weekdays' as const }),
  fc.record({
    kind: fc.constant('weekly' as const),
    interval: fc.integer({ min: 1, max: 99 }),
    days: fc.subarray([...WEEKDAYS], { minLength: 1 }),
  }),
  fc.record({
    kind: fc.constant('monthly' as const),
    interval: fc.integer({ min: 1, max: 99 }),
    day: fc.oneof(fc.integer({ min: 1, max: 31 }), fc.constant('last' as const)),
  }),
  fc.integer({ min: 1, max: 12 }).chain((month) =>
    fc.record({
      kind: fc.constant('yearly' as const),
      interval: fc.integer({ min: 1, max: 99 }),
      month: fc.constant(month),
      day: fc.integer({ min: 1, max: daysInMonth(2000, month) }),
    }),
  ),
);

describe('stored text properties', () => {
  it('reads back every rule it writes, and writes it the same way again', () => {
    fc.assert(
      fc.property(ruleArbitrary, (rule) => {
        const text = serializeRepeatRule(rule);
        const parsed = parseRepeatRule(text);
        expect(parsed).toEqual({ ok: true, rule });
        if (parsed.ok) expect(serializeRepeatRule(parsed.rule)).toBe(text);
      }),
      { numRuns: 1000 },
    );
  });

  it('writes text that rrule reads as the same RFC 5545 rule', () => {
    fc.assert(
      fc.property(ruleArbitrary, (rule) => {
        const text = serializeRepeatRule(rule);
        const options = RRule.parseString(text);
        expect(new RRule(options).toString()).toBe(`RRULE:${text}`);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on any text, and refuses with a known reason', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'grapheme' }),
          ruleArbitrary
            .map(serializeRepeatRule)
            .chain((text) => fc.nat(text.length).map((cut) => text.slice(0, cut))),
        ),
        (text) => {
          const result = parseRepeatRule(text);
          if (result.ok) expect(parseRepeatRule(serializeRepeatRule(result.rule))).toEqual(result);
          else
            for (const language of ['ja', 'en'] as const)
              expect(describeRepeatError(result.error, language)).toMatch(/\S/);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('REPEAT_RULE_PATTERN (the database column’s check)', () => {
  const pattern = new RegExp(REPEAT_RULE_PATTERN);
  const isCanonical = (text: string) => {
    const result = parseRepeatRule(text);
    return result.ok && serializeRepeatRule(result.rule) === text;
  };

  it('matches every text serializeRepeatRule writes', () => {
    fc.assert(
      fc.property(ruleArbitrary, (rule) => {
        expect(serializeRepeatRule(rule)).toMatch(pattern);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    'FREQ=DAILY;INTERVAL=1',
    'FREQ=DAILY;INTERVAL=100',
    'freq=daily',
    'RRULE:FREQ=DAILY',
    'FREQ=WEEKLY;BYDAY=WE,MO',
    'FREQ=WEEKLY;BYDAY=MO,MO',
    'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO',
    'FREQ=MONTHLY;BYMONTHDAY=31',
    'FREQ=MONTHLY;BYMONTHDAY=29',
    'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29',
    'FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31',
    'FREQ=YEARLY;BYMONTH=13;BYMONTHDAY=1',
    'FREQ=DAILY\nFREQ=DAILY',
    '',
  ])('refuses %j, which is not a stored form', (text) => {
    expect(text).not.toMatch(pattern);
  });

  it('matches exactly the texts that read back to themselves (mutated stored texts)', () => {
    const mutated = ruleArbitrary.map(serializeRepeatRule).chain((text) =>
      fc.oneof(
        fc.constant(text),
        fc
          .tuple(
            fc.nat(text.length),
            fc.nat(3),
            fc.constantFrom('', '0', '1', '9', ',', ';', 'MO', 'SU', '-1', '=', '28', '31'),
          )
          .map(([at, cut, insert]) => text.slice(0, at) + insert + text.slice(at + cut)),
      ),
    );
    fc.assert(
      fc.property(mutated, (text) => {
        expect(pattern.test(text)).toBe(isCanonical(text));
      }),
      { numRuns: 5000 },
    );
  });
});
