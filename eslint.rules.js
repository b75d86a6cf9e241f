import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * The house's boundaries, as lint rules (eslint-plugin-import-x's no-restricted-paths, which
 * resolves each import to its file and checks it against these zones):
 *
 * - No tool imports another tool's folder: code two tools need lives in src/lib (logic) or
 *   src/components (UI). The files directly in src/tools (registry, types, search …) are open
 *   to every tool.
 * - The pages (src/pages: screens that are not tools) import no tool's folder; a tool's public
 *   pages live in its folder and are routed through its meta.ts.
 * - src/lib and src/components never import the shell (src/app), the pages or the tools.
 * - src/portable (web-standard code that runs unchanged in the browser, on Node and on Deno)
 *   imports nothing of the site, the backend or the scripts.
 * - server/ (the local backend) imports only itself and src/portable.
 *
 * `root` is the repository's folder (eslint.config.js passes its own; the boundaries test a
 * folder of fixtures).
 */
export function boundaries(root) {
  const tools = readdirSync(join(root, 'src/tools'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const zones = [
    ...tools.map((tool) => ({
      target: `./src/tools/${tool}/**`,
      from: ['./src/tools/*/**'],
      // (the plugin matches exceptions against absolute paths)
      except: [join(root, `src/tools/${tool}/**`)],
      message: 'No tool imports another tool: move the shared code to src/lib or src/components.',
    })),
    {
      target: './src/pages/**',
      from: ['./src/tools/*/**'],
      message:
        "A page reaches tools through src/tools/registry.ts; a tool's own pages live in its folder.",
    },
    {
      target: ['./src/lib/**', './src/components/**'],
      from: ['./src/app/**', './src/pages/**', './src/tools/*/**'],
      message: 'src/lib and src/components never depend on the shell, the pages or the tools.',
    },
    {
      target: './src/portable/**',
      from: ['./src/!(portable)/**', './src/*.*', './server/**', './scripts/**'],
      message: 'src/portable runs in the browser, on Node and on Deno: it imports only itself.',
    },
    {
      target: './server/**',
      from: [
        './src/!(portable)/**',
        './src/*.*',
        './supabase/**',
        './scripts/**',
        './netlify/**',
        './tests/**',
        './e2e/**',
      ],
      message: 'server/ imports only from itself and src/portable.',
    },
  ];
  return {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // no-cycle follows imports into the files they name, which it must parse as TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // No import cycles: a module that imports itself round a loop is evaluated half-made (an
      // import is undefined until the loop is left), and the loop says two files are one idea.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  };
}

/**
 * One icon set, lucide-react: no symbol or emoji glyph drawn as an icon in a component (⬇ ✓ 🗑 ✕
 * ★ ⚠ ↻ 🔖 …), which shows as an empty box where the device has no font for it. Refused: such a
 * glyph in JSX text or in a string put into JSX, and any span hidden from assistive technology
 * that holds nothing but marks beyond ASCII (`<span aria-hidden="true">×</span>`; a regular
 * expression's `/` around its field stays). The answer marks ○ △ ×
 * of a schedule poll stay text: they are what the answer says, and every Japanese font has them.
 */
const GLYPH =
  '/[\\u2139\\u2190-\\u21FF\\u2300-\\u23FF\\u25A0-\\u25B2\\u25B4-\\u25CA\\u25CC-\\u25FF\\u2600-\\u27BF\\u2900-\\u297F\\u2B00-\\u2BFF\\uFE0F]|[\\uD83C-\\uD83E][\\uDC00-\\uDFFF]/';
const GLYPH_MESSAGE =
  'Draw icons with lucide-react (import X from "lucide-react/icons/x"), not with a glyph.';
export const glyphIcons = {
  files: ['src/**/*.tsx'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...[
        `JSXText[value=${GLYPH}]`,
        `JSXExpressionContainer > Literal[value=${GLYPH}]`,
        `JSXExpressionContainer > ConditionalExpression > Literal[value=${GLYPH}]`,
        `JSXExpressionContainer > LogicalExpression > Literal[value=${GLYPH}]`,
        // (esquery has no `:has(> …)`: an element with aria-hidden on itself or on a child)
        'JSXElement:has(JSXOpeningElement > JSXAttribute[name.name="aria-hidden"]) > JSXText[value=/^\\s*[^\\s\\p{L}\\p{N}\\x00-\\x7F]+\\s*$/u]',
      ].map((selector) => ({ selector, message: GLYPH_MESSAGE })),
    ],
  },
};
