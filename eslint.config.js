import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import { boundaries, glyphIcons } from './eslint.rules.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      '.data',
      'coverage',
      'test-results',
      'playwright-report',
      'reports',
      'supabase/functions/*/index.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['warn', { allow: ['warn', 'error'] }],
      // Components reach the backend only through per-feature data modules (docs/architecture.md).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@supabase/supabase-js',
              message: 'Use src/lib/supabase.ts through a data module.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/supabase.ts', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/**', 'supabase/**', 'tests/**', 'scripts/**', 'e2e/**', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Netlify's edge functions run on web APIs only (Deno), as a service worker does.
    files: ['netlify/**'],
    languageOptions: { globals: globals.serviceworker },
  },
  // Which folder may import which (eslint.rules.js; docs/architecture.md).
  boundaries(fileURLToPath(new URL('.', import.meta.url))),
  // One icon set: lucide-react, no glyph drawn as an icon (eslint.rules.js).
  glyphIcons,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
);
