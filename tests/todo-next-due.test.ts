import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextDueDate } from '../src/lib/repeats/nextOccurrence.ts';
import { REPEAT_RULE_PATTERN, serializeRepeatRule } from '../src/lib/repeats/repeatText.ts';
import {
  dateArbitrary,
  ruleArbitrary,
  rruleNext,
} from '../src/lib/repeats/repeatTestArbitraries.ts';
import type { Database } from '../server/db/database.ts';
import { openPgliteDatabase } from '../server/db/pglite-database.ts';

/**
 * The database makes the next task of a repeating task (todos_repeat), with its own date
 * computation, todo_next_due. Here that function, as the migration defines it, runs in
 * PostgreSQL (PGlite) on generated rules and due dates over ten years (month ends and the days
 * around 29 February drawn often) and must give the date `rrule` gives, and the page's own.
 */

const MIGRATION = readFileSync(
  new URL('../supabase/migrations/20261130000100_todo_repeats.sql', import.meta.url),
  'utf8',
);

/** The migration's `create function public.todo_next_due …` statement, as written. */
function nextDueDefinition(): string {
  const start = MIGRATION.indexOf('create or replace function public.todo_next_due');
  const end = MIGRATION.indexOf('$$;', start);
  expect(start).toBeGreaterThan(0);
  return MIGRATION.slice(start, end + 3);
}

describe('todo_next_due in PostgreSQL', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPgliteDatabase('memory://');
    await db.query(nextDueDefinition());
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  it('gives rrule’s next date for 1,500 generated rules and due dates', async () => {
    const cases = fc
      .sample(fc.tuple(ruleArbitrary, dateArbitrary), { numRuns: 1500, seed: 56 })
      .map(([rule, due]) => ({ rule: serializeRepeatRule(rule), due, parsed: rule }));
    const { rows } = (await db.query(
      `select c->>'rule' as rule, c->>'due' as due,
         public.todo_next_due(c->>'rule', (c->>'due')::date, '2000-01-01')::text as next
       from json_array_elements($1::json) as c`,
      [JSON.stringify(cases.map(({ rule, due }) => ({ rule, due })))],
    )) as unknown as { rows: { rule: string; due: string; next: string }[] };
    expect(rows).toHaveLength(cases.length);
    rows.forEach((row, index) => {
      const { parsed, due } = cases[index]!;
      expect({ ...row, next: row.next }).toEqual({ ...row, next: rruleNext(parsed, due) });
      expect(row.next).toBe(nextDueDate(parsed, due, due));
    });
  }, 120_000);

  it('counts from the day it was ticked when the task has no due date', async () => {
    const { rows } = (await db.query(
      `select public.todo_next_due('FREQ=WEEKLY;BYDAY=MO', null, '2026-11-29')::text as monday,
              public.todo_next_due('FREQ=MONTHLY;BYMONTHDAY=-1', null, '2028-01-31')::text as last,
              public.todo_next_due(null, '2026-11-29', '2026-11-29')::text as none`,
    )) as unknown as { rows: { monday: string; last: string; none: string | null }[] };
    expect(rows[0]).toEqual({ monday: '2026-11-30', last: '2028-02-29', none: null });
  });

  it('checks the column with the page’s own pattern', () => {
    expect(MIGRATION).toContain(`repeat_rule ~ '${REPEAT_RULE_PATTERN}'`);
  });
});
