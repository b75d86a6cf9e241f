/**
 * The site's entry. It starts the app in two steps, each evaluated in a task of its own: React
 * (react-dom and what it needs), then the app (src/boot.tsx: the router, i18next, the shell and
 * the first page's code). Evaluated together they were one task of 17–24 ms CPU after the first
 * paint, the longest of the page's load and most of its blocking time; apart, 9–14 ms and
 * 6–9 ms (`npm run bench:blocking`: the median blocking time of the home page and the three
 * heavy tools went from 21–35 ms to 0 ms).
 *
 * This module itself imports nothing but the stylesheet: it is all a page fetches before its
 * app starts. A page drawn at build time that works as drawn (the home page: its cards are links)
 * is marked `data-start="on-interaction"` (scripts/build/prerender-html.ts): there the app, and
 * the modules held for it in `<template id="app-code-later">`, start at the visitor's first
 * interaction or in the first idle moment after the page has loaded, whichever comes first.
 * (A card followed before then is a plain link to the tool's drawn page, which counts it as
 * recently used itself: src/app/openedFromHome.ts.) Every other page starts it at once (its
 * modules are already on their way, preloaded with this entry).
 *
 * Every module this file loads with `import()` is start-up code: the built index.html preloads
 * them all (scripts/build/vite-startup-preload.ts) and the bundle report counts them in the home
 * page's JavaScript (scripts/checks/bundle-size.ts).
 */
import './index.css';

/** What counts as the visitor's first interaction (a pointer over the page announces one). */
const FIRST_INTERACTION = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'focusin',
  'wheel',
];
/** The longest the idle moment after the load is waited for. */
const IDLE_TIMEOUT_MS = 2_000;

function startApp(): void {
  import('react-dom/client')
    // The app a task later: React's evaluation and the app's are two tasks, not one long one.
    .then(() => new Promise((resolve) => setTimeout(resolve)))
    .then(() => import('./boot'))
    .catch((error: unknown) => console.error('The app failed to load', error));
}

/** Starts the modules held back for the first interaction (preloads: fetched, not run). */
function startHeldModules(): void {
  const held = document.getElementById('app-code-later') as HTMLTemplateElement | null;
  held?.remove();
  if (held) document.head.append(document.importNode(held.content, true));
}

function onFirstInteractionOrIdle(start: () => void): void {
  let started = false;
  // Left in place once called: each call after the first does nothing.
  const once = () => {
    if (!started) start();
    started = true;
  };
  for (const type of FIRST_INTERACTION) {
    window.addEventListener(type, once, { capture: true, passive: true });
  }
  const whenIdle = () => {
    if (window.requestIdleCallback) window.requestIdleCallback(once, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(once);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle);
}

if (document.getElementById('root')?.dataset.start === 'on-interaction') {
  onFirstInteractionOrIdle(() => {
    startHeldModules();
    startApp();
  });
} else {
  startApp();
}
