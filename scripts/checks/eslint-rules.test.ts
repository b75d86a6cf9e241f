import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundaries, glyphIcons } from '../../eslint.rules.js';

/**
 * The house's own rules (eslint.rules.js) run through ESLint's Node API on a small repository
 * of fixture files: each case is a file and what it holds, and whether lint refuses it.
 */

const FILES: Record<string, string> = {
  'src/tools/alpha/AlphaTool.tsx': 'export const alpha = 1;',
  'src/tools/alpha/logic.ts': 'export const logic = 1;',
  'src/tools/beta/betaLogic.ts': 'export const beta = 1;',
  'src/tools/registry.ts': 'export const registry = [];',
  'src/app/Shell.tsx': 'export const shell = 1;',
  'src/pages/home/HomePage.tsx': 'export const home = 1;',
  'src/lib/format.ts': 'export const format = 1;',
  'src/components/Button.tsx': 'export const button = 1;',
  'src/portable/readText.ts': 'export const readText = 1;',
  'server/api/feed.ts': 'export const feed = 1;',
  'supabase/functions/_shared/env.ts': 'export const env = 1;',
  // An import cycle: read.ts → embed.ts → read.ts.
  'server/rest/read.ts': "import { embed } from './embed.ts';\nexport const read = () => embed;",
  'server/rest/embed.ts': "import { read } from './read.ts';\nexport const embed = () => read;",
  'server/rest/clauses.ts': 'export const clauses = 1;',
};

let root: string;
let eslint: ESLint;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
      boundaries(root),
      glyphIcons,
    ],
  });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The messages lint gives `file` when it holds `source`. */
async function lint(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import boundaries', () => {
  it.each([
    ['a tool imports another tool', 'src/tools/alpha/x.ts', '../beta/betaLogic'],
    [
      'a tool imports another tool by a full file name',
      'src/tools/alpha/x.ts',
      '../beta/betaLogic.ts',
    ],
    ['a page imports a tool', 'src/pages/home/x.ts', '../../tools/alpha/logic'],
    ['lib imports the shell', 'src/lib/x.ts', '../app/Shell'],
    ['lib imports a page', 'src/lib/x.ts', '../pages/home/HomePage'],
    ['lib imports a tool', 'src/lib/x.ts', '../tools/alpha/logic'],
    ['a component imports the shell', 'src/components/x.tsx', '../app/Shell'],
    ['portable code imports lib', 'src/portable/x.ts', '../lib/format'],
    ['the backend imports lib', 'server/api/x.ts', '../../src/lib/format'],
    ['the backend imports a function', 'server/api/x.ts', '../../supabase/functions/_shared/env'],
  ])('refuses: %s', async (_case, file, specifier) => {
    const messages = await lint(file, `import { v } from '${specifier}';\nexport const w = v;\n`);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^import-x\/no-restricted-paths: Unexpected path/);
  });

  it.each([
    ['a tool imports its own folder', 'src/tools/alpha/x.ts', './logic'],
    ['a tool imports the registry', 'src/tools/alpha/x.ts', '../registry'],
    ['a tool imports lib', 'src/tools/alpha/x.ts', '../../lib/format'],
    ['a tool imports a component', 'src/tools/alpha/x.ts', '../../components/Button'],
    ['the shell imports a tool', 'src/app/x.ts', '../tools/alpha/AlphaTool'],
    ['a page imports the registry', 'src/pages/home/x.ts', '../../tools/registry'],
    ['lib imports a component', 'src/lib/x.ts', '../components/Button'],
    ['lib imports portable code', 'src/lib/x.ts', '../portable/readText'],
    ['the backend imports itself', 'server/api/x.ts', './feed'],
    ['the backend imports portable code', 'server/api/x.ts', '../../src/portable/readText.ts'],
  ])('allows: %s', async (_case, file, specifier) => {
    const messages = await lint(file, `import { v } from '${specifier}';\nexport const w = v;\n`);
    expect(messages).toEqual([]);
  });
});

describe('no import cycles', () => {
  it('refuses a module that imports itself round a loop', async () => {
    const messages = await lint(
      'server/rest/read.ts',
      "import { embed } from './embed.ts';\nexport const read = () => embed;\n",
    );
    expect(messages).toEqual(['import-x/no-cycle: Dependency cycle detected']);
  });

  it('allows modules that share a third one', async () => {
    const messages = await lint(
      'server/rest/plain.ts',
      "import { clauses } from './clauses.ts';\nexport const read = () => clauses;\n",
    );
    expect(messages).toEqual([]);
  });
});

describe('one icon set: no glyph drawn as an icon', () => {
  const component = (jsx: string) =>
    `export function C({ ok, n }: { ok: boolean; n: number }) {\n  return (${jsx});\n}\n`;

  it.each([
    ['a download arrow in a button', '<button><span aria-hidden="true">⬇</span>CSV</button>'],
    ['a check mark before a text', '<span>✔ 確定</span>'],
    ['an emoji', '<p>🗑 削除</p>'],
    ['an emoji with its presentation selector', '<h2>ℹ️ ご案内</h2>'],
    ['glyphs chosen in an expression', "<span>{ok ? '✓' : '📋'}</span>"],
    ['a glyph after &&', "<span>{ok && '★'}</span>"],
    ['a lone mark hidden from assistive technology', '<span aria-hidden="true">×</span>'],
    ['a hidden full-width plus', '<b aria-hidden="true"> ＋ </b>'],
  ])('refuses %s', async (_case, jsx) => {
    const messages = await lint('src/tools/alpha/C.tsx', component(jsx));
    expect(messages.length).toBeGreaterThan(0);
    expect(
      messages.every((message) => message.startsWith('no-restricted-syntax: Draw icons')),
    ).toBe(true);
  });

  it.each([
    ['the answer marks of a poll', '<td>○{n} △{n} ×{n}</td>'],
    ['text', '<p>東京から大阪まで</p>'],
    ['hidden text', '<span aria-hidden="true">（任意）</span>'],
    ["a regular expression's slashes", '<span aria-hidden="true">/</span>'],
    ['a glyph in a string outside JSX', "<span>{String(n) + ''}</span>"],
  ])('allows %s', async (_case, jsx) => {
    expect(await lint('src/tools/alpha/C.tsx', component(jsx))).toEqual([]);
  });
});
