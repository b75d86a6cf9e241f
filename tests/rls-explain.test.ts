import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import type { SqlExecutor } from '../server/db/database.ts';
import { analyzeStaleTables } from '../server/db/auto-analyze.ts';
import { othersRowsSql } from '../scripts/lib/others-rows.ts';
import { signUpNewUser, startTestBackend, type TestUser } from './helpers/backend.ts';

/**
 * Policies cost O(the caller's own rows): with thousands of other users' rows in every account
 * table, the plan of a user's read (and delete) of each table has neither a sequential scan of
 * the table nor a function called per row in a condition (a policy's `(select …)` shows as an
 * InitPlan parameter, computed once). The timings at a million rows are scripts/bench/rls.ts's.
 */
let backend: RunningBackend;
let me: TestUser;

const OTHERS = 2000;
const PER_USER = 5;

beforeAll(async () => {
  backend = await startTestBackend();
  me = await signUpNewUser(backend);
  await backend.database.transaction((tx) =>
    tx.query(`do $$ begin execute ${dollarQuoted(othersRowsSql(OTHERS, PER_USER))}; end $$`),
  );
  // As the backend's own autovacuum stand-in does (server/db/auto-analyze.ts), every table.
  while ((await analyzeStaleTables(backend.database)).length > 0);
}, 300_000);
afterAll(async () => {
  await backend?.close();
});

function dollarQuoted(sql: string): string {
  return `$seed$${sql}$seed$`;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
  [key: string]: unknown;
}

/** The plan of `sql` as the signed-in user (role authenticated, the user's JWT claims). */
async function planAs(userId: string, sql: string): Promise<PlanNode> {
  return backend.database.transaction(async (tx: SqlExecutor) => {
    await tx.query('set local role authenticated');
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: userId, role: 'authenticated', aal: 'aal1' }),
    ]);
    const { rows } = await tx.query(`explain (format json) ${sql}`);
    const plan = rows[0]?.['QUERY PLAN'];
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
    return parsed[0]!.Plan;
  });
}

const CONDITIONS = ['Filter', 'Index Cond', 'Recheck Cond', 'Join Filter', 'Hash Cond'];

/** What makes a plan cost O(all rows): sequential scans of `table`, per-row function calls. */
function perRowCosts(node: PlanNode, table: string): string[] {
  const found: string[] = [];
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table) {
    found.push(`sequential scan of ${table}`);
  }
  for (const key of CONDITIONS) {
    const condition = node[key];
    // A function call is a name followed by "("; PostgreSQL prints ANY and ARRAY with a space
    // or on an InitPlan's parameter, and a policy's (select f()) as that parameter. COALESCE,
    // NULLIF, GREATEST and LEAST are SQL's conditional expressions, not calls.
    const calls =
      typeof condition === 'string'
        ? [...condition.matchAll(/\b([a-z_][a-z0-9_.]*)\(/gi)].filter(
            ([, name]) => !/^(coalesce|nullif|greatest|least)$/i.test(name ?? ''),
          )
        : [];
    if (calls.length > 0) {
      found.push(`${key} calls a function per row: ${condition}`);
    }
  }
  for (const child of node.Plans ?? []) found.push(...perRowCosts(child, table));
  return found;
}

/** Every table the authenticated role reads, with the app's own read of it where it orders. */
const reads: Record<string, string> = {
  todos: 'select * from public.todos order by position',
  todo_lists: 'select * from public.todo_lists order by position',
  todo_list_members: 'select * from public.todo_list_members',
  todo_list_invitations: 'select * from public.todo_list_invitations',
  todo_list_mail_settings: 'select * from public.todo_list_mail_settings',
  schedules: 'select * from public.schedules order by created_at desc',
  schedule_options: 'select * from public.schedule_options',
  schedule_answers: 'select * from public.schedule_answers',
  schedule_mail_settings: 'select * from public.schedule_mail_settings',
  schedule_comments: 'select * from public.schedule_comments order by created_at',
  calendar_feed_tokens: 'select * from public.calendar_feed_tokens',
  book_bookmarks: 'select * from public.book_bookmarks',
  share_events: 'select * from public.share_events',
  mail_settings: 'select * from public.mail_settings',
  sender_profiles: 'select * from public.sender_profiles',
  customers: 'select * from public.customers',
  business_documents: 'select * from public.business_documents',
  business_document_versions: 'select * from public.business_document_versions',
  business_document_payments:
    'select * from public.business_document_payments order by paid_on, created_at',
  document_numbers: 'select * from public.document_numbers',
  change_history: 'select * from public.change_history order by id desc',
  business_document_sends: 'select * from public.business_document_sends order by created_at desc',
  invoice_mail_settings: 'select * from public.invoice_mail_settings',
  recurring_invoices: 'select * from public.recurring_invoices',
  todo_steps: 'select * from public.todo_steps order by position, created_at',
};

describe('a user reads only what they own, at the cost of what they own', () => {
  it('covers every table the authenticated role may read', async () => {
    const { rows } = await backend.database.query(
      `select c.relname as name from pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
         and has_table_privilege('authenticated', c.oid, 'select')
       order by 1`,
    );
    expect(rows.map((row) => String(row.name))).toEqual(Object.keys(reads).sort());
  });

  it.each(Object.keys(reads))('%s: no sequential scan, no per-row function', async (table) => {
    const read = await planAs(me.user.id, reads[table]!);
    expect(perRowCosts(read, table)).toEqual([]);
    const { rows } = await backend.database.query(
      `select has_table_privilege('authenticated', $1::regclass, 'delete') as allowed`,
      [`public.${table}`],
    );
    if (rows[0]?.allowed === true) {
      const remove = await planAs(me.user.id, `delete from public.${table}`);
      expect(perRowCosts(remove, table)).toEqual([]);
    }
  });

  it('the check itself finds a per-row policy (the shape todos had before)', async () => {
    await backend.database.query(
      `create policy "explain check: per-row" on public.todos for select to authenticated
       using (public.is_todo_list_member(list_id))`,
    );
    try {
      const costs = perRowCosts(await planAs(me.user.id, reads.todos!), 'todos');
      expect(costs.some((cost) => cost.includes('sequential scan'))).toBe(true);
      expect(costs.some((cost) => cost.includes('is_todo_list_member('))).toBe(true);
    } finally {
      await backend.database.query('drop policy "explain check: per-row" on public.todos');
    }
  });
});
