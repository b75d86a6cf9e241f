/**
 * The site's entry. It starts the app in two steps, each evaluated in a task of its own: React
 * (react-dom and what it needs) here, then the app (src/boot.tsx: the router, i18next, the shell
 * and the first page's code). Evaluated together they were one task of 17–24 ms CPU after the
 * first paint, the longest of the page's load and most of its blocking time; now 9–14 ms and
 * 6–9 ms (`npm run bench:blocking`: the median blocking time of the home page and the three heavy
 * tools went from 21–35 ms to 0 ms).
 *
 * Every module this file imports, statically or with `import()`, is start-up code: the built
 * index.html preloads them all (scripts/build/vite-startup-preload.ts) and the bundle report counts
 * them in the home page's JavaScript (scripts/checks/bundle-size.ts). Import nothing else here: a
 * module shared with the app would be evaluated in this first step, or pull the app into it.
 */
import 'react-dom/client';
import './index.css';

setTimeout(() => {
  import('./boot').catch((error: unknown) => console.error('The app failed to load', error));
}, 0);
