import { describe, expect, it } from 'vitest';
import { importClosure } from './import-closure.ts';

const GRAPH: Record<string, string[]> = {
  entry: ['react', 'app'],
  app: ['react', 'ui'],
  ui: ['icons'],
  icons: [],
  react: [],
  cycle: ['loop'],
  loop: ['cycle'],
};
const importsOf = (key: string) => GRAPH[key];

describe('importClosure', () => {
  it.each<[string, string[], string[]]>([
    [
      'a module and what it imports, in the order reached',
      ['entry'],
      ['entry', 'react', 'app', 'ui', 'icons'],
    ],
    ['several starting points, each module once', ['ui', 'app'], ['ui', 'icons', 'app', 'react']],
    ['modules that import each other', ['cycle'], ['cycle', 'loop']],
    ['no module the build does not have', ['missing', 'icons'], ['icons']],
    ['nothing for nothing', [], []],
  ])('gives %s', (_, keys, expected) => {
    expect([...importClosure(keys, importsOf)]).toEqual(expected);
  });

  it('leaves out what is already loaded', () => {
    expect([...importClosure(['app'], importsOf, new Set(['react']))]).toEqual([
      'react',
      'app',
      'ui',
      'icons',
    ]);
  });
});
