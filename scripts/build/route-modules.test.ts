import { describe, expect, it } from 'vitest';
import { routeModules, toolIconName } from './route-modules.ts';
import type { Manifest } from './vite-manifest.ts';

const MANIFEST: Manifest = {
  // The entry loads React and starts the app with import() (src/main.tsx): both are start-up.
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_app-b.js'],
    dynamicImports: ['_boot-l.js'],
  },
  '_app-b.js': { file: 'assets/app-b.js' },
  '_boot-l.js': { file: 'assets/boot-l.js', imports: ['_app-b.js', '_i18n-m.js'] },
  '_i18n-m.js': { file: 'assets/i18n-m.js' },
  '_shared-c.js': { file: 'assets/shared-c.js', imports: ['_app-b.js'] },
  '_deep-d.js': { file: 'assets/deep-d.js' },
  'src/app/ToolFrame.tsx': {
    file: 'assets/ToolFrame-e.js',
    src: 'src/app/ToolFrame.tsx',
    isDynamicEntry: true,
    imports: ['_app-b.js', 'index.html'],
  },
  'src/tools/json-tool/JsonTool.tsx': {
    file: 'assets/JsonTool-f.js',
    src: 'src/tools/json-tool/JsonTool.tsx',
    isDynamicEntry: true,
    imports: ['_shared-c.js', 'index.html', '_boot-l.js'],
  },
  'src/tools/json-tool/styles.css': {
    file: 'assets/styles-g.css',
    src: 'src/tools/json-tool/x.tsx',
  },
  'src/tools/json-tool/parts/Part.tsx': {
    file: 'assets/Part-h.js',
    src: 'src/tools/json-tool/parts/Part.tsx',
    isDynamicEntry: true,
  },
  '_createLucideIcon-j.js': { file: 'assets/createLucideIcon-j.js', imports: ['_app-b.js'] },
  'node_modules/lucide-react/dist/esm/icons/braces.mjs': {
    file: 'assets/braces-k.js',
    src: 'node_modules/lucide-react/dist/esm/icons/braces.mjs',
    isDynamicEntry: true,
    imports: ['_createLucideIcon-j.js'],
  },
  'src/tools/diff-checker/DiffCheckerTool.tsx': {
    file: 'assets/DiffCheckerTool-i.js',
    src: 'src/tools/diff-checker/DiffCheckerTool.tsx',
    isDynamicEntry: true,
    imports: ['_shared-c.js', '_deep-d.js', '_i18n-m.js'],
  },
};

describe('routeModules', () => {
  it.each([
    {
      path: '/json-tool',
      files: ['/assets/JsonTool-f.js', '/assets/shared-c.js', '/assets/ToolFrame-e.js'],
    },
    {
      path: '/diff-checker',
      files: [
        '/assets/DiffCheckerTool-i.js',
        '/assets/shared-c.js',
        '/assets/deep-d.js',
        '/assets/ToolFrame-e.js',
      ],
    },
    {
      path: '/json-tool/sub',
      files: ['/assets/JsonTool-f.js', '/assets/shared-c.js', '/assets/ToolFrame-e.js'],
    },
    { path: '/', files: [] },
    { path: '/privacy', files: [] },
    { path: '/unknown-tool', files: [] },
  ])('$path: $files', ({ path, files }) => {
    expect(routeModules(MANIFEST, path)).toEqual(files);
  });

  it("adds the tool's icon and what it imports", () => {
    expect(routeModules(MANIFEST, '/json-tool', 'braces')).toEqual([
      '/assets/JsonTool-f.js',
      '/assets/shared-c.js',
      '/assets/ToolFrame-e.js',
      '/assets/braces-k.js',
      '/assets/createLucideIcon-j.js',
    ]);
    expect(routeModules(MANIFEST, '/privacy', 'braces')).toEqual([]);
  });

  it('adds the chunk of every tool icon where the build has one', () => {
    const grouped: Manifest = {
      ...MANIFEST,
      '_tool-icons-m.js': {
        file: 'assets/tool-icons-m.js',
        name: 'tool-icons',
        imports: ['_app-b.js'],
      },
    };
    delete grouped['node_modules/lucide-react/dist/esm/icons/braces.mjs'];
    expect(routeModules(grouped, '/json-tool', 'braces')).toEqual([
      '/assets/JsonTool-f.js',
      '/assets/shared-c.js',
      '/assets/ToolFrame-e.js',
      '/assets/tool-icons-m.js',
    ]);
    expect(routeModules(grouped, '/json-tool')).toEqual([
      '/assets/JsonTool-f.js',
      '/assets/shared-c.js',
      '/assets/ToolFrame-e.js',
    ]);
  });

  it.each([
    ["  icon: () => import('lucide-react/icons/braces'),", 'braces'],
    ["  icon: () => import('lucide-react/icons/building-2'),", 'building-2'],
    ["  icon: () => import('./icon'),", null],
  ])('reads the icon of %s', (source, name) => {
    expect(toolIconName(source)).toBe(name);
  });
});
