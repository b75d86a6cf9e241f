/**
 * How deeply a JSON text may nest before the backend refuses it. V8's JSON.parse copes with
 * any depth, but JSON.stringify and Postgres's recursive JSON parser do not: PGlite's
 * WebAssembly stack gives out somewhere past 5,000 levels and takes the whole database with
 * it. No request of the site (or of PostgREST's and GoTrue's clients) comes near this.
 */
export const MAX_JSON_DEPTH = 512;

/** Whether `text` nests arrays and objects deeper than `limit`; strings are skipped. */
export function jsonNestsDeeperThan(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return false;
}
