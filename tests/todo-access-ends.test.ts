import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import {
  createTestClient,
  signInAsGuest,
  signUpNewUser,
  startTestBackend,
} from './helpers/backend.ts';
import { sleep, waitUntil } from './helpers/realtime.ts';

/**
 * Rights that end, end (migration todo_access_that_ends): a removed member's read of the list
 * is refused rather than answered empty, they cannot join again through the same edit link,
 * and the local Realtime service ends their channel on the list's topic.
 */

let backend: RunningBackend;
let owner: SupabaseClient;
let member: SupabaseClient;
let memberId: string;
let memberToken: string;
let anon: SupabaseClient;
const channels: { client: SupabaseClient; channel: RealtimeChannel }[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  const [ownerUser, guest] = await Promise.all([
    signUpNewUser(backend, { fullName: '鈴木 一郎' }),
    signInAsGuest(backend),
  ]);
  owner = ownerUser.client;
  member = guest.client;
  memberId = guest.user.id;
  memberToken = guest.accessToken;
  anon = createTestClient(backend.url, backend.anonKey);
  await owner.realtime.setAuth(ownerUser.accessToken);
  await member.realtime.setAuth(memberToken);
});
afterEach(async () => {
  for (const { client, channel } of channels.splice(0)) await client.removeChannel(channel);
});
afterAll(async () => {
  await backend?.close();
});

async function rpc<T>(client: SupabaseClient, name: string, args: Record<string, unknown> = {}) {
  const { data, error } = await client.rpc(name, args);
  if (error) throw error;
  return data as T;
}

/** A list with one task, an edit link, and the guest joined through it as 木村. */
async function teamList() {
  const { data, error } = await owner
    .from('todo_lists')
    .insert({ name: 'チーム' })
    .select()
    .single();
  if (error) throw error;
  const id = (data as { id: string }).id;
  await owner.from('todos').insert({ list_id: id, title: '見積書を送付する' });
  const edit = await rpc<string>(owner, 'set_todo_list_edit_link', {
    p_list_id: id,
    p_action: 'share',
  });
  await rpc(member, 'join_todo_list', { p_edit_share_id: edit, p_display_name: '木村' });
  return { id, edit };
}

const removeMember = (listId: string) =>
  owner.from('todo_list_members').delete().eq('list_id', listId).eq('user_id', memberId);

describe('list_todo_tasks', () => {
  it('answers the owner and members, and refuses anyone else instead of an empty list', async () => {
    const list = await teamList();
    for (const client of [owner, member]) {
      const { data, error } = await client.rpc('list_todo_tasks', { p_list_id: list.id });
      expect(error).toBeNull();
      expect((data as { title: string }[]).map((task) => task.title)).toEqual(['見積書を送付する']);
    }
    expect((await removeMember(list.id)).error).toBeNull();
    const refused = await member.rpc('list_todo_tasks', { p_list_id: list.id });
    expect(refused.status).toBe(403);
    expect(refused.error?.hint).toBe('todo_list_unavailable');
    const stranger = (await signInAsGuest(backend)).client;
    const other = await stranger.rpc('list_todo_tasks', { p_list_id: list.id });
    expect(other.error?.hint).toBe('todo_list_unavailable');
    expect((await anon.rpc('list_todo_tasks', { p_list_id: list.id })).error).not.toBeNull();
  });
});

describe('removal', () => {
  it('a removed member cannot join again through the same link; a new link lets them', async () => {
    const list = await teamList();
    expect((await removeMember(list.id)).error).toBeNull();
    const again = await member.rpc('join_todo_list', {
      p_edit_share_id: list.edit,
      p_display_name: '木村',
    });
    expect(again.error?.hint).toBe('todo_member_removed');
    expect(again.status).toBe(403);
    const { data: members } = await owner.from('todo_list_members').select().eq('list_id', list.id);
    expect(members).toEqual([]);

    // The owner issues a new link: it lets them in (the owner chose to).
    const fresh = await rpc<string>(owner, 'set_todo_list_edit_link', {
      p_list_id: list.id,
      p_action: 'reissue',
    });
    expect(
      (await member.rpc('join_todo_list', { p_edit_share_id: fresh, p_display_name: '木村' }))
        .error,
    ).toBeNull();
  });

  it('one who left, or whose link was stopped, may come back through a link', async () => {
    const list = await teamList();
    // Leaving is the member's own choice: the same link still works.
    expect(
      (
        await member
          .from('todo_list_members')
          .delete()
          .eq('list_id', list.id)
          .eq('user_id', memberId)
      ).error,
    ).toBeNull();
    expect(
      (await member.rpc('join_todo_list', { p_edit_share_id: list.edit, p_display_name: '木村' }))
        .error,
    ).toBeNull();
    // A stopped link ends everyone's rights; a new one is open to them all.
    await rpc(owner, 'set_todo_list_edit_link', { p_list_id: list.id, p_action: 'stop' });
    const fresh = await rpc<string>(owner, 'set_todo_list_edit_link', {
      p_list_id: list.id,
      p_action: 'share',
    });
    expect(
      (await member.rpc('join_todo_list', { p_edit_share_id: fresh, p_display_name: '木村' }))
        .error,
    ).toBeNull();
  });

  it('nobody reads or writes the removals; deleting the list removes them', async () => {
    const list = await teamList();
    await removeMember(list.id);
    for (const client of [owner, member, anon]) {
      const { data } = await client.from('todo_list_removals').select();
      expect(data ?? []).toEqual([]);
    }
    const service = createTestClient(backend.url, backend.serviceRoleKey);
    const { data: before } = await service
      .from('todo_list_removals')
      .select('user_id')
      .eq('list_id', list.id);
    expect(before).toEqual([{ user_id: memberId }]);
    expect((await owner.from('todo_lists').delete().eq('id', list.id)).error).toBeNull();
    const { data: after } = await service
      .from('todo_list_removals')
      .select()
      .eq('list_id', list.id);
    expect(after).toEqual([]);
  });

  it('a list with members can be deleted', async () => {
    const list = await teamList();
    expect((await owner.from('todo_lists').delete().eq('id', list.id)).error).toBeNull();
  });
});

describe('realtime', () => {
  /** Joins a private topic, recording its events, its statuses and the server's last word. */
  async function listen(client: SupabaseClient, topic: string) {
    const events: string[] = [];
    const statuses: string[] = [];
    const system: unknown[] = [];
    const channel = client
      .channel(topic, { config: { private: true } })
      .on('broadcast', { event: '*' }, (message) => events.push(message.event))
      .on('system', {}, (message: unknown) => system.push(message));
    channels.push({ client, channel });
    const joined = new Promise<string>((resolve) =>
      channel.subscribe((status) => {
        statuses.push(status);
        resolve(status);
      }),
    );
    return { status: await joined, events, statuses, system };
  }

  it('a removed member’s channel is told, then ended by the server; the owner’s goes on', async () => {
    const list = await teamList();
    const memberSide = await listen(member, `todo-list:${list.id}`);
    const ownerSide = await listen(owner, `todo-list:${list.id}`);
    expect(memberSide.status).toBe('SUBSCRIBED');

    expect((await removeMember(list.id)).error).toBeNull();
    await waitUntil(() => memberSide.statuses.includes('CLOSED'));
    // The member heard that the list changed (so the page reads it and learns why), no more.
    expect(memberSide.events).toEqual(['changed', 'access_changed']);
    expect(memberSide.system).toContainEqual(
      expect.objectContaining({
        status: 'error',
        message: `You no longer have permission to read from this Channel topic: todo-list:${list.id}`,
      }),
    );

    await owner.from('todos').insert({ list_id: list.id, title: '削除後のタスク' });
    await waitUntil(() => ownerSide.events.length >= 3);
    await sleep(300);
    expect(ownerSide.events).toEqual(['changed', 'access_changed', 'changed']);
    expect(memberSide.events).toEqual(['changed', 'access_changed']);
  });

  it('a stopped edit link ends the channels of those who joined through it', async () => {
    const list = await teamList();
    const memberSide = await listen(member, `todo-list:${list.id}`);
    await rpc(owner, 'set_todo_list_edit_link', { p_list_id: list.id, p_action: 'stop' });
    await waitUntil(() => memberSide.statuses.includes('CLOSED'));
    const heard = [...memberSide.events];
    expect(heard.at(-1)).toBe('access_changed');
    await owner.from('todos').insert({ list_id: list.id, title: '停止後のタスク' });
    await sleep(300);
    expect(memberSide.events).toEqual(heard);
  });
});
