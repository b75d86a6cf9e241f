import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Real Deno for the code that runs on Deno in production: the news page's Netlify edge function
 * and the Supabase edge functions. The binary is the npm registry's `deno` package (a
 * devDependency whose platform package carries the executable; nothing is downloaded).
 *
 * Deno runs with an explicit configuration that sets nothing but where packages come from
 * (`node_modules`, as Netlify's bundler takes them): so the repository's tsconfig.json, which
 * Deno would otherwise read beside package.json, changes nothing, and a module compiles as
 * Netlify and Supabase compile it (JSX as `React.createElement` unless the file says otherwise).
 */
export const DENO = resolve('node_modules/.bin/deno');

export interface DenoRun {
  /** deno's arguments after `run` and the configuration: permissions, the entry, its arguments. */
  args: string[];
  env?: Record<string, string>;
}

function withConfig<T>(use: (configFile: string) => T): { value: T; cleanUp: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'deno-config-'));
  const configFile = join(folder, 'deno.json');
  writeFileSync(configFile, JSON.stringify({ nodeModulesDir: 'manual' }));
  return {
    value: use(configFile),
    cleanUp: () => rmSync(folder, { recursive: true, force: true }),
  };
}

function spawnDeno(configFile: string, run: DenoRun): ChildProcess {
  return spawn(DENO, ['run', '--config', configFile, '--no-prompt', ...run.args], {
    env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1', ...run.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs a Deno program to its end; rejects with its error output when it fails. */
export function runDeno(run: DenoRun): Promise<string> {
  const { value: child, cleanUp } = withConfig((config) => spawnDeno(config, run));
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolvePromise, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      cleanUp();
      if (code === 0) resolvePromise(stdout);
      else reject(new Error(`deno exited with ${code}:\n${stderr}`));
    });
  });
}

export interface DenoServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts a module that calls `Deno.serve(handler)` without an address, as Supabase's entries
 * do, on a free port of 127.0.0.1 (DENO_SERVE_ADDRESS), and resolves once it listens.
 */
export function startDenoServer(run: DenoRun): Promise<DenoServer> {
  const { value: child, cleanUp } = withConfig((config) =>
    spawnDeno(config, { ...run, env: { DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0', ...run.env } }),
  );
  const stop = () =>
    new Promise<void>((resolvePromise) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        cleanUp();
        resolvePromise();
        return;
      }
      child.once('close', () => {
        cleanUp();
        resolvePromise();
      });
      child.kill('SIGTERM');
    });
  let stderr = '';
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`deno did not start listening within 60 s:\n${stderr}`));
    }, 60_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const listening = /Listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(stderr);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolvePromise({ url: listening[1], stop });
      }
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      cleanUp();
      reject(new Error(`deno exited with ${code} before listening:\n${stderr}`));
    });
  });
}
