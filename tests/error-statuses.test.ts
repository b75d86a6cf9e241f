import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import { signUpNewUser, startTestBackend, type TestUser } from './helpers/backend.ts';

/**
 * Bad input answers the 4xx PostgREST or GoTrue gives for it, never a 500: a value that is not
 * of the column's type, NUL characters (Postgres text cannot hold them) in tokens and names,
 * and "not found" raised by the site's own functions (PT404, which PostgREST turns into 404;
 * P0002 would be a 500 there).
 */
let backend: RunningBackend;
let user: TestUser;

beforeAll(async () => {
  backend = await startTestBackend();
  user = await signUpNewUser(backend);
}, 120_000);
afterAll(async () => {
  await backend?.close();
});

const rest = (path: string, init: RequestInit = {}) =>
  fetch(`${backend.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${user.accessToken}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });

const auth = (path: string, init: RequestInit = {}, token = backend.anonKey) =>
  fetch(`${backend.url}/auth/v1/${path}`, {
    redirect: 'manual',
    ...init,
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      ...init.headers,
    },
  });

describe('REST (PostgREST)', () => {
  it('a filter value that is not of the column type: 400 22P02', async () => {
    const response = await rest('todos?completed=eq.maybe');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('22P02');
    const uuid = await rest('todos?id=eq.not-a-uuid');
    expect(uuid.status).toBe(400);
    expect(((await uuid.json()) as { code: string }).code).toBe('22P02');
  });

  it('NUL in a filter or a body: 400', async () => {
    const filter = await rest('todos?title=eq.a%00b');
    expect(filter.status).toBe(400);
    const body = await rest('todos', {
      method: 'POST',
      body: JSON.stringify({ title: 'a\u0000b' }),
    });
    expect(body.status).toBe(400);
    const rpc = await rest('rpc/join_todo_list', {
      method: 'POST',
      body: JSON.stringify({ p_edit_share_id: 'x\u0000', p_display_name: 'n' }),
    });
    expect(rpc.status).toBe(400);
  });

  it('the document functions answer 404 PT404 for a document that is not there', async () => {
    for (const [fn, args] of [
      ['issue_business_document', { p_id: crypto.randomUUID() }],
      ['cancel_business_document', { p_id: crypto.randomUUID(), p_reason: 'x' }],
    ] as const) {
      const response = await rest(`rpc/${fn}`, { method: 'POST', body: JSON.stringify(args) });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { code: string }).code).toBe('PT404');
    }
  });
});

describe('auth (GoTrue)', () => {
  it('NUL in /verify?token=: redirected with otp_expired', async () => {
    const response = await auth('verify?type=signup&token=abc%00def');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain('error_code=otp_expired');
  });

  it('NUL in a token_hash or a token: 403 otp_expired', async () => {
    const hash = await auth('verify', {
      method: 'POST',
      body: JSON.stringify({ type: 'email', token_hash: 'abc\u0000' }),
    });
    expect(hash.status).toBe(403);
    expect(((await hash.json()) as { code: string }).code).toBe('otp_expired');
    const token = await auth('verify', {
      method: 'POST',
      body: JSON.stringify({ type: 'email', email: user.email, token: '12\u00003456' }),
    });
    expect(token.status).toBe(403);
  });

  it('NUL in a refresh token: 400 refresh_token_not_found', async () => {
    const response = await auth('token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: 'abc\u0000def' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('refresh_token_not_found');
  });

  it("NUL in a factor's friendly name or in user metadata: 400 validation_failed", async () => {
    const factor = await auth(
      'factors',
      { method: 'POST', body: JSON.stringify({ factor_type: 'totp', friendly_name: 'a\u0000' }) },
      user.accessToken,
    );
    expect(factor.status).toBe(400);
    expect(((await factor.json()) as { code: string }).code).toBe('validation_failed');
    const metadata = await auth(
      'user',
      { method: 'PUT', body: JSON.stringify({ data: { full_name: 'a\u0000' } }) },
      user.accessToken,
    );
    expect(metadata.status).toBe(400);
  });
});
