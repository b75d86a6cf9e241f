import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { initI18n } from '../lib/i18n';

const i18n = initI18n();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // Tools mirror their input into the URL; each test starts from a bare address.
  window.history.replaceState(null, '', '/');
});

// The files of the unit project share one page and module graph (vitest's isolate: false; this
// file runs again before each of them): after each file, what it may have changed in that page
// is put back, so that no file sees another's leftovers. The first file's start is the state.
const start = ((globalThis as { unitTestStart?: UnitTestStart }).unitTestStart ??= {
  language: i18n.language,
  htmlAttributes: [...document.documentElement.attributes].map(({ name, value }) => [name, value]),
});
interface UnitTestStart {
  language: string;
  htmlAttributes: string[][];
}
afterAll(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  if (i18n.language !== start.language) await i18n.changeLanguage(start.language);
  for (const { name } of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(name);
  }
  for (const [name = '', value = ''] of start.htmlAttributes) {
    document.documentElement.setAttribute(name, value);
  }
  // The <title> goes with the head's children.
  document.head.replaceChildren();
  document.body.replaceChildren();
});
