import { createContext, useContext } from 'react';

/**
 * True while a page is drawn into its built HTML (scripts/build/prerender.ts), never in the browser.
 * A page whose first look has today's date in it draws itself there without that date (the
 * built HTML is served on every later day too); the app fills it in when it takes over.
 */
export const DrawnAtBuildTime = createContext(false);

export function useDrawnAtBuildTime(): boolean {
  return useContext(DrawnAtBuildTime);
}

let valuesLeft = false;

/**
 * Notes that the page being drawn at build time leaves a value for the app to fill in
 * (src/lib/leftForTheApp.ts): its HTML is then not what the app's first render draws, so the app
 * replaces it rather than taking it over (src/boot.tsx).
 */
export function noteValueLeftForTheApp(): void {
  valuesLeft = true;
}

/** Whether a value was left for the app since the last call (the build asks page by page). */
export function takeValuesLeftForTheApp(): boolean {
  const left = valuesLeft;
  valuesLeft = false;
  return left;
}
