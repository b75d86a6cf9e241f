import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  componentName,
  freeStarterIcon,
  nextOrder,
  pascalCase,
  STARTER_ICONS,
  titleCase,
} from './tool-scaffold.ts';

/**
 * `npm run new-tool` in a copy of the repository (its tracked sources and settings, with this
 * checkout's node_modules): the folder it writes passes Prettier, ESLint, the type check and
 * the tests as written, and the registry's own tests count it as a whole tool. Only files git
 * tracks are copied, so a tool folder someone has scaffolded and not yet committed (or a
 * leftover of an earlier run) never makes the test fail.
 */

const COPIED = [
  'src',
  'scripts',
  'index.html',
  'package.json',
  'tsconfig.json',
  'tsconfig.node.json',
  'vite.config.ts',
  'eslint.config.js',
  'eslint.rules.js',
  'eslint.rules.d.ts',
  '.prettierrc.json',
];
const ID = 'demo-lines';
let root: string;

/**
 * The type check is the project's own (package.json's `typecheck`): TypeScript's native
 * compiler, which took a third of the JavaScript one's time for the whole project (21 CPU-s
 * against 71).
 */
const NATIVE_TSC = resolve('node_modules/typescript-native/bin/tsc');

function run(command: string, args: string[]) {
  const [bin, binArgs] =
    command === 'tsc'
      ? [process.execPath, [NATIVE_TSC, ...args]]
      : [resolve('node_modules/.bin', command), args];
  const result = spawnSync(bin, binArgs, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  // eslint-disable-next-line no-control-regex -- colour codes, should a tool print them anyway
  const output = `${result.stdout}${result.stderr}`.replaceAll(/\u001b\[[0-9;]*m/g, '');
  return { status: result.status, output };
}

/** Runs a command in the copy and fails with its output unless it succeeds. */
function passes(command: string, args: string[]): string {
  const { status, output } = run(command, args);
  expect(status, `${command} ${args.join(' ')}\n${output}`).toBe(0);
  return output;
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'new-tool-'));
  const tracked = spawnSync('git', ['ls-files', '-z', '--cached', '--', ...COPIED], {
    encoding: 'utf8',
  });
  expect(tracked.status).toBe(0);
  for (const file of tracked.stdout.split('\0')) {
    // Tracked but deleted in this checkout: not part of the copy either.
    if (file === '' || !existsSync(file)) continue;
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(file, join(root, file));
  }
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the scaffold’s names', () => {
  it.each([
    ['line-tidy', 'LineTidy', 'Line Tidy', 'LineTidyTool'],
    ['qr2-maker', 'Qr2Maker', 'Qr2 Maker', 'Qr2MakerTool'],
    ['text-tool', 'TextTool', 'Text Tool', 'TextTool'],
  ])('%s → %s, %s, %s', (id, pascal, title, component) => {
    expect([pascalCase(id), titleCase(id), componentName(id)]).toEqual([pascal, title, component]);
  });

  it.each([
    [[10, 20, 30], 40],
    [[5, 250, 90], 260],
    [[255], 260],
    [[], 10],
  ])('the next order after %j is %i', (orders, next) => {
    expect(nextOrder(orders)).toBe(next);
  });

  it('takes the first starter icon no tool uses', () => {
    expect(freeStarterIcon(new Set())).toBe('list-filter');
    expect(freeStarterIcon(new Set(['list-filter', 'wrench']))).toBe('puzzle');
    expect(freeStarterIcon(new Set(STARTER_ICONS))).toBeNull();
  });
});

describe('npm run new-tool', () => {
  it('writes a tool folder that passes format, lint, types and tests as written', () => {
    const written = passes('tsx', [
      'scripts/tools/new-tool.ts',
      ID,
      '--ja',
      'デモ',
      '--en',
      'Demo',
    ]);
    expect(written).toContain(`Wrote src/tools/${ID}/`);
    expect(readdirSync(join(root, 'src/tools', ID)).sort()).toEqual([
      'DemoLinesTool.test.tsx',
      'DemoLinesTool.tsx',
      'keywords.ts',
      'locales.ts',
      'meta.ts',
      'tidyLines.test.ts',
      'tidyLines.ts',
    ]);

    const folder = `src/tools/${ID}`;
    passes('prettier', ['--check', folder]);
    passes('eslint', ['--max-warnings', '0', folder]);
    // The type check of the new folder, the registry that collects it and what they import.
    writeFileSync(
      join(root, 'tsconfig.scaffold.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        include: [folder, 'src/tools/registry.ts', 'src/vite-env.d.ts'],
      }),
    );
    passes('tsc', ['-p', 'tsconfig.scaffold.json']);
    const tests = passes('vitest', [
      'run',
      folder,
      'src/tools/registry.test.ts',
      'scripts/lib/tool-folders.test.ts',
      'src/lib/i18n/parity.test.ts',
    ]);
    expect(tests).toMatch(/Test Files\s+5 passed/);
  }, 300_000);

  it('can be run again without --icon or --order: each tool gets a free icon and order', () => {
    const second = passes('tsx', ['scripts/tools/new-tool.ts', 'demo-second']);
    const third = passes('tsx', ['scripts/tools/new-tool.ts', 'demo-third']);
    const iconOf = (output: string) => /\(icon ([a-z0-9-]+), order (\d+)\)/.exec(output);
    const [, secondIcon, secondOrder] = iconOf(second) ?? [];
    const [, thirdIcon, thirdOrder] = iconOf(third) ?? [];
    expect(secondIcon).toBeDefined();
    expect(thirdIcon).not.toBe(secondIcon);
    expect(Number(thirdOrder)).toBeGreaterThan(Number(secondOrder));
    passes('vitest', ['run', 'src/tools/registry.test.ts', 'scripts/toolFolders.test.ts']);
  }, 300_000);

  it.each([
    [[ID], `a tool "${ID}" exists already`],
    [['other-demo', '--order', '10'], 'has order 10 already'],
    [['json-tool'], 'a tool "json-tool" exists already'],
    [['Not_An_Id'], 'is not a kebab-case id'],
    [['other-demo', '--icon', 'braces'], 'uses the icon "braces" already'],
    [['other-demo', '--icon', 'no-such-icon'], 'lucide has no icon "no-such-icon"'],
    [['other-demo', '--category', 'games'], '--category must be one of'],
  ])(
    'refuses %j',
    (args, message) => {
      const refused = run('tsx', ['scripts/tools/new-tool.ts', ...args]);
      expect(refused.status).toBe(1);
      expect(refused.output).toContain(message);
    },
    60_000,
  );
});
