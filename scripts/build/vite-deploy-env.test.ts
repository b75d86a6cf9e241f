import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { missingDeployVariables } from './vite-deploy-env.ts';

const URL_SET = { VITE_SUPABASE_URL: 'https://abc.supabase.co' };
const KEY_SET = { VITE_SUPABASE_ANON_KEY: 'sb_publishable_x' };

describe('missingDeployVariables', () => {
  it.each([
    ['a local build without either', {}, []],
    ['a local build with NETLIFY unset but variables set', { ...URL_SET }, []],
    [
      'Netlify without either',
      { NETLIFY: 'true' },
      ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'],
    ],
    ['Netlify with only the URL', { NETLIFY: 'true', ...URL_SET }, ['VITE_SUPABASE_ANON_KEY']],
    [
      'Netlify with a blank key',
      { NETLIFY: 'true', ...URL_SET, VITE_SUPABASE_ANON_KEY: ' ' },
      ['VITE_SUPABASE_ANON_KEY'],
    ],
    ['Netlify with both', { NETLIFY: 'true', ...URL_SET, ...KEY_SET }, []],
  ])('%s', (_name, env, expected) => {
    expect(missingDeployVariables(env)).toEqual(expected);
  });
});

describe('vite build on Netlify', () => {
  it('refuses to build without the Supabase variables and says which are missing', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NETLIFY: 'true', CONTEXT: 'production' };
    delete env.VITE_SUPABASE_URL;
    delete env.VITE_SUPABASE_ANON_KEY;
    // The check runs in Vite's config stage, before anything is bundled or written.
    const result = spawnSync('npx', ['vite', 'build', '--outDir', 'dist-never-written'], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.error).toBeUndefined();
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toContain(
      'This Netlify build has no VITE_SUPABASE_URL or VITE_SUPABASE_ANON_KEY.',
    );
  }, 60_000);
});
