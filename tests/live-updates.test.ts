import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import {
  createTestClient,
  signInAsGuest,
  signUpNewUser,
  startTestBackend,
} from './helpers/backend.ts';
import { sleep, subscribe, waitUntil } from './helpers/realtime.ts';

/**
 * Live updates of to-do lists and polls, with the real realtime-js client against the local
 * Realtime service: who may join each topic (RLS on realtime.messages, the live-updates
 * migration), which writes reach which topics, and that a stopped link's stream ends.
 */

let backend: RunningBackend;
let owner: SupabaseClient;
let member: SupabaseClient;
let other: SupabaseClient;
const channels: { client: SupabaseClient; channel: RealtimeChannel }[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  const [ownerUser, memberGuest, otherUser] = await Promise.all([
    signUpNewUser(backend, { fullName: '佐藤 花子' }),
    signInAsGuest(backend),
    signUpNewUser(backend),
  ]);
  owner = ownerUser.client;
  member = memberGuest.client;
  other = otherUser.client;
  // The signed-in clients' realtime connections use their access tokens.
  for (const [client, token] of [
    [owner, ownerUser.accessToken],
    [member, memberGuest.accessToken],
    [other, otherUser.accessToken],
  ] as const)
    await client.realtime.setAuth(token);
});
afterEach(async () => {
  for (const { client, channel } of channels.splice(0)) await client.removeChannel(channel);
});
afterAll(async () => {
  await backend?.close();
});

/**
 * Joins a private topic; resolves with its outcome and the events received from then on. A
 * client keeps one channel per topic, so a topic joined before is left first.
 */
async function listen(client: SupabaseClient, topic: string) {
  for (const old of channels.filter(
    (one) => one.client === client && one.channel.subTopic === topic,
  )) {
    await client.removeChannel(old.channel);
    channels.splice(channels.indexOf(old), 1);
  }
  const events: string[] = [];
  const channel = client
    .channel(topic, { config: { private: true } })
    .on('broadcast', { event: '*' }, (message) => events.push(message.event));
  channels.push({ client, channel });
  const { status } = await subscribe(channel, 5000);
  return { status, events };
}

async function rpc<T>(client: SupabaseClient, name: string, args: Record<string, unknown> = {}) {
  const { data, error } = await client.rpc(name, args);
  if (error) throw error;
  return data as T;
}

async function teamList() {
  const { data, error } = await owner
    .from('todo_lists')
    .insert({ name: 'チーム' })
    .select()
    .single();
  if (error) throw error;
  const id = (data as { id: string }).id;
  const edit = await rpc<string>(owner, 'set_todo_list_edit_link', {
    p_list_id: id,
    p_action: 'share',
  });
  const view = await rpc<string>(owner, 'set_todo_list_sharing', {
    p_list_id: id,
    p_action: 'share',
  });
  await rpc(member, 'join_todo_list', { p_edit_share_id: edit, p_display_name: '田中' });
  return { id, edit, view };
}

describe('to-do list topics', () => {
  it('the owner and members join the list topic; others, guests and the anon key do not', async () => {
    const list = await teamList();
    const anon = createTestClient(backend.url, backend.anonKey);
    const stranger = (await signInAsGuest(backend)).client;
    expect((await listen(owner, `todo-list:${list.id}`)).status).toBe('SUBSCRIBED');
    expect((await listen(member, `todo-list:${list.id}`)).status).toBe('SUBSCRIBED');
    for (const client of [other, stranger, anon])
      expect((await listen(client, `todo-list:${list.id}`)).status).toBe('CHANNEL_ERROR');
    // The view link's topic takes its share id; a made-up one, or the list's id, is refused.
    expect((await listen(anon, `todo-share:${list.view}`)).status).toBe('SUBSCRIBED');
    expect((await listen(anon, 'todo-share:not-a-link')).status).toBe('CHANNEL_ERROR');
    expect((await listen(anon, `todo-share:${list.id}`)).status).toBe('CHANNEL_ERROR');
    expect((await listen(anon, `todo-share:${list.edit}`)).status).toBe('CHANNEL_ERROR');
  });

  it('a member’s change reaches the owner and the view link once per request', async () => {
    const list = await teamList();
    const ownerSide = await listen(owner, `todo-list:${list.id}`);
    const visitor = await listen(
      createTestClient(backend.url, backend.anonKey),
      `todo-share:${list.view}`,
    );
    const rows = ['一', '二', '三'].map((title) => ({ list_id: list.id, title }));
    expect((await member.from('todos').insert(rows)).error).toBeNull();
    await waitUntil(() => ownerSide.events.length >= 1 && visitor.events.length >= 1);
    await sleep(200);
    // Three tasks in one request: one message on each topic.
    expect(ownerSide.events).toEqual(['changed']);
    expect(visitor.events).toEqual(['changed']);
  });

  it('a stopped view link says so on its topic, then stays silent and refuses new joins', async () => {
    const list = await teamList();
    const anon = createTestClient(backend.url, backend.anonKey);
    const visitor = await listen(anon, `todo-share:${list.view}`);
    await rpc(owner, 'set_todo_list_sharing', { p_list_id: list.id, p_action: 'stop' });
    await waitUntil(() => visitor.events.includes('stopped'));
    await owner.from('todos').insert({ list_id: list.id, title: 'after the stop' });
    await sleep(300);
    expect(visitor.events).toEqual(['stopped']);
    expect((await listen(anon, `todo-share:${list.view}`)).status).toBe('CHANNEL_ERROR');
  });

  it('a stopped edit link ends a link member’s stream: new joins are refused', async () => {
    const list = await teamList();
    const memberSide = await listen(member, `todo-list:${list.id}`);
    await rpc(owner, 'set_todo_list_edit_link', { p_list_id: list.id, p_action: 'stop' });
    // Told that the list changed (their rights did), so the page reads it and finds nothing.
    await waitUntil(() => memberSide.events.includes('changed'));
    expect((await member.from('todos').select().eq('list_id', list.id)).data).toEqual([]);
    expect((await listen(member, `todo-list:${list.id}`)).status).toBe('CHANNEL_ERROR');
  });
});

describe('poll topics', () => {
  it('an answer reaches the owner and the poll link; others cannot join', async () => {
    const { data: poll, error } = await owner
      .from('schedules')
      .insert({ title: '定例会議' })
      .select('id, share_id')
      .single();
    if (error) throw error;
    const { id, share_id: shareId } = poll as { id: string; share_id: string };
    const { data: option } = await owner
      .from('schedule_options')
      .insert({ schedule_id: id, date_time: '2026-12-01T05:00:00Z' })
      .select('id')
      .single();
    const anon = createTestClient(backend.url, backend.anonKey);
    const ownerSide = await listen(owner, `poll:${id}`);
    const visitor = await listen(anon, `poll-share:${shareId}`);
    expect((await listen(other, `poll:${id}`)).status).toBe('CHANNEL_ERROR');
    expect((await listen(anon, `poll:${id}`)).status).toBe('CHANNEL_ERROR');

    await rpc(anon, 'submit_schedule_answer', {
      p_share_id: shareId,
      p_respondent_name: '田中',
      p_respondent_email: '',
      p_comment: '',
      p_answers: [{ option_id: (option as { id: string }).id, availability: 'yes' }],
      p_respondent_key: crypto.randomUUID(),
    });
    await waitUntil(() => ownerSide.events.length > 0 && visitor.events.length > 0);
    expect(ownerSide.events[0]).toBe('changed');
    expect(visitor.events[0]).toBe('changed');
  });
});
