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
