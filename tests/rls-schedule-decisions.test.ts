import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { useCallers } from './helpers/callers.ts';

/**
 * The poll's end times, answer deadline and decision: who may read and write each new column,
 * what the share functions show and refuse. The database decides, whatever a page does.
 */

const callers = useCallers();

interface Poll {
  id: string;
  share_id: string;
  options: { id: string }[];
}

async function pollOf(client: SupabaseClient, userId: string, title = 'poll'): Promise<Poll> {
  const { data: schedule, error } = await client
    .from('schedules')
    .insert({ user_id: userId, title })
    .select('id,share_id')
    .single();
  if (error) throw new Error(error.message);
  const { data: options, error: optionError } = await client
    .from('schedule_options')
    .insert([
      {
        schedule_id: schedule.id,
        date_time: '2030-12-01T14:00:00+09:00',
        end_time: '2030-12-01T15:30:00+09:00',
        label: '本社3F',
      },
      { schedule_id: schedule.id, date_time: '2030-12-02T10:00:00+09:00' },
    ])
    .select('id');
  if (optionError) throw new Error(optionError.message);
  return { ...(schedule as { id: string; share_id: string }), options: options ?? [] };
}

function answer(client: SupabaseClient, poll: Poll, name = '佐藤', key?: string) {
  return client.rpc('submit_schedule_answer', {
    p_share_id: poll.share_id,
    p_respondent_name: name,
    p_respondent_email: null,
    p_comment: null,
    p_answers: poll.options.map((option) => ({ option_id: option.id, availability: 'yes' })),
    p_respondent_key: key ?? null,
  });
}

async function storedSchedule(id: string) {
  const { data } = await callers.service.from('schedules').select().eq('id', id).single();
  return data as Record<string, unknown>;
}

async function answerCount(poll: Poll) {
  const { count } = await callers.service
    .from('schedule_answers')
    .select('id', { count: 'exact', head: true })
    .eq('schedule_id', poll.id);
  return count;
}

describe('option end times', () => {
  it('owners and guests write and read them; others and the anon key neither', async () => {
    for (const [client, id] of [
      [callers.owner, callers.ownerId],
      [callers.guest, callers.guestId],
    ] as const) {
      const poll = await pollOf(client, id);
      const { data } = await client
        .from('schedule_options')
        .select('end_time')
        .eq('id', poll.options[0]?.id ?? '')
        .single();
      expect(Date.parse((data as { end_time: string }).end_time)).toBe(
        Date.parse('2030-12-01T15:30:00+09:00'),
      );
      const changed = await client
        .from('schedule_options')
        .update({ end_time: '2030-12-01T16:00:00+09:00' })
        .eq('id', poll.options[0]?.id ?? '')
        .select('end_time');
      expect(changed.error).toBeNull();
      expect(changed.data).toHaveLength(1);
    }
    const poll = await pollOf(callers.owner, callers.ownerId);
    const optionId = poll.options[0]?.id ?? '';
    for (const intruder of [callers.other, callers.anon]) {
      const read = await intruder.from('schedule_options').select('end_time').eq('id', optionId);
      expect(read.data ?? []).toEqual([]);
      const write = await intruder
        .from('schedule_options')
        .update({ end_time: '2030-12-01T20:00:00+09:00' })
        .eq('id', optionId)
        .select();
      expect(write.data ?? []).toEqual([]);
    }
    const { data } = await callers.service
      .from('schedule_options')
      .select('end_time')
      .eq('id', optionId);
    expect(Date.parse((data?.[0] as { end_time: string }).end_time)).toBe(
      Date.parse('2030-12-01T15:30:00+09:00'),
    );
  });

  it('an end time before the start is refused by the database', async () => {
    const poll = await pollOf(callers.owner, callers.ownerId);
    const { error } = await callers.owner
      .from('schedule_options')
      .update({ end_time: '2030-12-01T13:00:00+09:00' })
      .eq('id', poll.options[0]?.id ?? '');
    expect(error?.code).toBe('23514');
  });
});

describe('decision', () => {
  it('only the owner (or guest owner) decides; others and the anon key change nothing', async () => {
    for (const [client, id] of [
      [callers.owner, callers.ownerId],
      [callers.guest, callers.guestId],
    ] as const) {
      const poll = await pollOf(client, id);
      const decided = await client
        .from('schedules')
        .update({ decided_option_id: poll.options[1]?.id })
        .eq('id', poll.id)
        .select('decided_option_id,decided_at');
      expect(decided.error).toBeNull();
      expect(decided.data?.[0]?.decided_option_id).toBe(poll.options[1]?.id);
      expect(decided.data?.[0]?.decided_at).toEqual(expect.any(String));
    }
    const poll = await pollOf(callers.owner, callers.ownerId);
    for (const intruder of [callers.other, callers.anon]) {
      const { data } = await intruder
        .from('schedules')
        .update({ decided_option_id: poll.options[0]?.id })
        .eq('id', poll.id)
        .select();
      expect(data ?? []).toEqual([]);
    }
    expect((await storedSchedule(poll.id)).decided_option_id).toBeNull();
  });

  it("an option of another poll cannot be decided (the database's foreign key)", async () => {
    const mine = await pollOf(callers.owner, callers.ownerId);
    const theirs = await pollOf(
      callers.other,
      (await callers.other.auth.getUser()).data.user?.id ?? '',
    );
    const { error } = await callers.owner
      .from('schedules')
      .update({ decided_option_id: theirs.options[0]?.id })
      .eq('id', mine.id);
    expect(error?.code).toBe('23503');
    expect((await storedSchedule(mine.id)).decided_option_id).toBeNull();
  });

  it('decided_at is stamped by the database and cannot be written by the owner', async () => {
    const poll = await pollOf(callers.owner, callers.ownerId);
    const { error } = await callers.owner
      .from('schedules')
      .update({ decided_at: '2000-01-01T00:00:00Z' })
      .eq('id', poll.id);
    expect(error?.code).toBe('42501');
  });

  it('the share function shows the decision, closes answers, and undo reopens them', async () => {
    const poll = await pollOf(callers.owner, callers.ownerId);
    expect((await answer(callers.anon, poll, '田中', 'k'.repeat(20))).error).toBeNull();
    await callers.owner
      .from('schedules')
      .update({ decided_option_id: poll.options[0]?.id })
      .eq('id', poll.id);

    const { data } = await callers.anon.rpc('get_shared_schedule', { p_share_id: poll.share_id });
    expect(data).toMatchObject({
      decided_option_id: poll.options[0]?.id,
      closed: true,
      answer_deadline: null,
    });
    expect(data.options[0]).toMatchObject({ label: '本社3F' });
    expect(Date.parse(data.options[0].end_time)).toBe(Date.parse('2030-12-01T15:30:00+09:00'));

    // A visitor calling the API directly, a signed-in visitor and a repeat answer: all refused.
    for (const client of [callers.anon, callers.other, callers.guest]) {
      const refused = await answer(client, poll, '鈴木');
      expect(refused.error?.message).toContain('this poll has been decided');
    }
    const replaced = await answer(callers.anon, poll, '田中（変更）', 'k'.repeat(20));
    expect(replaced.error?.message).toContain('this poll has been decided');
    // The earlier answer set survives the refused replacement (the function rolled back).
    expect(await answerCount(poll)).toBe(2);

    // Removing the decided option undoes the decision, without touching the poll itself.
    await callers.owner
      .from('schedule_options')
      .delete()
      .eq('id', poll.options[0]?.id ?? '');
    const after = await storedSchedule(poll.id);
    expect(after).toMatchObject({ id: poll.id, decided_option_id: null, decided_at: null });
    expect(
      (await answer(callers.anon, { ...poll, options: poll.options.slice(1) })).error,
    ).toBeNull();
  });
});

describe('answer deadline', () => {
  it('only owners set it; a passed deadline closes the poll on the server', async () => {
    const poll = await pollOf(callers.owner, callers.ownerId);
    const soon = new Date(Date.now() + 60_000).toISOString();
    for (const intruder of [callers.other, callers.anon]) {
      const { data } = await intruder
        .from('schedules')
        .update({ answer_deadline: soon })
        .eq('id', poll.id)
        .select();
      expect(data ?? []).toEqual([]);
    }
    expect((await answer(callers.anon, poll)).error).toBeNull();

    // The owner may not set a past deadline (schedule answer editing migration); the service
    // role stands in for time passing.
    const past = new Date(Date.now() - 60_000).toISOString();
    const refused = await callers.owner
      .from('schedules')
      .update({ answer_deadline: past })
      .eq('id', poll.id);
    expect(refused.error?.hint).toBe('deadline_in_past');
    const set = await callers.service
      .from('schedules')
      .update({ answer_deadline: past })
      .eq('id', poll.id)
      .select('answer_deadline');
    expect(set.error).toBeNull();
    const { data } = await callers.anon.rpc('get_shared_schedule', { p_share_id: poll.share_id });
    expect(data).toMatchObject({ closed: true, decided_option_id: null });
    expect(Date.parse(data.answer_deadline)).toBe(Date.parse(past));

    for (const client of [callers.anon, callers.guest, callers.owner]) {
      const refused = await answer(client, poll, '遅刻');
      expect(refused.error?.message).toContain('the answer deadline has passed');
    }
    expect(await answerCount(poll)).toBe(2);

    // A deadline in the future reopens it.
    const future = new Date(Date.now() + 3_600_000).toISOString();
    await callers.owner.from('schedules').update({ answer_deadline: future }).eq('id', poll.id);
    const reopened = await callers.anon.rpc('get_shared_schedule', { p_share_id: poll.share_id });
    expect(reopened.data.closed).toBe(false);
    expect((await answer(callers.anon, poll, '間に合った')).error).toBeNull();
  });

  it('a guest sets a deadline when creating a poll', async () => {
    const { data, error } = await callers.guest
      .from('schedules')
      .insert({
        user_id: callers.guestId,
        title: 'ゲスト',
        answer_deadline: '2031-01-01T09:00:00+09:00',
      })
      .select('answer_deadline')
      .single();
    expect(error).toBeNull();
    expect(Date.parse(data?.answer_deadline ?? '')).toBe(Date.parse('2031-01-01T00:00:00Z'));
  });
});

describe('new functions', () => {
  it('the trigger functions cannot be called through the API', async () => {
    for (const client of [callers.anon, callers.owner, callers.guest]) {
      for (const fn of ['schedule_answers_refuse_when_closed', 'schedules_stamp_decision']) {
        const { error } = await client.rpc(fn);
        expect(error).not.toBeNull();
      }
    }
  });

  it('schedule_answers_closed answers from the database clock for anyone', async () => {
    for (const client of [callers.anon, callers.owner, callers.guest]) {
      const open = await client.rpc('schedule_answers_closed', {
        p_answer_deadline: new Date(Date.now() + 60_000).toISOString(),
        p_decided_option_id: null,
      });
      expect(open.data).toBe(false);
      const late = await client.rpc('schedule_answers_closed', {
        p_answer_deadline: '2000-01-01T00:00:00Z',
        p_decided_option_id: null,
      });
      expect(late.data).toBe(true);
    }
  });

  it('the shared view still hides e-mails, keys and the owner id', async () => {
    const poll = await pollOf(callers.owner, callers.ownerId);
    await callers.anon.rpc('submit_schedule_answer', {
      p_share_id: poll.share_id,
      p_respondent_name: '佐藤',
      p_respondent_email: 'sato@example.com',
      p_comment: null,
      p_answers: [{ option_id: poll.options[0]?.id, availability: 'maybe' }],
      p_respondent_key: 'secret-secret-secret',
    });
    const { data } = await callers.anon.rpc('get_shared_schedule', { p_share_id: poll.share_id });
    const text = JSON.stringify(data);
    expect(text).not.toContain('sato@example.com');
    expect(text).not.toContain('user_id');
    expect(text).not.toContain('key');
    expect(text).not.toContain(callers.ownerId);
  });
});
