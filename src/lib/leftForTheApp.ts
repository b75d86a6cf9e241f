import { noteValueLeftForTheApp, useDrawnAtBuildTime } from './drawnAtBuildTime';

// Apart from drawnAtBuildTime.ts, which the frame needs on every page: only the pages that
// leave values for the app use this (the build puts it in the start-up chunk `app` all the same:
// a chunk of its own cost those pages more than its bytes, vite.config.ts).

/**
 * "Now" for a page drawn at build time: a fixed moment, never shown (each value made from it is
 * left empty, see useLeftForTheApp), so that a check asking for a date or a number finds one,
 * as it will in the app, and the page comes out the same on every build.
 */
const STAND_IN_NOW = Date.parse('2000-01-03T09:00:00+09:00');

/** The moment a page's first look starts from: now, or the stand-in in the page drawn at build time. */
export function useFirstLookNow(): () => Date {
  const drawnAtBuildTime = useDrawnAtBuildTime();
  if (drawnAtBuildTime) noteValueLeftForTheApp();
  return () => (drawnAtBuildTime ? new Date(STAND_IN_NOW) : new Date());
}

/**
 * Shows a value made from today, or in the page drawn at build time an empty place for the
 * app to fill: '' for a field's value, a no-break space for text (its line keeps its height).
 */
export function useLeftForTheApp(): (value: string, empty?: '' | '\u00a0') => string {
  const drawnAtBuildTime = useDrawnAtBuildTime();
  if (drawnAtBuildTime) noteValueLeftForTheApp();
  return (value, empty = '') => (drawnAtBuildTime ? empty : value);
}
