import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../lib/i18n';

initI18n();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // Tools mirror their input into the URL; each test starts from a bare address.
  window.history.replaceState(null, '', '/');
});
