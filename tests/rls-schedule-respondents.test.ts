import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestClient } from './helpers/backend.ts';
import { useCallers } from './helpers/callers.ts';

/**
 * The RLS matrix of answers edited together: the edit-code table, the respondent-only setting,
 * the option kind, the new functions, and the edit-code rules, for the owner, another user, a
 * guest, the anon key alone and a share-link visitor (the anon key with the link's share id).
 */

type ActorName = 'owner' | 'other' | 'guest' | 'anon';

const callers = useCallers();
let clients: Record<ActorName, SupabaseClient>;
let ids: Record<'owner' | 'other' | 'guest', string>;
let service: SupabaseClient;
let visitor: SupabaseClient;

const ACTORS: ActorName[] = ['owner', 'other', 'guest', 'anon'];
const VISITOR_KEY = 'visitor-browser-key-0001';

interface Poll {
  id: string;
  share_id: string;
  optionId: string;
}

async function pollOf(actor: 'owner' | 'guest' | 'other', respondentOnly = false): Promise<Poll> {
  const client = clients[actor];
  const { data, error } = await client
    .from('schedules')
    .insert({ user_id: ids[actor], title: 'poll', respondent_only_edits: respondentOnly })
    .select('id,share_id')
    .single();
  if (error) throw new Error(error.message);
  const option = await client
    .from('schedule_options')
    .insert({ schedule_id: data.id, kind: 'all_day', date_time: '2030-12-08T00:00:00+09:00' })
    .select('id')
    .single();
  if (option.error) throw new Error(option.error.message);
  return { ...data, optionId: option.data.id };
}

function save(
  client: SupabaseClient,
  poll: Poll,
  args: { key?: string | null; respondentId?: string; code?: string | null } = {},
) {
  return client.rpc('save_schedule_answer', {
    p_share_id: poll.share_id,
    p_respondent_name: '田中',
    p_respondent_email: 'tanaka@example.com',
    p_comment: 'よろしくお願いします',
    p_answers: [{ option_id: poll.optionId, availability: 'maybe' }],
    p_respondent_key: args.key === undefined ? VISITOR_KEY : args.key,
    p_respondent_id: args.respondentId ?? null,
    p_edit_code: args.code ?? null,
  });
}

/** A poll with 田中's answer from the visitor's browser, and 田中's id and code. */
async function answered(respondentOnly: boolean) {
  const poll = await pollOf('owner', respondentOnly);
  const { data, error } = await save(visitor, poll);
  if (error) throw new Error(error.message);
  return { poll, ...(data as { respondent_id: string; edit_code: string }) };
}

beforeAll(() => {
  clients = {
    owner: callers.owner,
    other: callers.other,
    guest: callers.guest,
    anon: callers.anon,
  };
  ids = { owner: callers.ownerId, other: callers.otherId, guest: callers.guestId };
  service = callers.service;
  visitor = createTestClient(callers.backend.url, callers.backend.anonKey);
});

describe('schedule_answer_codes', () => {
  it.each(ACTORS)(
    '%s: no select, insert, update or delete (not even the poll owner)',
    async (name) => {
      const { poll, respondent_id, edit_code } = await answered(false);
      const client = clients[name];
      const read = await client.from('schedule_answer_codes').select();
      expect(read.error?.code).toBe('42501');
      const insert = await client.from('schedule_answer_codes').insert({
        respondent_id: crypto.randomUUID(),
        schedule_id: poll.id,
        edit_code: 'ABCDEFGH',
      });
      expect(insert.error?.code).toBe('42501');
      const update = await client
        .from('schedule_answer_codes')
        .update({ edit_code: 'ABCDEFGH' })
        .eq('respondent_id', respondent_id);
      expect(update.error?.code).toBe('42501');
      const remove = await client
        .from('schedule_answer_codes')
        .delete()
        .eq('respondent_id', respondent_id);
      expect(remove.error?.code).toBe('42501');
      const { data } = await service
        .from('schedule_answer_codes')
        .select('edit_code,schedule_id')
        .eq('respondent_id', respondent_id)
        .single();
      expect(data).toEqual({ edit_code, schedule_id: poll.id });
    },
  );

  it('never appears in the shared view, for any caller', async () => {
    const { poll, edit_code } = await answered(true);
    for (const client of [...Object.values(clients), visitor]) {
      const { data } = await client.rpc('get_shared_schedule', { p_share_id: poll.share_id });
      const text = JSON.stringify(data);
      expect(text).toContain('田中');
      for (const secret of [edit_code, 'tanaka@example.com', 'edit_code', 'key', ids.owner]) {
        expect(text).not.toContain(secret);
      }
    }
  });
});

describe('schedules.respondent_only_edits and schedule_options.kind', () => {
  it('owners and guests change their own; another user and the anon key change nothing', async () => {
    for (const actor of ['owner', 'guest'] as const) {
      const poll = await pollOf(actor);
      const set = await clients[actor]
        .from('schedules')
        .update({ respondent_only_edits: true })
        .eq('id', poll.id)
        .select('respondent_only_edits');
      expect(set.data).toEqual([{ respondent_only_edits: true }]);
      const kind = await clients[actor]
        .from('schedule_options')
        .update({ kind: 'morning' })
        .eq('id', poll.optionId)
        .select('kind');
      expect(kind.data).toEqual([{ kind: 'morning' }]);
    }
    const poll = await pollOf('owner');
    for (const intruder of [clients.other, clients.anon]) {
      const set = await intruder
        .from('schedules')
        .update({ respondent_only_edits: true })
        .eq('id', poll.id)
        .select();
      expect(set.data ?? []).toEqual([]);
      const read = await intruder
        .from('schedules')
        .select('respondent_only_edits')
        .eq('id', poll.id);
      expect(read.data ?? []).toEqual([]);
      const kind = await intruder
        .from('schedule_options')
        .update({ kind: 'evening' })
        .eq('id', poll.optionId)
        .select();
      expect(kind.data ?? []).toEqual([]);
    }
    const { data } = await service
      .from('schedules')
      .select('respondent_only_edits')
      .eq('id', poll.id);
    expect(data).toEqual([{ respondent_only_edits: false }]);
    const shared = await visitor.rpc('get_shared_schedule', { p_share_id: poll.share_id });
    expect(shared.data).toMatchObject({ respondent_only_edits: false });
    expect(shared.data.options[0]).toMatchObject({ kind: 'all_day' });
  });

  it('a deadline already past: refused to owners and guests; others cannot touch it', async () => {
    const past = new Date(Date.now() - 1000).toISOString();
    for (const actor of ['owner', 'guest'] as const) {
      const poll = await pollOf(actor);
      const { error } = await clients[actor]
        .from('schedules')
        .update({ answer_deadline: past })
        .eq('id', poll.id);
      expect(error?.hint).toBe('deadline_in_past');
    }
    const poll = await pollOf('owner');
    for (const intruder of [clients.other, clients.anon]) {
      const { data } = await intruder
        .from('schedules')
        .update({ answer_deadline: new Date(Date.now() + 60_000).toISOString() })
        .eq('id', poll.id)
        .select();
      expect(data ?? []).toEqual([]);
    }
  });
});

describe('save_schedule_answer', () => {
  it.each(ACTORS)(
    '%s may answer through a share link; an unknown link is not found',
    async (name) => {
      const poll = await pollOf('owner');
      const { data, error } = await save(clients[name], poll, {
        key: `${name}-browser-key-000001`,
      });
      expect(error).toBeNull();
      expect(data).toMatchObject({ respondent_id: expect.any(String) });
      const unknown = await save(clients[name], { ...poll, share_id: 'no-such-link' });
      expect(unknown.status).toBe(404);
    },
  );

  type Proof = 'none' | 'key' | 'code' | 'wrong code';
  const RULES: { respondentOnly: boolean; proof: Proof; outcome: 'code' | 'no code' | string }[] = [
    { respondentOnly: false, proof: 'none', outcome: 'no code' },
    { respondentOnly: false, proof: 'wrong code', outcome: 'no code' },
    { respondentOnly: false, proof: 'key', outcome: 'code' },
    { respondentOnly: false, proof: 'code', outcome: 'code' },
    { respondentOnly: true, proof: 'none', outcome: 'edit_code_required' },
    { respondentOnly: true, proof: 'wrong code', outcome: 'edit_code_wrong' },
    { respondentOnly: true, proof: 'key', outcome: 'code' },
    { respondentOnly: true, proof: 'code', outcome: 'code' },
  ];

  describe.each(RULES)(
    'respondent only: $respondentOnly, proof: $proof → $outcome',
    ({ respondentOnly, proof, outcome }) => {
      it.each(ACTORS)('as %s', async (name) => {
        const { poll, respondent_id, edit_code } = await answered(respondentOnly);
        const { data, error } = await save(clients[name], poll, {
          respondentId: respondent_id,
          key: proof === 'key' ? VISITOR_KEY : `${name}-other-browser-key`,
          code: proof === 'code' ? edit_code : proof === 'wrong code' ? 'ZZZZZZZZ' : null,
        });
        if (outcome === 'code' || outcome === 'no code') {
          expect(error).toBeNull();
          expect(data).toEqual({
            respondent_id,
            edit_code: outcome === 'code' ? edit_code : null,
            // The answer's revision after its second save (the database checks it on the next).
            revision: 1,
          });
        } else {
          expect(error?.hint).toBe(outcome);
        }
      });
    },
  );
});

describe('helper functions', () => {
  it('the code generator and the deadline trigger cannot be called through the API', async () => {
    for (const client of Object.values(clients)) {
      for (const fn of ['new_schedule_edit_code', 'schedules_refuse_past_deadline']) {
        const { error } = await client.rpc(fn);
        expect(error).not.toBeNull();
      }
    }
  });
});
