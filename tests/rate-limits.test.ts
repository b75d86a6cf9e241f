import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import {
  createTestClient,
  signUpNewUser,
  startTestBackend,
  uniqueEmail,
} from './helpers/backend.ts';

/**
 * Per-IP rate limits as GoTrue applies them (supabase/auth internal/api/api.go, token.go,
 * apilimiter): once a bucket is empty the answer is 429 with error_code
 * over_request_rate_limit. Small buckets here; the real defaults are in http/rate-limit.ts.
 */
let backend: RunningBackend;
const small = (burst: number) => ({ perWindow: burst, windowSeconds: 3600, burst });

beforeAll(async () => {
  backend = await startTestBackend({
    rateLimits: {
      // One is spent by signUpNewUser's password sign-in (the first test below).
      tokenRefresh: small(4),
      anonymousUsers: small(2),
      otp: small(3),
      // One is spent by signUpNewUser confirming its address (the first test below).
      verify: small(3),
      contact: small(2),
      pollAnswers: small(2),
    },
  });
}, 180_000);
afterAll(async () => {
  await backend?.close();
});

const anon = () => createTestClient(backend.url, backend.anonKey);

describe('auth endpoints', () => {
  it('limits password sign-in and token refresh together (one token limiter)', async () => {
    const user = await signUpNewUser(backend);
    const client = anon();
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const { error } = await client.auth.signInWithPassword({
        email: user.email,
        password: attempt === 0 ? user.password : 'wrong-one',
      });
      codes.push(error?.code);
    }
    expect(codes).toEqual([undefined, 'invalid_credentials', 'invalid_credentials']);
    const refused = await client.auth.refreshSession();
    expect(refused.error?.status).toBe(429);
    expect(refused.error?.code).toBe('over_request_rate_limit');
  }, 60_000);

  it('limits anonymous sign-ins, and sign-ups with recovery mails (GOTRUE_RATE_LIMIT_OTP)', async () => {
    expect((await anon().auth.signInAnonymously()).error).toBeNull();
    expect((await anon().auth.signInAnonymously()).error).toBeNull();
    expect((await anon().auth.signInAnonymously()).error?.code).toBe('over_request_rate_limit');

    // One sign-up was spent above; two recovery mails empty the bucket.
    expect((await anon().auth.resetPasswordForEmail(uniqueEmail())).error).toBeNull();
    expect((await anon().auth.resetPasswordForEmail(uniqueEmail())).error).toBeNull();
    const over = await anon().auth.signUp({ email: uniqueEmail(), password: 'secret-42' });
    expect(over.error?.status).toBe(429);
    expect(over.error?.code).toBe('over_request_rate_limit');
  }, 60_000);

  it('limits verification attempts', async () => {
    const guess = () =>
      anon().auth.verifyOtp({ email: uniqueEmail(), token: '123456', type: 'email' });
    expect((await guess()).error?.code).toBe('otp_expired');
    expect((await guess()).error?.code).toBe('otp_expired');
    expect((await guess()).error?.code).toBe('over_request_rate_limit');
  }, 60_000);
});

describe("the site's own endpoints", () => {
  it('limits the contact form', async () => {
    const send = () =>
      fetch(`${backend.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: '山田',
          email: 'yamada@example.com',
          category: 'other',
          subject: 'hello',
          message: 'hello',
        }),
      });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const third = await send();
    expect(third.status).toBe(429);
    expect((await third.json()).ok).toBe(false);
  }, 60_000);

  it('limits poll answers (submit_schedule_answer and save_schedule_answer)', async () => {
    const answer = () =>
      anon().rpc('submit_schedule_answer', {
        p_share_id: 'no-such-poll',
        p_respondent_name: 'x',
        p_respondent_email: null,
        p_comment: null,
        p_answers: [],
      });
    // The new entry point (edits by name, edit codes) draws on the same bucket.
    const save = () =>
      anon().rpc('save_schedule_answer', {
        p_share_id: 'no-such-poll',
        p_respondent_name: 'x',
        p_respondent_email: null,
        p_comment: null,
        p_answers: [],
        p_respondent_key: null,
      });
    expect((await answer()).status).toBe(404);
    expect((await save()).status).toBe(404);
    const third = await answer();
    expect(third.status).toBe(429);
    expect(third.error?.code).toBe('over_request_rate_limit');
    expect((await save()).status).toBe(429);
  }, 60_000);
});
