import type { Context } from 'hono';
import type { RowsShape } from './read-query.ts';

/** The parts of the `Prefer` header PostgREST honours that supabase-js sends. */
export interface Preferences {
  representation: boolean;
  countExact: boolean;
  resolution: 'merge' | 'ignore' | undefined;
  missingDefault: boolean;
  /** What to echo in Preference-Applied. */
  applied: string[];
}

export function parsePreferences(header: string | undefined): Preferences {
  const tokens = (header ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  const has = (token: string) => tokens.includes(token);
  const preferences: Preferences = {
    representation: has('return=representation'),
    countExact: has('count=exact') || has('count=planned') || has('count=estimated'),
    resolution: has('resolution=merge-duplicates')
      ? 'merge'
      : has('resolution=ignore-duplicates')
        ? 'ignore'
        : undefined,
    missingDefault: has('missing=default'),
    applied: [],
  };
  preferences.applied = tokens.filter((token) =>
    /^(return=(representation|minimal)|count=exact|resolution=(merge|ignore)-duplicates|missing=default)$/.test(
      token,
    ),
  );
  return preferences;
}

/** `.single()` asks for one object; `stripNulls` asks for null-valued keys to be left out. */
export function rowsShapeOf(c: Context): RowsShape {
  const accept = c.req.header('accept') ?? '';
  return {
    single: accept.includes('application/vnd.pgrst.object+json'),
    stripNulls: accept.includes('nulls=stripped'),
  };
}

/** PostgREST's Content-Range: `0-9/42`, `0-9/*`, or `*\/0` for no rows. */
export function contentRange(offset: number, rows: number, total: number | undefined): string {
  const totalText = total === undefined ? '*' : String(total);
  return rows > 0 ? `${offset}-${offset + rows - 1}/${totalText}` : `*/${totalText}`;
}
