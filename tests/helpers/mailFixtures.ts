import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { RunningBackend } from '../../server/index.ts';
import type { ChaosTrigger } from '../../server/mail/resend-api.ts';

/** Polls, answers and the outbox, for the tests of the site's mails. */

export interface Poll {
  id: string;
  share_id: string;
  options: { id: string }[];
}

export async function pollOf(
  client: SupabaseClient,
  userId: string,
  title = '定例会議',
): Promise<Poll> {
  const { data: schedule, error } = await client
    .from('schedules')
    .insert({ user_id: userId, title })
    .select('id,share_id')
    .single();
  if (error) throw new Error(error.message);
  const { data: options, error: optionError } = await client
    .from('schedule_options')
    .insert([
      { schedule_id: schedule.id, date_time: '2030-12-01T14:00:00+09:00', label: '本社3F' },
      { schedule_id: schedule.id, date_time: '2030-12-02T10:00:00+09:00' },
    ])
    .select('id');
  if (optionError) throw new Error(optionError.message);
  return { ...(schedule as { id: string; share_id: string }), options: options ?? [] };
}

export interface AnswerInput {
  name: string;
  email?: string | null;
  key?: string;
  marks?: Array<'yes' | 'maybe' | 'no'>;
  comment?: string | null;
}

export async function answer(client: SupabaseClient, poll: Poll, input: AnswerInput) {
  const { data, error } = await client.rpc('submit_schedule_answer', {
    p_share_id: poll.share_id,
    p_respondent_name: input.name,
    p_respondent_email: input.email ?? null,
    p_comment: input.comment ?? null,
    p_answers: poll.options.map((option, index) => ({
      option_id: option.id,
      availability: input.marks?.[index] ?? 'yes',
    })),
    p_respondent_key: input.key ?? null,
  });
  if (error) throw new Error(error.message);
  return data as string;
}

export interface OutboxRecord {
  id: string;
  kind: string;
  recipient: string;
  language: string;
  status: string;
  attempts: number;
  send_after: Date;
  payload: Record<string, unknown>;
  last_error: string | null;
  provider_message_id: string | null;
}

/** The outbox as the service role sees it (the backend's own connection), oldest first. */
export async function outbox(backend: RunningBackend, subjectId?: string): Promise<OutboxRecord[]> {
  const { rows } = await backend.database.query(
    `select id, kind, recipient, language, status, attempts, send_after, payload, last_error,
       provider_message_id
     from public.mail_outbox
     where $1::uuid is null or subject_id = $1::uuid
     order by created_at, id`,
    [subjectId ?? null],
  );
  return rows as unknown as OutboxRecord[];
}

/** An instant `ms` from now, for the sender's stand-in clock. */
export const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();
export const MINUTE = 60_000;

/** The mail catcher's chaos trigger on its provider API (null lifts it). */
export async function chaos(backend: RunningBackend, trigger: ChaosTrigger | null) {
  const response = await fetch(`${backend.mailUrl}/api/v1/chaos`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Triggers: { Sender: trigger } }),
  });
  if (!response.ok) throw new Error(`chaos: ${response.status}`);
}

/** A visitor's client whose requests say the page's language, as the site's client does. */
export function visitorIn(backend: RunningBackend, language: 'ja' | 'en'): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { 'Accept-Language': language } },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}
