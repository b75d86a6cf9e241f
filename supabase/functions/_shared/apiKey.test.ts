import { describe, expect, it } from 'vitest';
import { hasProjectApiKey } from './apiKey.ts';

const request = (apikey?: string) =>
  new Request('http://localhost/x', { method: 'POST', headers: apikey ? { apikey } : {} });

const env = {
  SUPABASE_ANON_KEY: 'eyJ.legacy-anon.jwt',
  SUPABASE_SERVICE_ROLE_KEY: 'eyJ.legacy-service.jwt',
  SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({
    default: 'sb_publishable_abc',
    web: 'sb_publishable_web',
  }),
  SUPABASE_SECRET_KEYS: JSON.stringify({ default: 'sb_secret_xyz' }),
};

describe('hasProjectApiKey', () => {
  it.each([
    ['the legacy anon JWT', 'eyJ.legacy-anon.jwt', env, true],
    ['the legacy service-role JWT', 'eyJ.legacy-service.jwt', env, true],
    ['a publishable key from the dictionary', 'sb_publishable_abc', env, true],
    ['a second named publishable key', 'sb_publishable_web', env, true],
    ['a secret key', 'sb_secret_xyz', env, true],
    [
      'a single self-hosted publishable key',
      'sb_publishable_one',
      { SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_one' },
      true,
    ],
    ['no header', undefined, env, false],
    ['an unknown key', 'sb_publishable_other', env, false],
    ['a key when none is configured', 'anything', {}, false],
    [
      'a key when the dictionary is malformed',
      'sb_publishable_abc',
      { SUPABASE_PUBLISHABLE_KEYS: '{oops' },
      false,
    ],
  ])('%s', (_name, apikey, functionEnv, expected) => {
    expect(hasProjectApiKey(request(apikey), functionEnv)).toBe(expected);
  });
});
