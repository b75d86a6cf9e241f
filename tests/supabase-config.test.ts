import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import { MIN_PASSWORD_LENGTH } from '../server/auth/passwords.ts';
import { REUSE_INTERVAL_SECONDS } from '../server/auth/sessions.ts';
import { MAX_ENROLLED_FACTORS } from '../server/auth/factors.ts';
import { DEFAULT_RATE_LIMITS } from '../server/http/rate-limit.ts';
import { restOptionsFromEnv } from '../server/rest/rest-options.ts';
import { backendOptionsFromEnv } from '../server/options-from-env.ts';
import {
  createTestClient,
  signUpNewUser,
  startTestBackend,
  uniqueEmail,
} from './helpers/backend.ts';
import {
  functionFolders,
  readMigrations,
  readSupabaseConfig,
  type SupabaseConfig,
} from './helpers/supabaseConfig.ts';

/**
 * supabase/config.toml is what `supabase start` and `supabase db reset` run the project with,
 * and what a hosted project is set up from. The local backend (`npm start`) mirrors it. Held
 * against use: a service the migrations or the site's code use must be on, every function must
 * be declared, and every auth setting must be what the local backend does, so that a developer
 * on the Supabase CLI meets the same product as one on `npm start`.
 */

const config: SupabaseConfig = readSupabaseConfig();
const migrations = readMigrations();

/** Every source file of the site (not its tests), with its text. */
function siteSources(folder = 'src'): Array<[string, string]> {
  const files: Array<[string, string]> = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) files.push(...siteSources(path));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
      files.push([path, readFileSync(path, 'utf8')]);
    }
  }
  return files;
}
const sources = siteSources();

/** Which files (migrations and site sources) match a pattern: where a service is used. */
function usersOf(pattern: RegExp): string[] {
  const matching: string[] = [];
  for (const [name, sql] of migrations) if (pattern.test(sql)) matching.push(name);
  for (const [path, text] of sources) if (pattern.test(text)) matching.push(path);
  return matching;
}

describe('supabase/config.toml turns on what the project uses', () => {
  it.each([
    // Realtime: the live-updates migration writes policies on realtime.messages and calls
    // realtime.send(); the pages join channels. The CLI creates the realtime schema only when
    // the service is on, so with it off `db reset` fails on that migration.
    ['realtime', /\brealtime\.(messages|send|topic)\b|\.channel\(/],
    ['storage', /\bstorage\.(objects|buckets)\b|\.storage\.from\(/],
    ['edge_runtime', /\.functions\.invoke\b|\/functions\/v1\//],
  ] as const)('%s is enabled wherever it is used', (service, pattern) => {
    const users = usersOf(pattern);
    expect({ service, enabled: config[service].enabled, usedBy: users }).toEqual({
      service,
      enabled: users.length > 0 ? true : config[service].enabled,
      usedBy: users,
    });
  });

  it('finds the uses it looks for (the check above is not vacuous)', () => {
    expect(usersOf(/\brealtime\.(messages|send|topic)\b|\.channel\(/).length).toBeGreaterThan(1);
    expect(usersOf(/\.functions\.invoke\b/).length).toBeGreaterThan(0);
  });

  it('the API serves public and caps responses as the local backend does', () => {
    expect(config.api.enabled).toBe(true);
    expect(config.api.schemas).toContain('public');
    expect(config.api.max_rows).toBe(restOptionsFromEnv({}).maxRows ?? 1000);
  });

  it('the seed files it names exist', () => {
    for (const path of config.db.seed.sql_paths) {
      expect(existsSync(new URL(`../supabase/${path}`, import.meta.url)), path).toBe(true);
    }
  });

  it('declares every edge function, with an entry point that exists', () => {
    expect(Object.keys(config.functions).sort()).toEqual(functionFolders());
    for (const [name, declared] of Object.entries(config.functions)) {
      expect({ name, enabled: declared.enabled }).toEqual({ name, enabled: true });
      expect(
        existsSync(new URL(`../supabase/${declared.entrypoint}`, import.meta.url)),
        `${name}: ${declared.entrypoint}`,
      ).toBe(true);
    }
  });

  it('turns two-factor (TOTP) on when the site enrols factors', () => {
    const usesTotp = sources.some(([, text]) => /\.mfa\.enroll\(/.test(text));
    expect(usesTotp).toBe(true);
    expect(config.auth.mfa?.totp).toEqual({ enroll_enabled: true, verify_enabled: true });
    expect(config.auth.mfa?.max_enrolled_factors).toBe(MAX_ENROLLED_FACTORS);
  });

  it('turns anonymous sign-ins on when the site signs guests in', () => {
    const usesGuests = sources.some(([, text]) => /\.signInAnonymously\(/.test(text));
    expect(config.auth.enable_anonymous_sign_ins).toBe(usesGuests);
  });
});

describe('auth settings are what the local backend does', () => {
  let backend: RunningBackend;
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('GoTrue’s /settings agrees with [auth] and [auth.email]', async () => {
    const response = await fetch(`${backend.url}/auth/v1/settings`, {
      headers: { apikey: backend.anonKey },
    });
    const settings = (await response.json()) as {
      disable_signup: boolean;
      mailer_autoconfirm: boolean;
      external: Record<string, boolean>;
    };
    expect({
      disable_signup: settings.disable_signup,
      mailer_autoconfirm: settings.mailer_autoconfirm,
      anonymous_users: settings.external.anonymous_users,
      email: settings.external.email,
      google: settings.external.google,
      github: settings.external.github,
    }).toEqual({
      disable_signup: !config.auth.enable_signup,
      mailer_autoconfirm: !config.auth.email.enable_confirmations,
      anonymous_users: config.auth.enable_anonymous_sign_ins,
      email: config.auth.email.enable_signup,
      google: config.auth.external.google?.enabled ?? false,
      github: config.auth.external.github?.enabled ?? false,
    });
  });

  it('refuses a password one character shorter than minimum_password_length, takes one that long', async () => {
    expect(MIN_PASSWORD_LENGTH).toBe(config.auth.minimum_password_length);
    expect(config.auth.password_requirements).toBe('');
    const client = createTestClient(backend.url, backend.anonKey);
    const short = await client.auth.signUp({
      email: uniqueEmail('config'),
      password: 'x'.repeat(config.auth.minimum_password_length - 1),
    });
    expect(short.error?.code).toBe('weak_password');
    const enough = await client.auth.signUp({
      email: uniqueEmail('config'),
      password: 'x'.repeat(config.auth.minimum_password_length),
    });
    expect(enough.error).toBeNull();
  });

  it('issues access tokens for jwt_expiry seconds, rotating refresh tokens with the same reuse interval', async () => {
    const client = createTestClient(backend.url, backend.anonKey);
    const { data, error } = await client.auth.signInAnonymously();
    expect(error).toBeNull();
    expect(data.session?.expires_in).toBe(config.auth.jwt_expiry);
    expect(config.auth.enable_refresh_token_rotation).toBe(true);
    expect(REUSE_INTERVAL_SECONDS).toBe(config.auth.refresh_token_reuse_interval);
  });

  it('limits guest sign-ins per IP and hour as [auth.rate_limit] does', () => {
    expect(DEFAULT_RATE_LIMITS.anonymousUsers).toMatchObject({
      perWindow: config.auth.rate_limit.anonymous_users,
      windowSeconds: 3600,
    });
  });

  it('an e-mail change mails both addresses (double_confirm_changes), no reauthentication needed', async () => {
    const user = await signUpNewUser(backend);
    const newEmail = uniqueEmail('config-new');
    backend.mailbox.clear();
    const { error } = await user.client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect({
      toOld: backend.mailbox.list(user.email).length > 0,
      toNew: backend.mailbox.list(newEmail).length > 0,
    }).toEqual({ toOld: config.auth.email.double_confirm_changes, toNew: true });
    expect(backendOptionsFromEnv({}).updatePasswordRequireReauthentication).toBe(
      config.auth.email.secure_password_change,
    );
  });
});
