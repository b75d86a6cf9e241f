import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { build } from 'esbuild';

/**
 * The function as Supabase's Edge Runtime (Deno) loads it: every module it reaches named by its
 * full file name (Deno resolves no extension-less path, and the mail text and calendar modules
 * it shares with the site live in src/lib), every package mapped in its deno.json, and nothing
 * of Node's.
 */

const ENTRY = resolve('supabase/functions/send-notifications/index.ts');
const denoJson = JSON.parse(
  readFileSync('supabase/functions/send-notifications/deno.json', 'utf8'),
) as { imports: Record<string, string> };

function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1] ?? '');
}

describe('send-notifications on Deno', () => {
  it('reaches its modules by full file names and its packages through deno.json', () => {
    const seen = new Set<string>();
    const problems: string[] = [];
    const packages = new Set<string>();
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of importsOf(file)) {
        if (!specifier.startsWith('.')) {
          packages.add(specifier);
          if (!(specifier in denoJson.imports))
            problems.push(`${file}: ${specifier} not in deno.json`);
          continue;
        }
        const target = resolve(dirname(file), specifier);
        if (existsSync(target) && /\.ts$/.test(target)) walk(target);
        else problems.push(`${file}: ${specifier}`);
      }
    };
    walk(ENTRY);
    expect(problems).toEqual([]);
    expect([...seen].some((file) => file.includes('src/lib/notificationMail'))).toBe(true);
    expect([...seen].some((file) => file.includes('src/lib/calendar'))).toBe(true);
    expect([...packages]).toEqual(['entities/escape']);
  });

  it('bundles for a web runtime with no Node built-ins', async () => {
    const bundled = await build({
      entryPoints: [ENTRY],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      conditions: ['deno', 'worker', 'browser'],
      mainFields: ['module', 'main'],
      logLevel: 'silent',
    });
    const code = bundled.outputFiles[0]?.text ?? '';
    expect(code).not.toMatch(/\bfrom\s*"node:|require\("node:|\bprocess\.env\b/);
    expect(code).toContain('Deno.serve');
  });
});
