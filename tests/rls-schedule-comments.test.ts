import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { useCallers } from './helpers/callers.ts';

/**
 * The poll comment thread: written and read by anyone holding the link (the share functions),
 * read and deleted by the poll's owner through the table, nothing for anyone else; the limits
 * hold whatever a page does.
 */

const callers = useCallers();

interface Poll {
  id: string;
  share_id: string;
}

async function pollOf(client: SupabaseClient, userId: string): Promise<Poll> {
  const { data, error } = await client
    .from('schedules')
    .insert({ user_id: userId, title: 'poll' })
    .select('id,share_id')
    .single();
  if (error) throw new Error(error.message);
  return data as Poll;
}

function comment(client: SupabaseClient, poll: Poll, body = 'よろしくお願いします', name = '佐藤') {
  return client.rpc('add_schedule_comment', {
    p_share_id: poll.share_id,
    p_author_name: name,
    p_body: body,
  });
}

async function thread(client: SupabaseClient, poll: Poll) {
  const { data, error } = await client.rpc('get_schedule_comments', { p_share_id: poll.share_id });
  if (error) throw new Error(error.message);
  return data as { id: string; author_name: string; body: string; created_at: string }[];
}

describe('schedule comments', () => {
  it('a link visitor (anon key), a guest and another user write and read through the link', async () => {
    const poll = await pollOf(callers.owner, callers.ownerId);
    for (const [client, name] of [
      [callers.anon, '来訪者'],
      [callers.guest, 'ゲスト'],
      [callers.other, '他の方'],
    ] as const) {
      const { error } = await comment(client, poll, `  ${name}です\n`, ` ${name} `);
      expect(error).toBeNull();
    }
    const rows = await thread(callers.anon, poll);
    expect(rows.map((row) => [row.author_name, row.body])).toEqual([
      ['来訪者', '来訪者です'],
      ['ゲスト', 'ゲストです'],
      ['他の方', '他の方です'],
    ]);
    // No account id or poll id reaches the link's visitors.
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['author_name', 'body', 'created_at', 'id']);
  });

  it('the table: the owner reads and deletes; another user, a guest and the anon key neither', async () => {
    const poll = await pollOf(callers.owner, callers.ownerId);
    await comment(callers.anon, poll, 'one');
    const [row] = await thread(callers.anon, poll);
    const id = row?.id ?? '';
    for (const client of [callers.other, callers.guest, callers.anon]) {
      const read = await client.from('schedule_comments').select('id').eq('id', id);
      expect(read.data ?? []).toEqual([]);
      await client.from('schedule_comments').delete().eq('id', id);
      const inserted = await client
        .from('schedule_comments')
        .insert({ schedule_id: poll.id, author_name: 'x', body: 'x' });
      expect(inserted.error).not.toBeNull();
      const changed = await client.from('schedule_comments').update({ body: 'y' }).eq('id', id);
      expect(changed.error).not.toBeNull();
    }
    expect(await thread(callers.anon, poll)).toHaveLength(1);
    const own = await callers.owner.from('schedule_comments').select('id,body').eq('id', id);
    expect(own.data).toEqual([{ id, body: 'one' }]);
    // The owner cannot rewrite what a respondent wrote, nor add rows by hand.
    const changed = await callers.owner
      .from('schedule_comments')
      .update({ body: 'y' })
      .eq('id', id);
    expect(changed.error).not.toBeNull();
    const inserted = await callers.owner
      .from('schedule_comments')
      .insert({ schedule_id: poll.id, author_name: 'x', body: 'x' });
    expect(inserted.error).not.toBeNull();
    const removed = await callers.owner
      .from('schedule_comments')
      .delete()
      .eq('id', id)
      .select('id');
    expect(removed.data).toEqual([{ id }]);
    expect(await thread(callers.anon, poll)).toEqual([]);
  });

  it('a guest owns its poll’s thread as an account does', async () => {
    const poll = await pollOf(callers.guest, callers.guestId);
    await comment(callers.anon, poll, 'guest poll');
    const rows = await callers.guest.from('schedule_comments').select('body');
    expect(rows.data).toEqual([{ body: 'guest poll' }]);
    expect(
      (await callers.owner.from('schedule_comments').select('body').eq('schedule_id', poll.id))
        .data,
    ).toEqual([]);
  });

  it('refuses an unknown link, empty or long text, and control characters', async () => {
    const poll = await pollOf(callers.owner, callers.ownerId);
    const unknown = await callers.anon.rpc('add_schedule_comment', {
      p_share_id: 'no-such-link',
      p_author_name: 'a',
      p_body: 'b',
    });
    expect(unknown.status).toBe(404);
    expect((await comment(callers.anon, poll, '   ')).error?.message).toMatch(/text is required/);
    expect((await comment(callers.anon, poll, 'x', '　')).error?.message).toMatch(
      /name is required/,
    );
    expect((await comment(callers.anon, poll, 'x'.repeat(1001))).error?.message).toMatch(
      /too long/,
    );
    expect((await comment(callers.anon, poll, 'x', 'y'.repeat(101))).error?.message).toMatch(
      /too long/,
    );
    expect((await comment(callers.anon, poll, 'bell\u0007')).error?.message).toMatch(/control/);
    expect((await comment(callers.anon, poll, '一行目\n二行目\tタブ')).error).toBeNull();
    expect(await thread(callers.anon, poll)).toHaveLength(1);
    expect(await thread(callers.anon, { id: '', share_id: 'no-such-link' })).toEqual([]);
  });

  it('takes at most 30 comments a poll in ten minutes (HTTP 429)', async () => {
    const poll = await pollOf(callers.owner, callers.ownerId);
    const rows = Array.from({ length: 30 }, (_, i) => ({
      schedule_id: poll.id,
      author_name: 'bot',
      body: `c${i}`,
    }));
    const seeded = await callers.service.from('schedule_comments').insert(rows);
    expect(seeded.error).toBeNull();
    const refused = await comment(callers.anon, poll, 'one more');
    expect(refused.status).toBe(429);
    expect(refused.error?.hint).toBe('poll_comment_rate_limited');
    // Older comments no longer count.
    await callers.service
      .from('schedule_comments')
      .update({ created_at: new Date(Date.now() - 11 * 60_000).toISOString() })
      .eq('schedule_id', poll.id);
    expect((await comment(callers.anon, poll, 'later')).error).toBeNull();
  });
});
