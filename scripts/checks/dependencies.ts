/**
 * Which packages the repository uses, against what package.json declares: every package a
 * file imports must be declared, and every declared package must be used. A small check of its
 * own rather than depcheck, whose parsers lag behind TypeScript and Vite (`?worker` imports,
 * `import.meta.glob`, CSS `@import`) and which knows nothing of a binary run by a test.
 *
 * "Used" means one of: imported (`from '…'`, `import('…')`, `import '…'`, `require('…')` and
 * `require.resolve('…')`, CSS
 * `@import '…'`, a `types` entry or `/// <reference types>`), a binary run by a command (the
 * package's `bin` names in package.json's scripts, .ci/run, or a file that runs
 * `node_modules/.bin/<name>` or `npx <name>`), vitest's test environment, the types of a used
 * package (`@types/x`), or a peer another declared package requires.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  scripts?: Record<string, string>;
  bin?: string | Record<string, string>;
  'simple-git-hooks'?: Record<string, string>;
  'lint-staged'?: Record<string, string | string[]>;
}

const SOURCE = /\.(?:[cm]?[jt]sx?|css)$/;
const SPECIFIER = [
  /\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /(?:\brequire|\))\.resolve\(\s*['"]([^'"]+)['"]/g,
  /@import\s+['"]([^'"]+)['"]/g,
  /\/\/\/\s*<reference\s+types="([^"]+)"/g,
];

/** `@scope/name/sub?query` → `@scope/name`; null for relative paths, built-ins and virtual ids. */
export function packageOf(specifier: string): string | null {
  if (/^(?:\.|\/|node:|virtual:|npm:|https?:|data:)/.test(specifier) || isBuiltin(specifier)) {
    return null;
  }
  const parts = specifier.split('?')[0]?.split('/') ?? [];
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return name && /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i.test(name) ? name : null;
}

/** Every package name `source` imports or references. */
export function importedPackages(source: string): Set<string> {
  const names = new Set<string>();
  for (const pattern of SPECIFIER) {
    for (const [, specifier = ''] of source.matchAll(pattern)) {
      const name = packageOf(specifier);
      if (name) names.add(name);
    }
  }
  return names;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

export interface DependencyReport {
  /** Imported somewhere, declared nowhere: `file: package`. */
  undeclared: string[];
  /** Declared, used nowhere. */
  unused: string[];
}

export function checkDependencies(root = '.'): DependencyReport {
  const manifest = readJson<PackageJson>(join(root, 'package.json'));
  const declared = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
  ]);
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    // This check's own test names made-up packages in its fixtures.
    .filter((file) => SOURCE.test(file) && file !== 'scripts/checks/dependencies.test.ts')
    .filter((file) => existsSync(join(root, file)));

  const used = new Set<string>();
  const undeclared: string[] = [];
  const commands: string[] = [
    ...Object.values(manifest.scripts ?? {}),
    // The git hooks simple-git-hooks installs, and the commands lint-staged runs in them.
    ...Object.values(manifest['simple-git-hooks'] ?? {}),
    ...Object.values(manifest['lint-staged'] ?? {}).flat(),
    existsSync(join(root, '.ci/run')) ? readFileSync(join(root, '.ci/run'), 'utf8') : '',
  ];
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    for (const name of importedPackages(source)) {
      used.add(name);
      if (!declared.has(name)) undeclared.push(`${file}: ${name}`);
    }
    for (const [, bin = ''] of source.matchAll(/(?:node_modules\/\.bin\/|\bnpx\s+)([\w.-]+)/g)) {
      commands.push(bin);
    }
    for (const [, environment = ''] of source.matchAll(/\benvironment:\s*'([\w-]+)'/g)) {
      used.add(environment);
    }
  }
  for (const config of ['tsconfig.json', 'tsconfig.node.json']) {
    if (!existsSync(join(root, config))) continue;
    const { compilerOptions } = readJson<{ compilerOptions?: { types?: string[] } }>(
      join(root, config),
    );
    for (const type of compilerOptions?.types ?? []) {
      used.add(packageOf(type) ?? type);
    }
  }

  // A package whose own bin file a command runs by its path (`node node_modules/<name>/bin/…`).
  for (const [, name = ''] of commands
    .join('\n')
    .matchAll(/node_modules\/((?:@[\w.-]+\/)?[\w.-]+)\/bin\//g)) {
    used.add(name);
  }
  const words = new Set(commands.join('\n').match(/[\w.@/-]+/g));
  const packageJsonOf = (name: string) => join(root, 'node_modules', name, 'package.json');
  const installed = [...declared]
    .filter((name) => existsSync(packageJsonOf(name)))
    .map((name) => ({ name, manifest: readJson<PackageJson>(packageJsonOf(name)) }));
  for (const {
    name,
    manifest: { bin },
  } of installed) {
    const bins = typeof bin === 'string' ? [name.split('/').pop() ?? name] : Object.keys(bin ?? {});
    if (bins.some((command) => words.has(command))) used.add(name);
  }
  // A peer that a used package requires is used through it.
  for (const {
    name,
    manifest: { peerDependencies, peerDependenciesMeta },
  } of installed) {
    if (!used.has(name)) continue;
    for (const peer of Object.keys(peerDependencies ?? {})) {
      if (!peerDependenciesMeta?.[peer]?.optional) used.add(peer);
    }
  }
  // Types count where their package (or Node itself) is used.
  for (const name of declared) {
    const typed = /^@types\/(.+)$/.exec(name)?.[1];
    if (typed && (typed === 'node' || used.has(typed.replace(/^(.+)__(.+)$/, '@$1/$2')))) {
      used.add(name);
    }
  }
  return { undeclared, unused: [...declared].filter((name) => !used.has(name)).sort() };
}
