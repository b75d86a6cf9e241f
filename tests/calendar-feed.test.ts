import ICAL from 'ical.js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { useCallers } from './helpers/callers.ts';

/**
 * The calendar feed as a calendar meets it: the local backend serves the calendar-feed function
 * (the one deployed to Supabase); the file parses with ical.js, one event per dated task and
 * decided poll with stable UIDs (a change updates the same UID), another person's private list
 * never shows, a reissued or revoked address answers 404. And the RLS matrix of the token table
 * and its functions.
 */

const callers = useCallers();

const feedUrl = (token: string) => `${callers.backend.url}/functions/v1/calendar-feed/${token}.ics`;

async function issue(client: SupabaseClient): Promise<string> {
  const { data, error } = await client.rpc('issue_calendar_feed_token');
  if (error) throw new Error(error.message);
  return data as string;
}

async function listOf(client: SupabaseClient): Promise<string> {
  const { data, error } = await client.rpc('ensure_todo_list');
  if (error) throw new Error(error.message);
  return data as string;
}

async function task(client: SupabaseClient, listId: string, title: string, due: string | null) {
  const { data, error } = await client
    .from('todos')
    .insert({ list_id: listId, title, due_date: due })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

/** The feed's events by UID, parsed by ical.js (an independent RFC 5545 reader). */
async function events(token: string) {
  const response = await fetch(feedUrl(token));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return new Map(
    calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return [event.uid, event] as const;
    }),
  );
}

describe('the calendar feed', () => {
  it('lists the user’s dated open tasks and decided polls, and updates in place', async () => {
    const listId = await listOf(callers.owner);
    const dated = await task(callers.owner, listId, '見積書を送る', '2030-12-10');
    await task(callers.owner, listId, '期限なし', null);
    const done = await task(callers.owner, listId, '済んだこと', '2030-12-11');
    await callers.owner.from('todos').update({ completed: true }).eq('id', done);
    // Another person's private list: never in this feed.
    const otherList = await listOf(callers.other);
    const secret = await task(callers.other, otherList, '他人の秘密', '2030-12-12');

    const { data: poll } = await callers.owner
      .from('schedules')
      .insert({ user_id: callers.ownerId, title: '忘年会' })
      .select('id')
      .single();
    const pollId = (poll as { id: string }).id;
    const { data: option } = await callers.owner
      .from('schedule_options')
      .insert({
        schedule_id: pollId,
        kind: 'time',
        date_time: '2030-12-20T18:30:00+09:00',
        end_time: '2030-12-20T21:00:00+09:00',
        label: '本社3F',
      })
      .select('id')
      .single();
    await callers.service
      .from('schedules')
      .update({ decided_option_id: (option as { id: string }).id })
      .eq('id', pollId);

    const token = await issue(callers.owner);
    const first = await events(token);
    expect([...first.keys()].sort()).toEqual(
      [`todo-${dated}@office-toolbox`, `${pollId}@office-toolbox`].sort(),
    );
    expect([...first.keys()]).not.toContain(`todo-${secret}@office-toolbox`);
    const taskEvent = first.get(`todo-${dated}@office-toolbox`)!;
    expect(taskEvent.summary).toBe('見積書を送る');
    expect(taskEvent.startDate.toString()).toBe('2030-12-10');
    expect(taskEvent.startDate.isDate).toBe(true);
    const pollEvent = first.get(`${pollId}@office-toolbox`)!;
    expect(pollEvent.summary).toBe('忘年会');
    expect(pollEvent.location).toBe('本社3F');
    expect(pollEvent.startDate.toJSDate().toISOString()).toBe('2030-12-20T09:30:00.000Z');
    expect(pollEvent.endDate.toJSDate().toISOString()).toBe('2030-12-20T12:00:00.000Z');

    // A change: the same UID, the new title and date; nothing added.
    await callers.owner
      .from('todos')
      .update({ title: '見積書を再送する', due_date: '2030-12-13' })
      .eq('id', dated);
    const second = await events(token);
    expect(second.size).toBe(2);
    expect(second.get(`todo-${dated}@office-toolbox`)?.summary).toBe('見積書を再送する');
    expect(second.get(`todo-${dated}@office-toolbox`)?.startDate.toString()).toBe('2030-12-13');

    // The calendar's next poll with the ETag: 304 while nothing changed.
    const again = await fetch(feedUrl(token));
    const etag = again.headers.get('etag') ?? '';
    await again.arrayBuffer();
    // Asked again in a later second (a calendar asks an hour later): the feed's text must not
    // carry the moment it is written (it did, as every event's DTSTAMP, and every second made a
    // new ETag).
    const askedIn = Math.floor(Date.now() / 1000);
    while (Math.floor(Date.now() / 1000) === askedIn) await new Promise((r) => setTimeout(r, 50));
    const unchanged = await fetch(feedUrl(token), { headers: { 'If-None-Match': etag } });
    expect(unchanged.status).toBe(304);
  });

  it('a member sees the lists they joined; a reissued or revoked address answers 404', async () => {
    const otherList = await listOf(callers.other);
    const shared = await task(callers.other, otherList, '共有リストの仕事', '2030-12-15');
    await callers.service.from('todo_list_members').insert({
      list_id: otherList,
      user_id: callers.guestId,
      display_name: 'ゲスト',
      via: 'link',
    });
    const old = await issue(callers.guest);
    expect([...(await events(old)).keys()]).toContain(`todo-${shared}@office-toolbox`);

    const fresh = await issue(callers.guest);
    expect(fresh).not.toBe(old);
    expect((await fetch(feedUrl(old))).status).toBe(404);
    expect((await fetch(feedUrl(fresh))).status).toBe(200);
    const { error } = await callers.guest.rpc('revoke_calendar_feed_token');
    expect(error).toBeNull();
    const revoked = await fetch(feedUrl(fresh));
    expect(revoked.status).toBe(404);
    expect(await revoked.text()).toBe('');
    expect((await fetch(feedUrl('not-a-token'))).status).toBe(404);
  });

  it('RLS: each user reads only their own address; nobody but the service role reads a feed', async () => {
    const token = await issue(callers.owner);
    const own = await callers.owner.from('calendar_feed_tokens').select('token');
    expect(own.data).toEqual([{ token }]);
    for (const client of [callers.other, callers.guest, callers.anon]) {
      const read = await client.from('calendar_feed_tokens').select('token').eq('token', token);
      expect(read.data ?? []).toEqual([]);
      const items = await client.rpc('calendar_feed_items', { p_token: token });
      expect(items.error).not.toBeNull();
    }
    // Nobody writes the table directly, not even for themselves.
    const inserted = await callers.other
      .from('calendar_feed_tokens')
      .insert({ user_id: callers.otherId, token: 'x'.repeat(30) });
    expect(inserted.error).not.toBeNull();
    const changed = await callers.owner
      .from('calendar_feed_tokens')
      .update({ token: 'y'.repeat(30) })
      .eq('user_id', callers.ownerId);
    expect(changed.error).not.toBeNull();
    expect((await callers.anon.rpc('issue_calendar_feed_token')).error).not.toBeNull();
    // Another user's revoke stops only their own.
    await callers.other.rpc('revoke_calendar_feed_token');
    expect((await fetch(feedUrl(token))).status).toBe(200);
  });
});
