import { describe, expect, it } from 'vitest';
import {
  COMPILE_HINT,
  compileHintFiles,
  compileHintsPlugin,
  MIN_HINTED_LENGTH,
} from './vite-compile-hints.ts';

const chunk = (
  fileName: string,
  {
    imports = [] as string[],
    dynamicImports = [] as string[],
    facadeModuleId = null as string | null,
    isEntry = false,
    name = fileName.replace(/^assets\/|\.js$/g, ''),
  } = {},
) => ({ fileName, imports, dynamicImports, facadeModuleId, isEntry, name });

const site = [
  chunk('assets/index.js', {
    isEntry: true,
    imports: ['assets/runtime.js', 'assets/app.js'],
    dynamicImports: ['assets/boot.js'],
    facadeModuleId: '/site/src/main.tsx',
  }),
  chunk('assets/runtime.js'),
  chunk('assets/app.js', { imports: ['assets/runtime.js'] }),
  chunk('assets/boot.js', {
    facadeModuleId: '/site/src/boot.tsx',
    imports: ['assets/app.js', 'assets/i18n.js'],
    dynamicImports: [
      'assets/QuoteTool.js',
      'assets/NotFoundPage.js',
      'assets/supabase.js',
      'assets/analytics.js',
      'assets/tool-icons.js',
    ],
  }),
  chunk('assets/i18n.js'),
  chunk('assets/QuoteTool.js', {
    facadeModuleId: '/site/src/tools/quote/QuoteTool.tsx',
    imports: ['assets/boot.js', 'assets/form.js'],
    dynamicImports: ['assets/quotePdf.js', 'assets/supabase.js'],
  }),
  chunk('assets/form.js'),
  chunk('assets/quotePdf.js', {
    facadeModuleId: '/site/src/tools/quote/quotePdf.ts',
    imports: ['assets/pdf-lib.js'],
  }),
  chunk('assets/pdf-lib.js'),
  chunk('assets/NotFoundPage.js', { facadeModuleId: '/site/src/pages/NotFoundPage.tsx' }),
  chunk('assets/supabase.js', {
    facadeModuleId: '/site/node_modules/@supabase/supabase-js/dist/index.mjs',
  }),
  chunk('assets/analytics.js', { facadeModuleId: '/site/src/lib/googleAnalytics.ts' }),
  chunk('assets/tool-icons.js', { imports: ['assets/lucide.js'] }),
  chunk('assets/lucide.js'),
];

describe('compileHintFiles', () => {
  it.each([
    {
      name: 'the start-up, every screen and the tool icons, with what they import',
      chunks: site,
      files: [
        'assets/index.js',
        'assets/runtime.js',
        'assets/app.js',
        'assets/boot.js',
        'assets/i18n.js',
        'assets/QuoteTool.js',
        'assets/form.js',
        'assets/NotFoundPage.js',
        'assets/tool-icons.js',
        'assets/lucide.js',
      ],
    },
    {
      name: 'a component in node_modules is no screen of the site',
      chunks: [
        chunk('assets/index.js', { isEntry: true }),
        chunk('assets/Picker.js', { facadeModuleId: '/site/node_modules/picker/src/Picker.tsx' }),
      ],
      files: ['assets/index.js'],
    },
    {
      name: 'JavaScript only',
      chunks: [chunk('assets/index.js', { isEntry: true, dynamicImports: ['assets/boot.css'] })],
      files: ['assets/index.js'],
    },
  ])('$name', ({ chunks, files }) => {
    const byFile = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
    expect(compileHintFiles(byFile).sort()).toEqual([...files].sort());
  });
});

describe('compileHintsPlugin', () => {
  const generate = (bundle: Record<string, unknown>) => {
    const hook = compileHintsPlugin().generateBundle as {
      order: string;
      handler: (options: unknown, bundle: Record<string, unknown>) => void;
    };
    expect(hook.order).toBe('post');
    hook.handler({}, bundle);
  };

  it('puts the hint on the first line of those files, once, and leaves the others', () => {
    const long = 'x'.repeat(MIN_HINTED_LENGTH);
    const bundle: Record<string, { type: string; code?: string }> = {
      ...Object.fromEntries(site.map((c) => [c.fileName, { ...c, type: 'chunk', code: long }])),
      'assets/index.css': { type: 'asset' },
    };
    const short = 'y'.repeat(MIN_HINTED_LENGTH - 1);
    Object.assign(bundle['assets/i18n.js'] ?? {}, { code: short });
    generate(bundle);
    generate(bundle);
    expect(bundle['assets/boot.js']?.code).toBe(COMPILE_HINT + long);
    expect(bundle['assets/tool-icons.js']?.code).toBe(COMPILE_HINT + long);
    // A short file compiles in a fraction of a millisecond: the line would only add bytes.
    expect(bundle['assets/i18n.js']?.code).toBe(short);
    expect(bundle['assets/quotePdf.js']?.code).toBe(long);
    expect(bundle['assets/supabase.js']?.code).toBe(long);
    expect(bundle['assets/index.css']).toEqual({ type: 'asset' });
  });
});
