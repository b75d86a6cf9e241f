import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import {
  createTestClient,
  mailedCode,
  signUpNewUser,
  startTestBackend,
  uniqueEmail,
} from './helpers/backend.ts';
import type * as HashPool from '../server/auth/hash-pool.ts';

// The backend runs in this process: its bcrypt comparisons are counted through the hash pool.
const { compareInPool } = vi.hoisted(() => ({
  compareInPool: vi.fn<(password: string, hash: string) => Promise<boolean>>(),
}));
vi.mock('../server/auth/hash-pool.ts', async (original) => {
  const pool = await original<typeof HashPool>();
  compareInPool.mockImplementation(pool.compareInPool);
  return { ...pool, compareInPool };
});

/** Auth behaviour checked against supabase/auth's source (paths named in each test). */
let backend: RunningBackend;

beforeAll(async () => {
  backend = await startTestBackend({
    // GoTrue's real cost, whose hashes the comparison count below reads.
    bcryptCost: 10,
    updatePasswordRequireReauthentication: true,
  });
}, 180_000);
afterAll(async () => {
  await backend?.close();
});

/** GET /auth/v1/user with this access token: GoTrue's error code, or null if it answers. */
async function userEndpointError(accessToken: string): Promise<string | null> {
  const response = await fetch(`${backend.url}/auth/v1/user`, {
    headers: { apikey: backend.anonKey, authorization: `Bearer ${accessToken}` },
  });
  if (response.ok) return null;
  return String(((await response.json()) as { error_code?: string }).error_code);
}

const admin = () => createTestClient(backend.url, backend.serviceRoleKey).auth.admin;

async function refresh(token: string) {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: token }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('refresh-token reuse (supabase/auth internal/tokens/service.go)', () => {
  it('commits the revocation of the whole token family, then refuses', async () => {
    const { client } = await signUpNewUser(backend);
    const { data } = await client.auth.getSession();
    const first = data.session?.refresh_token ?? '';
    const second = String((await refresh(first)).body.refresh_token);
    const third = String((await refresh(second)).body.refresh_token);
    // Outside the 10 s reuse interval, an old token is a stolen one.
    await backend.database.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`,
      [first],
    );
    const reused = await refresh(first);
    expect(reused.status).toBe(400);
    expect(reused.body.error_code).toBe('refresh_token_already_used');
    // storage.NewCommitWithError: the family stays revoked, so the live token is dead too.
    const { rows } = await backend.database.query(
      `select bool_and(revoked) as all_revoked from auth.refresh_tokens where session_id = (
         select session_id from auth.refresh_tokens where token = $1)`,
      [third],
    );
    expect(rows[0]?.all_revoked).toBe(true);
    expect((await refresh(third)).status).toBe(400);
  }, 60_000);
});

describe('sign-in of an unknown e-mail (compared against a dummy hash)', () => {
  // What makes the two answers take as long: each costs one bcrypt comparison with a hash of the
  // configured cost (GoTrue compares unknown e-mails too). Counted here, not timed: the time
  // itself is a bench (`npm run bench:sign-in`), since a wall-clock ratio fails under load.
  it('costs one comparison at the configured cost, as a wrong password does', async () => {
    const { email } = await signUpNewUser(backend);
    const client = createTestClient(backend.url, backend.anonKey);
    const comparisons = async (address: string) => {
      compareInPool.mockClear();
      const { error } = await client.auth.signInWithPassword({
        email: address,
        password: 'wrong-password',
      });
      expect(error?.code).toBe('invalid_credentials');
      return compareInPool.mock.calls.map(([, hash]) => hash.slice(0, 7));
    };
    expect(await comparisons(email)).toEqual(['$2b$10$']);
    expect(await comparisons(uniqueEmail('nobody'))).toEqual(['$2b$10$']);
  }, 90_000);
});

describe('password change (supabase/auth internal/models/user.go UpdatePassword)', () => {
  it("ends the user's other sessions and keeps this one", async () => {
    const user = await signUpNewUser(backend);
    const elsewhere = createTestClient(backend.url, backend.anonKey);
    const other = await elsewhere.auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    const { error } = await user.client.auth.updateUser({ password: 'a-brand-new-secret' });
    expect(error).toBeNull();
    expect(await userEndpointError(user.accessToken)).toBeNull();
    expect(await userEndpointError(other.data.session?.access_token ?? '')).toBe(
      'session_not_found',
    );
  }, 60_000);

  it('asks an older session for the reauthentication nonce (internal/api/user.go)', async () => {
    const user = await signUpNewUser(backend);
    // A session signed in more than 24 h ago.
    await backend.database.query(
      `update auth.sessions set created_at = now() - interval '2 days' where user_id = $1::uuid`,
      [user.user.id],
    );
    const needed = await user.client.auth.updateUser({ password: 'another-secret-1' });
    expect(needed.error?.code).toBe('reauthentication_needed');
    const wrong = await user.client.auth.updateUser({
      password: 'another-secret-1',
      nonce: '000000',
    });
    expect(wrong.error?.code).toBe('reauthentication_not_valid');

    expect((await user.client.auth.reauthenticate()).error).toBeNull();
    const mail = backend.mailbox.list(user.email)[0];
    expect(mail?.subject).toBe('【オフィスツールボックス】確認コードのお知らせ');
    const nonce = mailedCode(backend, user.email);
    const done = await user.client.auth.updateUser({ password: 'another-secret-1', nonce });
    expect(done.error).toBeNull();
    const signIn = await createTestClient(backend.url, backend.anonKey).auth.signInWithPassword({
      email: user.email,
      password: 'another-secret-1',
    });
    expect(signIn.error).toBeNull();
  }, 60_000);
});

describe('admin API (supabase/auth internal/api/admin.go, pagination.go)', () => {
  it('lists users newest first, page by page, with X-Total-Count and Link', async () => {
    for (let count = 0; count < 3; count++) await signUpNewUser(backend);
    const { data, error } = await admin().listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    const { rows } = await backend.database.query(
      `select id::text as id, (select count(*)::int from auth.users) as total
       from auth.users order by created_at desc, id desc limit 2`,
    );
    expect(data.users.map((user) => user.id)).toEqual(rows.map((row) => row.id));
    const total = Number(rows[0]?.total);
    expect(data).toMatchObject({ total, nextPage: 2, lastPage: Math.ceil(total / 2) });

    const response = await fetch(`${backend.url}/auth/v1/admin/users?page=x`, {
      headers: {
        apikey: backend.serviceRoleKey,
        authorization: `Bearer ${backend.serviceRoleKey}`,
      },
    });
    expect(response.status).toBe(400);
  }, 90_000);

  it('creates users with a valid e-mail only, keeping user_metadata exactly as given', async () => {
    const invalid = await admin().createUser({ email: 'not-an-address', password: 'secret-42' });
    expect(invalid.error?.status).toBe(400);
    expect(invalid.error?.code).toBe('validation_failed');
    // GoTrue's format check (badoux/checkmail, the HTML5 e-mail pattern) refuses these too.
    for (const email of ['xx:;x@x.x', 'a b@example.com', 'taro@-example.com']) {
      const refused = await admin().createUser({ email, password: 'secret-42' });
      expect(refused.error?.message).toBe('Unable to validate email address: invalid format');
      const signUp = await createTestClient(backend.url, backend.anonKey).auth.signUp({
        email,
        password: 'secret-42',
      });
      expect(signUp.error?.code).toBe('validation_failed');
    }
    const none = await admin().createUser({ password: 'secret-42' });
    expect(none.error?.message).toBe('Cannot create a user without either an email or phone');

    const metadata = { plan: { tier: 'gold', note: null }, tags: ['a'] };
    const email = uniqueEmail('admin-made');
    const { data, error } = await admin().createUser({
      email,
      password: 'secret-42',
      user_metadata: metadata,
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual(metadata);
    // Without email_confirm the address is unconfirmed, so password sign-in is refused.
    const signIn = await createTestClient(backend.url, backend.anonKey).auth.signInWithPassword({
      email,
      password: 'secret-42',
    });
    expect(signIn.error?.code).toBe('email_not_confirmed');
  }, 60_000);

  it('updates a user by id: e-mail, metadata merged key by key, password ends sessions', async () => {
    const user = await signUpNewUser(backend);
    const newEmail = uniqueEmail('renamed');
    const { data, error } = await admin().updateUserById(user.user.id, {
      email: newEmail,
      password: 'changed-by-admin',
      user_metadata: { full_name: null, team: 'sales' },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(newEmail);
    expect(data.user?.user_metadata.team).toBe('sales');
    expect(data.user?.user_metadata).not.toHaveProperty('full_name');
    expect(await userEndpointError(user.accessToken)).toBe('session_not_found');
    const signIn = await createTestClient(backend.url, backend.anonKey).auth.signInWithPassword({
      email: newEmail,
      password: 'changed-by-admin',
    });
    expect(signIn.error).toBeNull();
  }, 60_000);
});
