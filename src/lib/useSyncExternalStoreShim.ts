/**
 * What react-i18next imports as `use-sync-external-store/shim`: React 18+ has the hook itself,
 * and the shim's own fallback for older React (0.4 KB gzip of the home page's JavaScript) never
 * runs here (vite.config.ts points the shim's import at this module).
 */
export { useSyncExternalStore } from 'react';
