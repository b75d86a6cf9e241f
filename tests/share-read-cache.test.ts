import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import { signUpNewUser, startTestBackend } from './helpers/backend.ts';
import { answer, pollOf, type Poll } from './helpers/mailFixtures.ts';
import { createTestClient } from './helpers/backend.ts';

/**
 * The share pages' reads answered again from memory (server/http/share-read-cache.ts) are
 * never stale: any write since the first answer (a new answer, here) is in the next one, and a
 * request the first answer was not for (another key) is answered on its own. Requests that
 * arrive together cost the database one read.
 */
let backend: RunningBackend;
let poll: Poll;

beforeAll(async () => {
  backend = await startTestBackend();
  const owner = await signUpNewUser(backend);
  poll = await pollOf(owner.client, owner.user.id, '定例会議');
}, 120_000);
afterAll(async () => {
  await backend?.close();
});

const read = (apikey = backend.anonKey) =>
  fetch(`${backend.url}/rest/v1/rpc/get_shared_schedule`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({ p_share_id: poll.share_id }),
  });

const respondents = async (response: Response) =>
  ((await response.json()) as { answers?: { respondent_name: string }[] }).answers?.map(
    (row) => row.respondent_name,
  ) ?? [];

describe('share read cache', () => {
  it('answers the same read again, and a write since shows at once', async () => {
    const first = await read();
    const again = await read();
    expect(await again.text()).toBe(await first.text());
    await answer(createTestClient(backend.url, backend.anonKey), poll, { name: '田中' });
    expect(await respondents(await read())).toContain('田中');
  });

  it('a request with another key is answered on its own', async () => {
    expect((await read()).status).toBe(200);
    expect((await read('not-a-key')).status).toBe(401);
  });

  it('the same request sent four times at once reads the database once', async () => {
    // Counts the statements that call the function (the REST layer's transactions).
    const database = backend.database;
    const transaction = database.transaction.bind(database);
    let reads = 0;
    database.transaction = (work, options) =>
      transaction((tx) => {
        const counting = Object.create(tx) as typeof tx;
        counting.query = (sql, params) => {
          if (sql.includes('get_shared_schedule')) reads += 1;
          return tx.query(sql, params);
        };
        return work(counting);
      }, options);
    try {
      // A write first, so that no earlier answer is still kept.
      await answer(createTestClient(backend.url, backend.anonKey), poll, { name: '鈴木' });
      const answers = await Promise.all([read(), read(), read(), read()]);
      const texts = await Promise.all(answers.map((response) => response.text()));
      expect(answers.map((response) => response.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(texts).size).toBe(1);
      expect(texts[0]).toContain('鈴木');
      expect(reads).toBe(1);
    } finally {
      database.transaction = transaction;
    }
  });
});
