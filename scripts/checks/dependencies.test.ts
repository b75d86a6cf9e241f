import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDependencies, importedPackages, packageOf } from './dependencies.ts';

describe('packageOf', () => {
  it.each([
    ['react', 'react'],
    ['react-dom/server', 'react-dom'],
    ['@supabase/supabase-js', '@supabase/supabase-js'],
    ['lucide-react/icons/star', 'lucide-react'],
    ['@testing-library/jest-dom/vitest', '@testing-library/jest-dom'],
    ['qrcode?worker', 'qrcode'],
    ['./local.ts', null],
    ['../up', null],
    ['/src/main.tsx', null],
    ['node:fs', null],
    ['fs', null],
    ['virtual:pwa-register', null],
    ['npm:left-pad@1', null],
  ])('%s → %s', (specifier, name) => {
    expect(packageOf(specifier)).toBe(name);
  });
});

describe('importedPackages', () => {
  it('finds static, dynamic, side-effect, require, resolve, CSS and reference imports', () => {
    const source = [
      "import a from 'alpha';",
      "import type { B } from 'beta/types';",
      "export { c } from '@scope/gamma';",
      "const d = await import('delta');",
      "import 'epsilon/register';",
      "const z = require('zeta');",
      "const path = createRequire(import.meta.url).resolve('eta/package.json');",
      "@import 'theta';",
      '/// <reference types="iota/config" />',
      "import { x } from './local.ts';",
      "import { readFileSync } from 'node:fs';",
      "const p = resolve('e2e/fixtures/file.xml');",
    ].join('\n');
    expect([...importedPackages(source)].sort()).toEqual([
      '@scope/gamma',
      'alpha',
      'beta',
      'delta',
      'epsilon',
      'eta',
      'iota',
      'theta',
      'zeta',
    ]);
  });
});

describe('checkDependencies', () => {
  it('finds no undeclared and no unused package in this repository', () => {
    expect(checkDependencies()).toEqual({ undeclared: [], unused: [] });
  });

  it('names an imported package that is not declared and a declared one that is not used', () => {
    const root = mkdtempSync(join(tmpdir(), 'dependencies-'));
    try {
      writeFileSync(
        join(root, 'package.json'),
        JSON.stringify({
          scripts: { build: 'tool-cli build' },
          dependencies: { 'left-pad': '^1.0.0', react: '^19.0.0' },
        }),
      );
      writeFileSync(join(root, 'main.ts'), "import chalk from 'chalk';\nimport 'react';\n");
      execFileSync('git', ['init', '-q'], { cwd: root });
      expect(checkDependencies(root)).toEqual({
        undeclared: ['main.ts: chalk'],
        unused: ['left-pad'],
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
