/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { pwaPlugin } from './scripts/vite-pwa.ts';
import { contactFormPlugin } from './scripts/vite-contact-form.ts';
import { deployEnvPlugin } from './scripts/vite-deploy-env.ts';

export default defineConfig({
  plugins: [deployEnvPlugin(), react(), tailwindcss(), contactFormPlugin(), pwaPlugin()],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: false, manifest: true },
  worker: { format: 'es' },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts', 'server/**/*.test.ts', 'supabase/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
