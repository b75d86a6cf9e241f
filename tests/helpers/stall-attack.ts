import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient } from './backend.ts';

/**
 * The stall a hostile guest can send: one anonymous sign-in, one poll with 200
 * candidates (inserted in one call) answered by one respondent in one call (200 answer rows),
 * then a select that embeds six levels deep, going back and forth over the poll's foreign
 * keys so that every to-many level multiplies the rows: schedules → schedule_options (200) →
 * schedules (1) → schedule_answers (200) → schedules (1) → schedule_options (200) → schedules,
 * 200³ = 8 million rows. db-max-rows (1000 per level) does not bound it: no level exceeds 200.
 * Shared by tests/stall.test.ts and scripts/bench/probe-stall.ts.
 */
export const STALL_ANSWERS = 200;

// A poll's decided option is a second key between schedules and schedule_options, so those
// two hops name their constraint (PostgREST answers 300 PGRST201 without it).
const OPTIONS = 'schedule_options!schedule_options_schedule_id_fkey';
const POLL = 'schedules!schedule_options_schedule_id_fkey';
export const STALL_SELECT = `id,${OPTIONS}(${POLL}(schedule_answers(schedules(${OPTIONS}(${POLL}(id))))))`;

export interface StallAttacker {
  client: SupabaseClient;
  accessToken: string;
  /** GET of the six-level embed with the guest's token (what postgrest-js would send). */
  attack: (signal?: AbortSignal) => Promise<Response>;
}

export async function prepareStallAttacker(backend: {
  url: string;
  anonKey: string;
}): Promise<StallAttacker> {
  const client = createTestClient(backend.url, backend.anonKey);
  const signIn = await client.auth.signInAnonymously();
  if (signIn.error || !signIn.data.session) throw signIn.error ?? new Error('no guest session');
  const accessToken = signIn.data.session.access_token;
  const poll = await client.from('schedules').insert({ title: 'stall' }).select().single();
  if (poll.error) throw poll.error;
  const options = await client
    .from('schedule_options')
    .insert(
      Array.from({ length: STALL_ANSWERS }, (_, index) => ({
        schedule_id: poll.data.id,
        date_time: new Date(Date.UTC(2030, 0, 1) + index * 3_600_000).toISOString(),
      })),
    )
    .select('id');
  if (options.error) throw options.error;
  const answered = await client.rpc('submit_schedule_answer', {
    p_share_id: poll.data.share_id,
    p_respondent_name: 'stall',
    p_respondent_email: null,
    p_comment: null,
    p_answers: options.data.map((option: { id: string }) => ({ option_id: option.id })),
  });
  if (answered.error) throw answered.error;
  return {
    client,
    accessToken,
    attack: (signal) =>
      fetch(`${backend.url}/rest/v1/schedules?select=${encodeURIComponent(STALL_SELECT)}`, {
        headers: { apikey: backend.anonKey, authorization: `Bearer ${accessToken}` },
        signal,
      }),
  };
}
