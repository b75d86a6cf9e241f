import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  parseRepeatRule,
  REPEAT_RULE_PATTERN,
  serializeRepeatRule,
} from '../src/lib/repeats/repeatText.ts';
import type { RepeatRule } from '../src/lib/repeats/repeatRule.ts';
import type { Database } from '../server/db/database.ts';
import { openPgliteDatabase } from '../server/db/pglite-database.ts';

/**
 * The column check's pattern read by PostgreSQL's own regular expressions (PGlite is Postgres
 * compiled to WebAssembly), on the same texts as JavaScript: what the page writes passes, what
 * it would refuse is refused.
 */

const samples: string[] = [
  ...(
    [
      { kind: 'daily', interval: 1 },
      { kind: 'daily', interval: 99 },
      { kind: 'weekdays' },
      { kind: 'weekly', interval: 1, days: ['MO', 'WE', 'SU'] },
      { kind: 'weekly', interval: 12, days: ['SA', 'SU'] },
      { kind: 'monthly', interval: 1, day: 28 },
      { kind: 'monthly', interval: 3, day: 30 },
      { kind: 'monthly', interval: 1, day: 31 },
      { kind: 'monthly', interval: 1, day: 'last' },
      { kind: 'yearly', interval: 1, month: 2, day: 29 },
      { kind: 'yearly', interval: 4, month: 11, day: 30 },
      { kind: 'yearly', interval: 1, month: 12, day: 31 },
    ] satisfies RepeatRule[]
  ).map(serializeRepeatRule),
  'FREQ=DAILY;INTERVAL=1',
  'freq=daily',
  'FREQ=WEEKLY;BYDAY=WE,MO',
  'FREQ=MONTHLY;BYMONTHDAY=31',
  'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29',
  'FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31',
  'FREQ=DAILY\nFREQ=DAILY',
  'xFREQ=DAILY',
  'FREQ=DAILYx',
  '',
];

const isCanonical = (text: string) => {
  const result = parseRepeatRule(text);
  return result.ok && serializeRepeatRule(result.rule) === text;
};

describe('REPEAT_RULE_PATTERN in PostgreSQL', () => {
  // The backend's own opener: in the integration tests' shared process, PGlite is created
  // through its statement watchdog (a bare PGlite.create would meet its shared memory).
  let db: Database;
  beforeAll(async () => {
    db = await openPgliteDatabase('memory://');
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  it('accepts and refuses what JavaScript does, on fixed and generated texts', async () => {
    const generated = fc.sample(
      fc.string({
        unit: fc.constantFrom(
          'FREQ=',
          'DAILY',
          'WEEKLY',
          ';',
          ',',
          'MO',
          'TU',
          'SU',
          'BYDAY=',
          'BYMONTHDAY=',
          '28',
          '29',
          '-1',
          'INTERVAL=',
          '2',
          '0',
        ),
        maxLength: 8,
      }),
      { numRuns: 500, seed: 56 },
    );
    const texts = [...samples, ...generated];
    // The texts as one JSON parameter: the executor's parameters are strings.
    const { rows } = (await db.query(
      'select t as text, t ~ $2 as matches from json_array_elements_text($1::json) as t',
      [JSON.stringify(texts), REPEAT_RULE_PATTERN],
    )) as unknown as { rows: { text: string; matches: boolean }[] };
    expect(rows).toHaveLength(texts.length);
    for (const { text, matches } of rows)
      expect({ text, matches }).toEqual({ text, matches: isCanonical(text) });
    expect(rows.filter((row) => row.matches).length).toBeGreaterThanOrEqual(12);
  }, 60_000);
});
