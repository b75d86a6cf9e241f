import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import {
  createTestClient,
  signInAsGuest,
  signUpNewUser,
  startTestBackend,
} from './helpers/backend.ts';

/**
 * Row-level security of to-do lists a team edits, for every kind of caller: the owner, a
 * collaborator by the edit link (a guest), a collaborator by invitation (an account), a
 * person whose edit link was stopped or replaced, another user, a guest who never joined, the
 * anon key alone, and a view-link visitor.
 */

let backend: RunningBackend;
let owner: SupabaseClient;
let ownerEmail: string;
let byLink: SupabaseClient;
let byLinkId: string;
let invited: SupabaseClient;
let invitedEmail: string;
let other: SupabaseClient;
let stranger: SupabaseClient;
let anon: SupabaseClient;
let service: SupabaseClient;
let listId: string;
let editLink: string;
let viewLink: string;

async function rpc<T>(client: SupabaseClient, name: string, args: Record<string, unknown>) {
  const { data, error } = await client.rpc(name, args);
  if (error) throw error;
  return data as T;
}

async function addTask(client: SupabaseClient, title: string) {
  return client.from('todos').insert({ list_id: listId, title }).select().single();
}

/**
 * A task added to someone else's list is refused either by row-level security or, when the
 * caller names themself as the owner, by the key that ties a task to its list's owner.
 */
const REFUSED = expect.stringMatching(/^(42501|23503)$/);

beforeAll(async () => {
  backend = await startTestBackend();
  const [ownerUser, invitedUser, otherUser, linkGuest, strangerGuest] = await Promise.all([
    signUpNewUser(backend, { fullName: '佐藤 花子' }),
    signUpNewUser(backend, { fullName: '鈴木 一郎' }),
    signUpNewUser(backend),
    signInAsGuest(backend),
    signInAsGuest(backend),
  ]);
  owner = ownerUser.client;
  ownerEmail = ownerUser.email;
  invited = invitedUser.client;
  invitedEmail = invitedUser.email;
  other = otherUser.client;
  byLink = linkGuest.client;
  byLinkId = linkGuest.user.id;
  stranger = strangerGuest.client;
  anon = createTestClient(backend.url, backend.anonKey);
  service = createTestClient(backend.url, backend.serviceRoleKey);
});
afterAll(async () => {
  await backend?.close();
});

beforeEach(async () => {
  const { data, error } = await owner
    .from('todo_lists')
    .insert({ name: 'チーム' })
    .select()
    .single();
  if (error) throw error;
  listId = (data as { id: string }).id;
  editLink = await rpc<string>(owner, 'set_todo_list_edit_link', {
    p_list_id: listId,
    p_action: 'share',
  });
  viewLink = await rpc<string>(owner, 'set_todo_list_sharing', {
    p_list_id: listId,
    p_action: 'share',
  });
  expect((await addTask(owner, 'owner task')).error).toBeNull();
  expect(
    await rpc(byLink, 'join_todo_list', { p_edit_share_id: editLink, p_display_name: '田中' }),
  ).toBe(listId);
  const { error: inviteError } = await owner
    .from('todo_list_invitations')
    .insert({ list_id: listId, email: invitedEmail.toUpperCase() });
  expect(inviteError).toBeNull();
  const [invitation] = await rpc<{ id: string; list_name: string; owner_name: string }[]>(
    invited,
    'list_my_todo_invitations',
    {},
  );
  expect(invitation).toMatchObject({ list_name: 'チーム', owner_name: '佐藤 花子' });
  expect(
    await rpc(invited, 'answer_todo_invitation', {
      p_invitation_id: invitation!.id,
      p_accept: true,
    }),
  ).toBe(listId);
});

const editors = () => [
  { name: 'owner', client: owner, shownAs: '佐藤 花子' },
  { name: 'collaborator by link (guest)', client: byLink, shownAs: '田中' },
  { name: 'collaborator by invitation', client: invited, shownAs: '鈴木 一郎' },
];

describe('people with edit rights', () => {
  it.each([0, 1, 2])('%#: read, add, change, tick, reorder and delete tasks', async (index) => {
    const { client, shownAs } = editors()[index]!;
    const read = await client.from('todos').select('title').eq('list_id', listId);
    expect(read.data?.map((row) => row.title)).toContain('owner task');

    const added = await addTask(client, `by ${shownAs}`);
    expect(added.error).toBeNull();
    const task = added.data as { id: string; user_id: string; updated_by_name: string };
    // Every task of a list belongs to the list's owner, whoever added it.
    const { data: ownerRow } = await service.from('todo_lists').select('user_id').eq('id', listId);
    expect(task.user_id).toBe(ownerRow?.[0]?.user_id);
    expect(task.updated_by_name).toBe(shownAs);

    const ticked = await client
      .from('todos')
      .update({ completed: true })
      .eq('id', task.id)
      .select('completed, updated_by_name, updated_at')
      .single();
    expect(ticked.data).toMatchObject({ completed: true, updated_by_name: shownAs });

    const { data: all } = await client.from('todos').select('id').eq('list_id', listId);
    const reversed = (all ?? []).map((row) => row.id).reverse();
    expect(
      (await client.rpc('reorder_todos', { p_list_id: listId, p_ids: reversed })).error,
    ).toBeNull();
    const { data: after } = await service
      .from('todos')
      .select('id')
      .eq('list_id', listId)
      .order('position');
    expect(after?.map((row) => row.id)).toEqual(reversed);

    expect((await client.from('todos').delete().eq('id', task.id)).error).toBeNull();
    expect((await service.from('todos').select('id').eq('id', task.id)).data).toEqual([]);
  });

  it('records who changed a task last; reordering is not a change', async () => {
    const { data: task } = await addTask(owner, 'shared task');
    const id = (task as { id: string }).id;
    await byLink.from('todos').update({ title: 'renamed by 田中' }).eq('id', id);
    await invited.rpc('reorder_todos', { p_list_id: listId, p_ids: [id] });
    const { data } = await owner.from('todos').select('updated_by, updated_by_name').eq('id', id);
    expect(data).toEqual([{ updated_by: byLinkId, updated_by_name: '田中' }]);
  });

  it('collaborators cannot rename, delete or share the list, nor manage who edits', async () => {
    for (const client of [byLink, invited]) {
      await client.from('todo_lists').update({ name: 'taken' }).eq('id', listId);
      await client.from('todo_lists').delete().eq('id', listId);
      const sharing = await client.rpc('set_todo_list_sharing', {
        p_list_id: listId,
        p_action: 'reissue',
      });
      expect(sharing.error?.code).toBe('PT404');
      const editing = await client.rpc('set_todo_list_edit_link', {
        p_list_id: listId,
        p_action: 'stop',
      });
      expect(editing.error?.code).toBe('PT404');
      const invite = await client
        .from('todo_list_invitations')
        .insert({ list_id: listId, email: 'friend@example.com' });
      expect(invite.error?.code).toBe('42501');
      // They see no list row (its links stay the owner's) and no invitations.
      expect((await client.from('todo_lists').select().eq('id', listId)).data).toEqual([]);
      expect((await client.from('todo_list_invitations').select()).data).toEqual([]);
    }
    const { data: list } = await service.from('todo_lists').select('name').eq('id', listId);
    expect(list).toEqual([{ name: 'チーム' }]);
    // A collaborator cannot remove another; the owner can, and a collaborator may leave.
    await byLink.from('todo_list_members').delete().eq('list_id', listId).neq('user_id', byLinkId);
    const { count } = await service
      .from('todo_list_members')
      .select('*', { count: 'exact', head: true })
      .eq('list_id', listId);
    expect(count).toBe(2);
  });

  it('the owner sees the collaborators and removes one: their rights end at once', async () => {
    const { data: members } = await owner
      .from('todo_list_members')
      .select('display_name, via')
      .eq('list_id', listId)
      .order('display_name');
    expect(members).toEqual([
      { display_name: '田中', via: 'link' },
      { display_name: '鈴木 一郎', via: 'invitation' },
    ]);
    await owner.from('todo_list_members').delete().eq('list_id', listId).eq('user_id', byLinkId);
    expect((await byLink.from('todos').select().eq('list_id', listId)).data).toEqual([]);
    expect((await addTask(byLink, 'too late')).error?.code).toEqual(REFUSED);
  });
});

describe('callers without edit rights', () => {
  it.each([
    ['another user', () => other],
    ['a guest who never joined', () => stranger],
  ])('%s reads and writes nothing of the list', async (_name, client) => {
    expect((await client().from('todos').select().eq('list_id', listId)).data).toEqual([]);
    expect((await addTask(client(), 'planted')).error?.code).toEqual(REFUSED);
    await client().from('todos').update({ title: 'x' }).eq('list_id', listId);
    await client().from('todos').delete().eq('list_id', listId);
    expect((await client().from('todo_list_members').select()).data).toEqual([]);
    const { data } = await service.from('todos').select('title').eq('list_id', listId);
    expect(data).toEqual([{ title: 'owner task' }]);
  });

  it('the anon key alone joins nothing and reads no members, tasks or invitations', async () => {
    expect(
      (await anon.rpc('join_todo_list', { p_edit_share_id: editLink, p_display_name: 'x' })).error
        ?.code,
    ).toBe('42501');
    for (const table of ['todos', 'todo_list_members', 'todo_list_invitations'] as const)
      expect((await anon.from(table).select()).data ?? []).toEqual([]);
    // The edit link's page shows the list's name only.
    expect(await rpc(anon, 'get_todo_list_edit_link', { p_edit_share_id: editLink })).toEqual({
      name: 'チーム',
      owner_name: '佐藤 花子',
      list_id: null,
    });
  });

  it('a view-link visitor reads the list but cannot join with the view link', async () => {
    const shared = await rpc<{ todos: { title: string }[] }>(anon, 'get_shared_todo_list', {
      p_share_id: viewLink,
    });
    expect(shared.todos.map((todo) => todo.title)).toEqual(['owner task']);
    const joined = await stranger.rpc('join_todo_list', {
      p_edit_share_id: viewLink,
      p_display_name: 'x',
    });
    expect(joined.error?.code).toBe('PT404');
    expect(await rpc(anon, 'get_todo_list_edit_link', { p_edit_share_id: viewLink })).toBeNull();
  });

  it('an invitation is for the address it names, and only confirmed accounts see it', async () => {
    await owner.from('todo_list_invitations').insert({ list_id: listId, email: 'x@example.com' });
    const { data: pending } = await owner
      .from('todo_list_invitations')
      .select('email')
      .eq('list_id', listId);
    expect(pending).toEqual([{ email: 'x@example.com' }]);
    const [invitation] = (
      await service.from('todo_list_invitations').select('id').eq('list_id', listId)
    ).data as { id: string }[];
    for (const client of [other, stranger, invited])
      expect(
        (
          await client.rpc('answer_todo_invitation', {
            p_invitation_id: invitation!.id,
            p_accept: true,
          })
        ).error?.code,
      ).toBe('PT404');
    expect(await rpc(other, 'list_my_todo_invitations', {})).toEqual([]);
    expect(ownerEmail).not.toBe('x@example.com');
  });
});

describe('a stopped or replaced edit link', () => {
  it.each(['stop', 'reissue'])('%s: ends the rights of those who joined by it', async (action) => {
    const next = await rpc<string | null>(owner, 'set_todo_list_edit_link', {
      p_list_id: listId,
      p_action: action,
    });
    expect(next === null).toBe(action === 'stop');
    expect((await byLink.from('todos').select().eq('list_id', listId)).data).toEqual([]);
    expect((await addTask(byLink, 'refused')).error?.code).toEqual(REFUSED);
    const again = await byLink.rpc('join_todo_list', {
      p_edit_share_id: editLink,
      p_display_name: '田中',
    });
    expect(again.error?.code).toBe('PT404');
    // An invited collaborator keeps their rights.
    expect((await addTask(invited, 'still here')).error).toBeNull();
    if (next) {
      expect(
        await rpc(byLink, 'join_todo_list', { p_edit_share_id: next, p_display_name: '田中' }),
      ).toBe(listId);
    }
  });
});

describe('limits', () => {
  it('writes through an edit link answer 429 past 200 requests in 10 minutes', async () => {
    // The count is kept by the database; bring it just under the limit.
    await backend.database.query(
      `insert into public.todo_link_write_counts (list_id, user_id, window_start, writes)
       values ($1, $2, now(), 199)
       on conflict (list_id, user_id) do update set window_start = now(), writes = 199`,
      [listId, byLinkId],
    );
    expect((await addTask(byLink, '200th')).error).toBeNull();
    const refused = await addTask(byLink, '201st');
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'PT429', hint: 'todo_link_rate_limited' });
    // The owner and an invited collaborator are not limited by the link's count.
    expect((await addTask(owner, 'owner again')).error).toBeNull();
    expect((await addTask(invited, 'invited again')).error).toBeNull();
  });

  it('a name is required to join, and a list takes at most 50 open invitations', async () => {
    const blank = await stranger.rpc('join_todo_list', {
      p_edit_share_id: editLink,
      p_display_name: ' \u3000 ',
    });
    expect(blank.error).toMatchObject({ code: '23514', hint: 'todo_member_name' });
    const rows = Array.from({ length: 50 }, (_, i) => ({ list_id: listId, email: `p${i}@x.jp` }));
    expect((await owner.from('todo_list_invitations').insert(rows)).error).toBeNull();
    const fiftyFirst = await owner
      .from('todo_list_invitations')
      .insert({ list_id: listId, email: 'one-more@x.jp' });
    expect(fiftyFirst.error).toMatchObject({ code: '23514', hint: 'todo_invitation_limit' });
  });
});

describe('list_todo_tasks and todo_list_removals (rights that end), for every caller', () => {
  const tasksOf = (client: SupabaseClient) =>
    client.rpc('list_todo_tasks', { p_list_id: listId }).select('title');

  it('the owner and both kinds of collaborator read the tasks through it', async () => {
    for (const { client } of editors())
      expect((await tasksOf(client)).data).toEqual([{ title: 'owner task' }]);
  });

  it('everyone else is refused, never answered an empty list', async () => {
    for (const client of [other, stranger]) {
      const { error, status } = await tasksOf(client);
      expect([status, error?.hint]).toEqual([403, 'todo_list_unavailable']);
    }
    // The anon key (a view-link visitor too) may not call it at all.
    expect((await tasksOf(anon)).error).not.toBeNull();
    await rpc(owner, 'set_todo_list_edit_link', { p_list_id: listId, p_action: 'stop' });
    expect((await tasksOf(byLink)).error?.hint).toBe('todo_list_unavailable');
  });

  it('the removals are read and written by no API role but the service role', async () => {
    await owner.from('todo_list_members').delete().eq('list_id', listId).eq('user_id', byLinkId);
    for (const client of [owner, byLink, invited, other, stranger, anon]) {
      expect((await client.from('todo_list_removals').select()).data ?? []).toEqual([]);
      const planted = await client
        .from('todo_list_removals')
        .insert({ list_id: listId, user_id: byLinkId, edit_share_id: 'x' });
      expect(planted.error).not.toBeNull();
      await client.from('todo_list_removals').delete().eq('list_id', listId);
    }
    const { data } = await service
      .from('todo_list_removals')
      .select('user_id')
      .eq('list_id', listId);
    expect(data).toEqual([{ user_id: byLinkId }]);
  });
});
