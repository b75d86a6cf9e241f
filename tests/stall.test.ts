import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import { signUpNewUser, startTestBackend, type TestUser } from './helpers/backend.ts';
import { prepareStallAttacker, type StallAttacker } from './helpers/stall-attack.ts';

/**
 * The guest's stall (tests/helpers/stall-attack.ts: a guest, a poll with 200 answers, a
 * six-level embed multiplying them to 8 million rows) against the backend's own settings
 * (authenticated 8 s, embeds 250 ms on PGlite). The request is cut with PostgREST's answer to
 * a statement timeout (500, 57014); the same caller's next embeds are refused (429) for a
 * while; everyone else, and the guest's plain reads, go on. Once two callers' embeds were cut
 * together, everyone's embeds wait out the period (plain reads still go on). How long others wait meanwhile
 * (p99 under 1 s) is measured by `npm run probe:stall`, not here.
 */
let backend: RunningBackend;
let attacker: StallAttacker;
let other: TestUser;

beforeAll(async () => {
  backend = await startTestBackend();
  attacker = await prepareStallAttacker(backend);
  other = await signUpNewUser(backend);
}, 120_000);
afterAll(async () => {
  await backend?.close();
});

describe('the six-level embed over a 200-answer poll', () => {
  it('is cut as by a statement timeout, then refused for a while; others go on', async () => {
    const cut = await attacker.attack();
    expect(cut.status).toBe(500);
    expect(await cut.json()).toEqual({
      code: '57014',
      details: null,
      hint: null,
      message: 'canceling statement due to statement timeout',
    });

    const again = await attacker.attack();
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await again.json()).toMatchObject({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });

    // The guest's plain reads and another user's embeds are not held back.
    const own = await attacker.client.from('schedule_options').select('id');
    expect(own.error).toBeNull();
    expect(own.data).toHaveLength(200);
    const others = await other.client.from('schedules').select('id,schedule_answers(id)');
    expect(others.error).toBeNull();
    expect(others.data).toEqual([]);
  }, 60_000);

  it('still answers a small embed of the same poll (the cut is about work, not shape)', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2_500)); // past the cooldown
    const { data, error } = await attacker.client
      .from('schedules')
      .select('id,schedule_answers(id)');
    expect(error).toBeNull();
    expect(data?.[0]?.schedule_answers).toHaveLength(200);
  }, 30_000);

  it('sent by two guests together, holds back everyone’s embeds for a while, but no plain read', async () => {
    const second = await prepareStallAttacker(backend);
    const [first, secondCut] = await Promise.all([attacker.attack(), second.attack()]);
    expect([first.status, secondCut.status]).toEqual([500, 500]);

    const held = await other.client.from('schedules').select('id,schedule_answers(id)');
    expect(held.status).toBe(429);
    expect(held.error).toMatchObject({
      code: 'over_request_rate_limit',
      hint: expect.stringContaining('from several callers'),
    });
    const plain = await other.client.from('schedules').select('id');
    expect(plain.error).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 2_500)); // past the cooldown
    const after = await other.client.from('schedules').select('id,schedule_answers(id)');
    expect(after.error).toBeNull();
  }, 120_000);
});
