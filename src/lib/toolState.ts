import { readJson, readString, removeKey, writeJson, writeString } from './storage';

export type ToolStateValue = string | number | boolean;
export type ToolStateShape = Record<string, ToolStateValue>;

/** Longer values stay out of the URL (links must stay shareable); they are still kept locally. */
export const MAX_URL_VALUE_LENGTH = 2000;

/** Very long values (a 5 MB JSON file) are not kept in browser storage: it is small and shared. */
export const MAX_STORED_VALUE_LENGTH = 200_000;

const storageKey = (toolId: string) => `tool-state:${toolId}`;
/**
 * The address a tool was left at (reload, closed tab) with its input saved at that moment. The
 * address is written 300 ms after the input, and a reload starts from the address it had, so the
 * saved input is the newer of the two when the page comes back at that same address.
 */
const leftAtKey = (toolId: string) => `tool-state-left-at:${toolId}`;
const sortedQuery = (search: string) => {
  const params = new URLSearchParams(search);
  params.sort();
  return params.toString();
};
const sameQuery = (a: string, b: string) => sortedQuery(a) === sortedQuery(b);

/** Accepts a stored or linked value only when it has the type of the default. */
function coerce<T extends ToolStateShape>(
  defaults: T,
  source: Record<string, unknown>,
): Partial<T> {
  const out: Record<string, ToolStateValue> = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const raw = source[key];
    if (raw === undefined || raw === null) continue;
    if (typeof fallback === 'number') {
      const value = typeof raw === 'number' ? raw : Number(raw);
      if (Number.isFinite(value)) out[key] = value;
    } else if (typeof fallback === 'boolean') {
      if (typeof raw === 'boolean') out[key] = raw;
      else if (raw === 'true' || raw === '1') out[key] = true;
      else if (raw === 'false' || raw === '0') out[key] = false;
    } else if (typeof raw === 'string') {
      out[key] = raw;
    }
  }
  // Every value above has the type of the default under the same key.
  return out as Partial<T>;
}

/**
 * The state to start from: a shared link wins over what this browser kept, which wins over
 * defaults; except at the very address the tool was left at, where what was kept is newer.
 */
export function initialToolState<T extends ToolStateShape>(
  toolId: string,
  defaults: T,
  search: string,
  urlKeys: readonly (keyof T & string)[],
): T {
  const stored = readJson(
    storageKey(toolId),
    (v): v is Record<string, unknown> => typeof v === 'object' && v !== null,
  );
  const params = new URLSearchParams(search);
  const linked = Object.fromEntries(
    urlKeys.filter((key) => params.has(key)).map((key) => [key, params.get(key)]),
  );
  const kept = coerce(defaults, stored ?? {});
  const leftAt = readString(leftAtKey(toolId));
  if (leftAt !== null && sameQuery(leftAt, search))
    return { ...defaults, ...coerce(defaults, linked), ...kept };
  return { ...defaults, ...kept, ...coerce(defaults, linked) };
}

/**
 * Keeps the tool's input in this browser. `leftAt`: the page is being left (reload, closed tab)
 * at this address query, which may not show the latest input yet.
 */
export function saveToolState(toolId: string, state: ToolStateShape, leftAt?: string): void {
  if (leftAt === undefined) removeKey(leftAtKey(toolId));
  else writeString(leftAtKey(toolId), leftAt);
  const kept = Object.fromEntries(
    Object.entries(state).filter(
      ([, value]) => typeof value !== 'string' || value.length <= MAX_STORED_VALUE_LENGTH,
    ),
  );
  writeJson(storageKey(toolId), kept);
}

/**
 * The address's query with the shareable part of the state written in: each URL key holds its
 * value, or is absent at its default (or when too long for a link). Parameters that are not the
 * tool's keys are kept as they are.
 */
export function withToolState<T extends ToolStateShape>(
  current: URLSearchParams,
  state: T,
  defaults: T,
  urlKeys: readonly (keyof T & string)[],
): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of urlKeys) {
    const text = String(state[key]);
    if (state[key] === defaults[key] || text.length > MAX_URL_VALUE_LENGTH) params.delete(key);
    else params.set(key, text);
  }
  return params;
}
