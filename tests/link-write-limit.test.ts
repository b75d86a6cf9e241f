import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import { signInAsGuest, signUpNewUser, startTestBackend } from './helpers/backend.ts';

/**
 * The edit link's write limit (200 in 10 minutes per person who joined by the link) counts
 * rows: many tasks sent in one request count one each, and a request past the limit changes
 * nothing. Moving tasks (reorder_todos rewrites a whole list's positions) counts one.
 */
let backend: RunningBackend;
let owner: SupabaseClient;
let editor: SupabaseClient;
let listId: string;

beforeAll(async () => {
  backend = await startTestBackend();
  const [ownerUser, guest] = await Promise.all([signUpNewUser(backend), signInAsGuest(backend)]);
  owner = ownerUser.client;
  editor = guest.client;
  const list = await owner.from('todo_lists').insert({ name: 'チーム' }).select('id').single();
  listId = (list.data as { id: string }).id;
  const link = await owner.rpc('set_todo_list_edit_link', { p_list_id: listId, p_action: 'share' });
  const joined = await editor.rpc('join_todo_list', {
    p_edit_share_id: link.data as string,
    p_display_name: '田中',
  });
  if (joined.error) throw joined.error;
}, 120_000);
afterAll(async () => {
  await backend?.close();
});

const tasks = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => ({ list_id: listId, title: `${prefix} ${i}` }));

async function taskCount(): Promise<number> {
  const { rows } = await backend.database.query(
    'select count(*)::int as n from public.todos where list_id = $1',
    [listId],
  );
  return Number(rows[0]?.n);
}

describe('the edit link write limit counts rows', () => {
  it('refuses one request of 201 tasks whole', async () => {
    const refused = await editor.from('todos').insert(tasks(201, 'bulk'));
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'PT429', hint: 'todo_link_rate_limited' });
    expect(await taskCount()).toBe(0);
  });

  it('counts 150 tasks in one request as 150; moving them all counts one', async () => {
    const added = await editor.from('todos').insert(tasks(150, 'task')).select('id');
    expect(added.error).toBeNull();
    const ids = (added.data as { id: string }[]).map((row) => row.id).reverse();
    for (let i = 0; i < 3; i++) {
      const moved = await editor.rpc('reorder_todos', { p_list_id: listId, p_ids: ids });
      expect(moved.error).toBeNull();
    }
    // 150 + 3 moves = 153; ticking 48 tasks goes past 200 and changes none of them.
    const ticked = await editor
      .from('todos')
      .update({ completed: true })
      .in('id', ids.slice(0, 48));
    expect(ticked.status).toBe(429);
    const { rows } = await backend.database.query(
      'select count(*)::int as n from public.todos where list_id = $1 and completed',
      [listId],
    );
    expect(Number(rows[0]?.n)).toBe(0);
    // 47 rows still fit (153 + 47 = 200); the owner is never limited by the link's count.
    expect(
      (await editor.from('todos').update({ completed: true }).in('id', ids.slice(0, 47))).error,
    ).toBeNull();
    expect((await editor.from('todos').insert(tasks(1, 'one more'))).status).toBe(429);
    expect((await owner.from('todos').insert(tasks(100, 'owner'))).error).toBeNull();
  });
});
