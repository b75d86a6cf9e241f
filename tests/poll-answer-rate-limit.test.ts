import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import { createTestClient, signUpNewUser, startTestBackend } from './helpers/backend.ts';
import { answer, pollOf, type Poll } from './helpers/mailFixtures.ts';

/**
 * The database's limit on answers a poll takes (supabase/migrations/…_poll_answer_rate_limit):
 * 200 new respondents a poll in one clock hour, then PostgREST's 429 (SQLSTATE PT429, hint
 * poll_answer_rate_limited). A respondent replacing their own answer is not counted. The
 * backend's per-IP limits are off here (the test helper's default), so only this one applies.
 */

let backend: RunningBackend;
let visitor: SupabaseClient;
let poll: Poll;
let otherPoll: Poll;

beforeAll(async () => {
  backend = await startTestBackend();
  const owner = await signUpNewUser(backend);
  [poll, otherPoll] = await Promise.all([
    pollOf(owner.client, owner.user.id, '全社説明会'),
    pollOf(owner.client, owner.user.id, '定例会議'),
  ]);
  // A share-link visitor: the anon key and the poll's share id, no account.
  visitor = createTestClient(backend.url, backend.anonKey);
}, 180_000);
afterAll(async () => {
  await backend?.close();
});

const submit = (target: Poll, name: string, key: string) =>
  visitor.rpc('submit_schedule_answer', {
    p_share_id: target.share_id,
    p_respondent_name: name,
    p_respondent_email: null,
    p_comment: null,
    p_answers: target.options.map((option) => ({ option_id: option.id, availability: 'maybe' })),
    p_respondent_key: key,
  });

async function counted(target: Poll): Promise<number | null> {
  const { rows } = await backend.database.query(
    'select answers from public.schedule_answer_counts where schedule_id = $1',
    [target.id],
  );
  return rows[0] ? Number(rows[0].answers) : null;
}

async function respondents(target: Poll): Promise<number> {
  const { rows } = await backend.database.query(
    'select count(distinct respondent_id)::int as n from public.schedule_answers where schedule_id = $1',
    [target.id],
  );
  return Number(rows[0]?.n ?? 0);
}

const key = (n: number) => `respondent-key-${String(n).padStart(4, '0')}`;

describe('answers per poll per hour', () => {
  it('takes 200 answers, refuses the 201st with 429 (PT429), and counts no replaced answer', async () => {
    const ids: string[] = [];
    for (let n = 1; n <= 200; n++)
      ids.push(await answer(visitor, poll, { name: `回答者${n}`, key: key(n) }));
    expect(await counted(poll)).toBe(200);

    const refused = await submit(poll, '回答者201', key(201));
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'PT429', hint: 'poll_answer_rate_limited' });
    expect(await respondents(poll)).toBe(200);

    // Respondent 1 changes their answer (the same key: delete and insert of one set).
    const edited = await submit(poll, '回答者1（修正）', key(1));
    expect(edited.error).toBeNull();
    expect(await counted(poll)).toBe(200);
    expect(await respondents(poll)).toBe(200);
    const { rows } = await backend.database.query(
      'select distinct respondent_name from public.schedule_answers where respondent_key_hash = encode(sha256(convert_to($1, $2)), $3)',
      [key(1), 'UTF8', 'hex'],
    );
    expect(rows).toEqual([{ respondent_name: '回答者1（修正）' }]);

    // Respondent 2's answer changed by name from another device (save_schedule_answer with
    // their respondent_id and another browser's key): not counted either. A new answer
    // through save_schedule_answer is refused like one through submit_schedule_answer.
    const save = (respondentId: string | undefined) =>
      visitor.rpc('save_schedule_answer', {
        p_share_id: poll.share_id,
        p_respondent_name: respondentId ? '回答者2（別端末）' : '回答者202',
        p_respondent_email: '',
        p_comment: '',
        p_answers: poll.options.map((option) => ({ option_id: option.id, availability: 'no' })),
        p_respondent_key: respondentId ? 'another-device-key-0001' : key(202),
        p_respondent_id: respondentId,
      });
    expect((await save(ids[1])).error).toBeNull();
    const refusedSave = await save(undefined);
    expect(refusedSave.status).toBe(429);
    expect(refusedSave.error).toMatchObject({ code: 'PT429', hint: 'poll_answer_rate_limited' });
    expect(await counted(poll)).toBe(200);
    expect(await respondents(poll)).toBe(200);

    // Another poll of the same owner still takes answers.
    expect((await submit(otherPoll, '別の会議の回答者', key(1))).error).toBeNull();
    expect(await counted(otherPoll)).toBe(1);
  }, 180_000);

  it('opens again in the next hour: the bucket is per clock hour', async () => {
    await backend.database.query(
      `update public.schedule_answer_counts set window_start = window_start - interval '1 hour'
       where schedule_id = $1`,
      [poll.id],
    );
    expect((await submit(poll, '回答者201', key(201))).error).toBeNull();
    expect(await counted(poll)).toBe(1);
  });
});
