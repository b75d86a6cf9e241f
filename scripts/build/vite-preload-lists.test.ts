import { describe, expect, it } from 'vitest';
import { preloadList } from './vite-preload-lists.ts';

const chunks: Record<string, { imports: string[] }> = {
  'assets/boot-1.js': { imports: ['assets/app-1.js'] },
  'assets/app-1.js': { imports: ['assets/rolldown-runtime-1.js'] },
  'assets/Quote-1.js': { imports: ['assets/app-1.js', 'assets/dates-1.js'] },
  'assets/dates-1.js': { imports: ['assets/format-1.js'] },
  'assets/format-1.js': { imports: [] },
  'assets/Panel-1.js': { imports: ['assets/dates-1.js', 'assets/csv-1.js'] },
};
const options = {
  startupHost: /(?:^|\/)(?:app|boot)-[\w-]+\.js$/,
  alwaysLoaded: /(?:^|\/)(?:app|rolldown-runtime|preload-helper)-[\w-]+\.js$/,
};

describe('preloadList', () => {
  it.each([
    {
      name: 'a start-up host names nothing',
      host: 'assets/boot-1.js',
      dependencies: ['assets/dates-1.js', 'assets/csv-1.js'],
      list: [],
    },
    {
      name: 'a screen leaves out what it imports itself, directly or not',
      host: 'assets/Quote-1.js',
      dependencies: ['assets/dates-1.js', 'assets/format-1.js', 'assets/csv-1.js'],
      list: ['assets/csv-1.js'],
    },
    {
      name: 'a screen leaves out the start-up chunks',
      host: 'assets/Quote-1.js',
      dependencies: ['assets/preload-helper-1.js', 'assets/rolldown-runtime-1.js', 'assets/x-1.js'],
      list: ['assets/x-1.js'],
    },
    {
      name: 'a host the bundle does not know keeps its list but the start-up chunks',
      host: 'assets/other-1.js',
      dependencies: ['assets/dates-1.js', 'assets/app-1.js'],
      list: ['assets/dates-1.js'],
    },
  ])('$name', ({ host, dependencies, list }) => {
    expect(preloadList(host, dependencies, chunks, options)).toEqual(list);
  });
});
