import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import {
  signInAsGuest,
  signUpNewUser,
  startTestBackend,
  type TestUser,
} from './helpers/backend.ts';

/**
 * One client must never stall the others: slow bodies are read before any transaction,
 * oversized ones refused, and a runaway query is cut by the role's statement timeout
 * (PostgREST's error body for SQLSTATE 57014: HTTP 500, docs "references/errors", 57* →
 * 500 operator intervention).
 */
let backend: RunningBackend;
let other: TestUser;

beforeAll(async () => {
  // Shorter than Supabase's 3 s / 8 s, so the test sees a cut quickly, but long enough that the
  // setup's own calls finish on a busy machine: PGlite's timeout really cuts a running statement
  // (a 400 ms limit cut a guest's answer while two test workers shared two busy cores). The
  // nested embed below is cut sooner, by the embed timeout (250 ms on PGlite).
  backend = await startTestBackend({ statementTimeouts: { authenticated: 2000, anon: 2000 } });
  other = await signUpNewUser(backend);
}, 60_000);
afterAll(async () => {
  await backend?.close();
});

/** Another user's trivial REST read, and how long it took (ms). */
async function timedTrivialRead(): Promise<number> {
  const started = performance.now();
  const { error } = await other.client.from('todos').select('id').limit(1);
  expect(error).toBeNull();
  return performance.now() - started;
}

describe('a slowly sent body', () => {
  it('holds only its own connection: others are answered within 1 s meanwhile', async () => {
    const url = new URL(`${backend.url}/rest/v1/todos`);
    const body = JSON.stringify({ title: 'slow' });
    const slow = request(url, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${other.accessToken}`,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
    });
    slow.on('error', () => undefined);
    let sent = 0;
    const drip = setInterval(() => {
      if (sent < 3) slow.write(body[sent++] ?? '');
    }, 1000);
    slow.write(body[sent++] ?? '');
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (let round = 0; round < 3; round++) {
        expect(await timedTrivialRead()).toBeLessThan(1000);
        const started = performance.now();
        const signIn = await signUpNewUser(backend);
        expect(signIn.accessToken).toBeTruthy();
        expect(performance.now() - started).toBeLessThan(1000);
      }
    } finally {
      clearInterval(drip);
      slow.destroy();
    }
  }, 30_000);
});

describe('request body cap', () => {
  const big = JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) });

  it.each([
    ['REST', '/rest/v1/todos'],
    ['RPC', '/rest/v1/rpc/submit_schedule_answer'],
    ['functions', '/functions/v1/delete-user'],
    ['auth', '/auth/v1/signup'],
  ])('%s refuses a body over the cap with 413', async (_name, path) => {
    const response = await fetch(`${backend.url}${path}`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${other.accessToken}`,
        'content-type': 'application/json',
      },
      body: big,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Request size limit exceeded' });
  });
});

describe('statement timeout', () => {
  it('cuts the nested-embed request of a guest with 600 poll answers; others are answered within 1 s', async () => {
    const guest = await signInAsGuest(backend);
    const { data: schedule, error } = await guest.client
      .from('schedules')
      .insert({ title: 'poll' })
      .select()
      .single();
    expect(error).toBeNull();
    const { data: options } = await guest.client
      .from('schedule_options')
      .insert(
        Array.from({ length: 10 }, (_, hour) => ({
          schedule_id: schedule.id,
          date_time: new Date(Date.UTC(2030, 0, 1, hour)).toISOString(),
        })),
      )
      .select('id');
    // 60 respondents × 10 candidates: the embed below reads 600 × 600 rows, far more than its
    // 250 ms allow even on a quiet machine with the policies' own-rows plans.
    for (let respondent = 0; respondent < 60; respondent++) {
      const submitted = await guest.client.rpc('submit_schedule_answer', {
        p_share_id: schedule.share_id,
        p_respondent_name: `respondent ${respondent}`,
        p_respondent_email: null,
        p_comment: null,
        p_answers: (options ?? []).map((option: { id: string }) => ({ option_id: option.id })),
      });
      expect(submitted.error).toBeNull();
    }

    const started = performance.now();
    const nested = fetch(
      `${backend.url}/rest/v1/schedules?select=id,schedule_answers(schedules(schedule_answers(schedules(id))))`,
      { headers: { apikey: backend.anonKey, authorization: `Bearer ${guest.accessToken}` } },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const otherLatency = await timedTrivialRead();
    const response = await nested;
    const elapsed = performance.now() - started;

    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: '57014',
      details: null,
      hint: null,
      message: 'canceling statement due to statement timeout',
    });
    expect(otherLatency).toBeLessThan(1000);
    expect(elapsed).toBeLessThan(3000);
    // The session is usable straight away: nothing of the cancel lingers.
    expect(await timedTrivialRead()).toBeLessThan(1000);
    const { data: own } = await guest.client.from('schedules').select('id');
    expect(own).toHaveLength(1);
  }, 60_000);

  it('caps the embedding depth (PGRST100) before running anything', async () => {
    const response = await fetch(
      `${backend.url}/rest/v1/schedules?select=id,a:schedule_answers(schedules(schedule_answers(schedules(schedule_answers(schedules(schedule_answers(id)))))))`,
      { headers: { apikey: backend.anonKey, authorization: `Bearer ${other.accessToken}` } },
    );
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('PGRST100');
  });
});
