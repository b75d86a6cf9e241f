import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import { signUpNewUser, startTestBackend, type TestUser } from './helpers/backend.ts';

/**
 * Malformed and oversized requests answer 4xx as PostgREST does (docs "references/errors":
 * PGRST100 for a query it cannot parse, PGRST102 for an invalid body), never a stack overflow
 * or a 500, and the backend keeps answering.
 */
let backend: RunningBackend;
let user: TestUser;

beforeAll(async () => {
  backend = await startTestBackend();
  user = await signUpNewUser(backend);
}, 60_000);
afterAll(async () => {
  await backend?.close();
});

const nestedArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const nestedObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

async function send(method: string, path: string, body?: string) {
  const response = await fetch(`${backend.url}${path}`, {
    method,
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${user.accessToken}`,
      'content-type': 'application/json',
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('bodies', () => {
  it.each([
    ['an unfinished object', '{"title":'],
    ['an empty body', ''],
    ['a bare word', 'nope'],
  ])('answers PGRST102 for %s', async (_name, body) => {
    const answer = await send('POST', '/rest/v1/todos', body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('PGRST102');
    expect(answer.body.message).toBe('Empty or invalid json');
  });

  it.each([
    ['insert', 'POST', '/rest/v1/todos', `{"title":"x","extra":${nestedObject(5000)}}`],
    ['update', 'PATCH', '/rest/v1/todos?id=eq.1', `{"title":${nestedArray(5000)}}`],
    ['rpc', 'POST', '/rest/v1/rpc/submit_schedule_answer', `{"p_answers":${nestedArray(5000)}}`],
    ['insert, 100,000 levels', 'POST', '/rest/v1/todos', nestedArray(100_000)],
  ])(
    'refuses JSON nested 5,000 levels and more (%s) with PGRST102',
    async (_n, method, path, body) => {
      const answer = await send(method, path, body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('PGRST102');
    },
  );

  it('refuses a nested auth body with GoTrue bad_json', async () => {
    const answer = await send('POST', '/auth/v1/signup', `{"data":${nestedObject(5000)}}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error_code).toBe('bad_json');
  });

  it('keeps a document nested as deep as real ones get', async () => {
    const { error } = await user.client.from('business_documents').insert({
      kind: 'quote',
      number: 'Q-1',
      data: JSON.parse(`{"items":${nestedArray(100)}}`) as object,
    });
    expect(error).toBeNull();
  });
});

describe('queries', () => {
  it('answers a 2,001-column select with PostgreSQL target-list error 54011, as 400', async () => {
    const columns = Array.from({ length: 2001 }, () => 'id').join(',');
    const answer = await send('GET', `/rest/v1/todos?select=${columns}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: '54011',
      details: null,
      hint: null,
      message: 'target lists can have at most 1664 entries',
    });
  });

  it('refuses logic trees nested past 32 levels with PGRST100', async () => {
    const tree = (levels: number) => `${'or('.repeat(levels)}title.eq.1${')'.repeat(levels)}`;
    expect((await send('GET', `/rest/v1/todos?or=(${tree(30)})`)).status).toBe(200);
    const deep = await send('GET', `/rest/v1/todos?or=(${tree(500)})`);
    expect(deep.status).toBe(400);
    expect(deep.body.code).toBe('PGRST100');
  });

  it('refuses a filter value nested 6,000 levels with PGRST100', async () => {
    const answer = await send('GET', `/rest/v1/todos?title=cs.${nestedArray(6000)}`);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('PGRST100');
  });

  it('is still answering afterwards', async () => {
    const { error } = await user.client.from('todos').select('id').limit(1);
    expect(error).toBeNull();
  });
});
