import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../server/db/open-database.ts';
import { listMigrations, migrateDatabase } from '../server/db/migrate.ts';
import { startBackend, type RunningBackend } from '../server/index.ts';
import { createTestClient } from './helpers/backend.ts';

/**
 * Share links made before lists existed: a database migrated up to the version before named
 * lists gets to-dos written the way that version's app wrote them; after the lists migration
 * the old share ids still show the same tasks, now as each owner's first list.
 */

const FIRST_LIST_MIGRATION = '20261123000200';
const OWNER = '00000000-0000-4000-8000-0000000000a1';
const OTHER = '00000000-0000-4000-8000-0000000000a2';

let dataDir: string;
let oldMigrations: string;
let backend: RunningBackend | undefined;
let ownerShareId: string;
let otherShareId: string;

/** Inserts as the signed-in user would through the REST API: role and JWT claims, RLS on. */
function asUser(userId: string, sql: string) {
  const claims = JSON.stringify({ sub: userId, role: 'authenticated' });
  return `begin;
    select set_config('role', 'authenticated', true), set_config('request.jwt.claims', '${claims}', true);
    ${sql}
    commit;`;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'todo-lists-migration-'));
  oldMigrations = await mkdtemp(join(tmpdir(), 'todo-lists-old-migrations-'));
  for (const migration of await listMigrations()) {
    if (migration.version >= FIRST_LIST_MIGRATION) continue;
    await copyFile(
      migration.path,
      join(oldMigrations, `${migration.version}_${migration.name}.sql`),
    );
  }

  const db = await openDatabase({ dataDir });
  try {
    await migrateDatabase(db, oldMigrations);
    await db.execScript(
      `insert into auth.users (id, email, is_anonymous, created_at) values
         ('${OWNER}', 'owner@example.com', false, now()),
         ('${OTHER}', null, true, now());`,
    );
    // One at a time, as the app added them: created_at follows the order.
    for (const title of ['oldest', 'middle', 'newest']) {
      await db.execScript(asUser(OWNER, `insert into public.todos (title) values ('${title}');`));
    }
    await db.execScript(
      asUser(OWNER, `update public.todos set completed = true where title = 'middle';`),
    );
    await db.execScript(asUser(OTHER, `insert into public.todos (title) values ('guest task');`));
    const ids = await db.query(
      `select user_id::text as user_id, min(share_id) as share_id, count(distinct share_id)::int as n
       from public.todos group by user_id`,
    );
    for (const row of ids.rows) expect(row.n).toBe(1);
    ownerShareId = String(ids.rows.find((row) => row.user_id === OWNER)?.share_id);
    otherShareId = String(ids.rows.find((row) => row.user_id === OTHER)?.share_id);
  } finally {
    await db.close();
  }

  // Starting the backend applies the remaining migrations, as a deployment would.
  backend = await startBackend({ port: 0, mailPort: 0, dataDir, quiet: true, bcryptCost: 4 });
}, 120_000);

afterAll(async () => {
  await backend?.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(oldMigrations, { recursive: true, force: true });
});

it('keeps every old share link working: it shows the same tasks, now the first list', async () => {
  if (!backend) throw new Error('backend did not start');
  const anon = createTestClient(backend.url, backend.anonKey);

  const old = await anon.rpc('get_shared_todos', { p_share_id: ownerShareId });
  expect(old.error).toBeNull();
  expect(old.data.map((todo: { title: string }) => todo.title)).toEqual([
    'newest',
    'middle',
    'oldest',
  ]);
  const list = await anon.rpc('get_shared_todo_list', { p_share_id: ownerShareId });
  expect(list.data).toMatchObject({
    name: null,
    todos: [
      { title: 'newest', completed: false, due_date: null },
      { title: 'middle', completed: true },
      { title: 'oldest' },
    ],
  });
  const guests = await anon.rpc('get_shared_todo_list', { p_share_id: otherShareId });
  expect(guests.data).toMatchObject({ name: null, todos: [{ title: 'guest task' }] });

  const { rows } = await backend.database.query(
    `select l.user_id::text as user_id, l.share_id, l.position,
       (select count(*)::int from public.todos t where t.list_id = l.id) as todos,
       (select count(*)::int from public.todos t where t.user_id = l.user_id) as all_todos
     from public.todo_lists l order by l.user_id`,
  );
  expect(rows).toEqual([
    { user_id: OWNER, share_id: ownerShareId, position: 0, todos: 3, all_todos: 3 },
    { user_id: OTHER, share_id: otherShareId, position: 0, todos: 1, all_todos: 1 },
  ]);

  // A task the owner adds now joins that first list at the top, and the old link shows it.
  await backend.database.execScript(
    asUser(OWNER, `insert into public.todos (title) values ('after the update');`),
  );
  const after = await anon.rpc('get_shared_todos', { p_share_id: ownerShareId });
  expect(after.data[0]).toMatchObject({ title: 'after the update' });
  expect(after.data).toHaveLength(4);
});
