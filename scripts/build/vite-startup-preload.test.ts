import { describe, expect, it } from 'vitest';
import { startupPreloadFiles } from './vite-startup-preload.ts';

const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = []) => ({
  fileName,
  imports,
  dynamicImports,
});

describe('startupPreloadFiles', () => {
  const react = chunk('assets/app.js', ['assets/runtime.js']);
  const runtime = chunk('assets/runtime.js');
  const boot = chunk(
    'assets/boot.js',
    ['assets/app.js', 'assets/runtime.js', 'assets/i18n.js'],
    ['assets/Tool.js'],
  );
  const i18n = chunk('assets/i18n.js', ['assets/runtime.js']);
  const tool = chunk('assets/Tool.js', ['assets/boot.js', 'assets/pdf.js']);
  const chunks = Object.fromEntries(
    [react, runtime, boot, i18n, tool, chunk('assets/pdf.js')].map((c) => [c.fileName, c]),
  );

  it.each([
    {
      name: 'the dynamic imports of the entry and what they import, without what the entry loads',
      entry: chunk('assets/index.js', ['assets/app.js', 'assets/runtime.js'], ['assets/boot.js']),
      files: ['assets/boot.js', 'assets/i18n.js'],
    },
    {
      name: 'not the dynamic imports of those (a page loads its own code later)',
      entry: chunk('assets/index.js', [], ['assets/boot.js']),
      files: ['assets/boot.js', 'assets/app.js', 'assets/runtime.js', 'assets/i18n.js'],
    },
    {
      name: 'nothing for an entry without dynamic imports',
      entry: chunk('assets/index.js', ['assets/app.js']),
      files: [],
    },
    {
      name: 'JavaScript only, and a file missing from the bundle only as itself',
      entry: chunk('assets/index.js', [], ['assets/styles.css', 'assets/gone.js']),
      files: ['assets/gone.js'],
    },
  ])('$name', ({ entry, files }) => {
    expect(startupPreloadFiles(entry, chunks)).toEqual(files);
  });
});
