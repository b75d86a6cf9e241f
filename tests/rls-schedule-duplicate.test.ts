import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { useCallers } from './helpers/callers.ts';

/**
 * Duplicating a poll (duplicate_schedule): the owner (an account or a guest) copies their own
 * poll, its settings and its candidates moved by whole weeks, in one transaction; another user,
 * a guest and the anon key cannot copy someone else's poll, and nothing that stays behind
 * (answers, comments, decision, link) is copied.
 */

const callers = useCallers();

interface Poll {
  id: string;
  share_id: string;
}

async function pollOf(client: SupabaseClient, userId: string): Promise<Poll> {
  const { data, error } = await client
    .from('schedules')
    .insert({ user_id: userId, title: '定例会議', description: '毎週の定例です' })
    .select('id,share_id')
    .single();
  if (error) throw new Error(error.message);
  const options = await client.from('schedule_options').insert([
    {
      schedule_id: data.id,
      kind: 'time',
      date_time: '2030-12-31T14:00:00+09:00',
      end_time: '2030-12-31T15:30:00+09:00',
      label: '本社3F',
    },
    { schedule_id: data.id, kind: 'all_day', date_time: '2031-02-26T00:00:00+09:00' },
    { schedule_id: data.id, kind: 'text', date_time: null, label: '来月のどこか' },
  ]);
  if (options.error) throw new Error(options.error.message);
  return data as Poll;
}

const duplicate = (client: SupabaseClient, id: string, weeks = 1, title = '') =>
  client.rpc('duplicate_schedule', { p_schedule_id: id, p_title: title, p_weeks: weeks });

async function stored(id: string) {
  const { data: poll } = await callers.service.from('schedules').select().eq('id', id).single();
  const { data: options } = await callers.service
    .from('schedule_options')
    .select('kind,date_time,end_time,label')
    .eq('schedule_id', id)
    .order('date_time', { nullsFirst: false });
  return { poll: poll as Record<string, unknown>, options: options ?? [] };
}

describe('duplicate_schedule', () => {
  it('copies the owner’s poll with its settings, candidates a week later, and nothing else', async () => {
    const source = await pollOf(callers.owner, callers.ownerId);
    const deadline = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await callers.service
      .from('schedules')
      .update({ respondent_only_edits: true, answer_deadline: deadline })
      .eq('id', source.id);
    const off = await callers.owner
      .from('schedule_mail_settings')
      .insert({ schedule_id: source.id, answers_mail: false });
    expect(off.error).toBeNull();
    await callers.anon.rpc('add_schedule_comment', {
      p_share_id: source.share_id,
      p_author_name: '田中',
      p_body: 'よろしくお願いします',
    });
    const { data: copyId, error } = await duplicate(
      callers.owner,
      source.id,
      1,
      ' 定例会議（12月） ',
    );
    expect(error).toBeNull();
    const copy = await stored(copyId as string);
    expect(copy.poll).toMatchObject({
      user_id: callers.ownerId,
      title: '定例会議（12月）',
      description: '毎週の定例です',
      respondent_only_edits: true,
      decided_option_id: null,
    });
    expect(copy.poll.share_id).not.toBe(source.share_id);
    expect(Date.parse(copy.poll.answer_deadline as string)).toBe(
      Date.parse(deadline) + 7 * 86_400_000,
    );
    expect(
      copy.options.map((o) => [
        o.kind,
        o.date_time && new Date(o.date_time).toISOString(),
        o.end_time && new Date(o.end_time).toISOString(),
        o.label,
      ]),
    ).toEqual([
      // Across the year's end, and onto a leap-free March: weekday and clock time kept.
      ['time', '2031-01-07T05:00:00.000Z', '2031-01-07T06:30:00.000Z', '本社3F'],
      ['all_day', '2031-03-04T15:00:00.000Z', null, null],
      ['text', null, null, '来月のどこか'],
    ]);
    const mail = await callers.owner
      .from('schedule_mail_settings')
      .select('answers_mail')
      .eq('schedule_id', copyId as string);
    expect(mail.data).toEqual([{ answers_mail: false }]);
    const comments = await callers.anon.rpc('get_schedule_comments', {
      p_share_id: copy.poll.share_id as string,
    });
    expect(comments.data).toEqual([]);
  });

  it('an empty title keeps the source’s; a deadline moved into the past is dropped', async () => {
    const source = await pollOf(callers.guest, callers.guestId);
    await callers.service
      .from('schedules')
      .update({ answer_deadline: new Date(Date.now() - 30 * 86_400_000).toISOString() })
      .eq('id', source.id);
    const { data: copyId, error } = await duplicate(callers.guest, source.id, 2);
    expect(error).toBeNull();
    const copy = await stored(copyId as string);
    expect(copy.poll).toMatchObject({
      user_id: callers.guestId,
      title: '定例会議',
      answer_deadline: null,
    });
    expect(copy.options).toHaveLength(3);
  });

  it('another user, a guest and the anon key cannot copy the owner’s poll', async () => {
    const source = await pollOf(callers.owner, callers.ownerId);
    for (const client of [callers.other, callers.guest]) {
      const refused = await duplicate(client, source.id);
      expect(refused.status).toBe(404);
    }
    const anon = await duplicate(callers.anon, source.id);
    expect(anon.error).not.toBeNull();
    expect([401, 403, 404]).toContain(anon.status);
    const { count } = await callers.service
      .from('schedules')
      .select('id', { count: 'exact', head: true })
      .eq('title', '定例会議')
      .neq('user_id', callers.ownerId)
      .neq('user_id', callers.guestId);
    expect(count).toBe(0);
  });

  it('refuses weeks outside 0 to 52 and an overlong title, copying nothing', async () => {
    const source = await pollOf(callers.owner, callers.ownerId);
    const before = await callers.owner
      .from('schedules')
      .select('id', { count: 'exact', head: true });
    for (const [weeks, title] of [
      [-1, ''],
      [53, ''],
      [1, 'x'.repeat(201)],
    ] as const) {
      const refused = await duplicate(callers.owner, source.id, weeks, title);
      expect(refused.error?.code).toBe('22023');
    }
    const after = await callers.owner
      .from('schedules')
      .select('id', { count: 'exact', head: true });
    expect(after.count).toBe(before.count);
  });
});
