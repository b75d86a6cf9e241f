import { parseColumnRef, type ColumnRef } from './column-ref.ts';
import { RestError, restErrors } from './errors.ts';
import { splitTopLevel } from './filters.ts';

/** One entry of `select=`: `*`, a column (with alias, JSON path, cast) or an embedded relation. */
export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; column: ColumnRef; alias: string | undefined; cast: string | undefined }
  | {
      kind: 'embed';
      relation: string;
      alias: string | undefined;
      /** `rel!hint(...)`: a foreign-key name or column picking one of several relationships. */
      hint: string | undefined;
      /** `rel!inner(...)`: keep only parent rows that have a matching related row. */
      inner: boolean;
      /** `...rel(cols)`: the related columns join the parent object (PostgREST's spread). */
      spread: boolean;
      /** Empty for `rel()`: used only for filtering, left out of the output. */
      items: SelectItem[];
    };

const NAME = String.raw`(?:"[^"]+"|[^\s:!(),."]+)`;
const EMBED = new RegExp(String.raw`^(?:(${NAME}):)?(${NAME})((?:![A-Za-z0-9_]+)*)\(([\s\S]*)\)$`);
const COLUMN = new RegExp(String.raw`^(?:(${NAME}):)?([^:]+?)(?:::([a-z0-9_ ]+))?$`, 'i');

const unquote = (text: string) => (text.startsWith('"') ? text.slice(1, -1) : text);

/**
 * The deepest embedding accepted (`a(b(c(...)))`), a local-backend guard: every level
 * multiplies the rows each parent row visits, and the statement timeout cuts the rest.
 */
export const MAX_EMBED_DEPTH = 6;

function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') deepest = Math.max(deepest, ++depth);
    else if (!quoted && char === ')') depth -= 1;
  }
  return deepest;
}

export function parseSelect(text: string | undefined): SelectItem[] {
  if (text === undefined || text.trim() === '') return [{ kind: 'star' }];
  if (nestingDepth(text) > MAX_EMBED_DEPTH) {
    throw restErrors.badQuery(
      `"failed to parse select parameter (embedding deeper than ${MAX_EMBED_DEPTH} levels)"`,
    );
  }
  return splitTopLevel(text).map((raw) => parseItem(raw.trim(), text));
}

// `count()`, `col.sum()` and the like: aggregates, which hosted Supabase leaves disabled
// (PostgREST's db-aggregates-enabled = false), so they answer PGRST123 as there.
const AGGREGATE = /(^(?:[^:]+:)?count\(\)|\.(?:sum|avg|count|max|min)\(\))(?:::[a-z0-9_ ]+)?$/i;

function parseItem(item: string, whole: string): SelectItem {
  if (item === '*') return { kind: 'star' };
  if (AGGREGATE.test(item)) {
    throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  }
  const spread = item.startsWith('...');
  const embed = EMBED.exec(spread ? item.slice(3) : item);
  if (embed && !(spread && embed[1] !== undefined)) {
    const modifiers = (embed[3] ?? '').split('!').filter(Boolean);
    const inner = modifiers.includes('inner');
    const hint = modifiers.find((modifier) => modifier !== 'inner' && modifier !== 'left');
    const innerText = embed[4] ?? '';
    return {
      kind: 'embed',
      relation: unquote(embed[2] as string),
      alias: embed[1] === undefined ? undefined : unquote(embed[1]),
      hint,
      inner,
      spread,
      items: innerText.trim() === '' ? [] : parseSelect(innerText),
    };
  }
  if (spread) throw restErrors.badQuery(`"failed to parse select parameter (${whole})"`);
  const column = COLUMN.exec(item);
  if (!column || item.includes('(')) {
    throw restErrors.badQuery(`"failed to parse select parameter (${whole})"`);
  }
  return {
    kind: 'column',
    column: parseColumnRef(column[2] as string),
    alias: column[1] === undefined ? undefined : unquote(column[1]),
    cast: column[3]?.trim(),
  };
}

export interface OrderTerm {
  column: ColumnRef;
  descending: boolean;
  nulls: 'first' | 'last' | undefined;
}

/** Parses `order=created_at.desc.nullslast,title` */
export function parseOrder(text: string | undefined): OrderTerm[] {
  if (text === undefined || text === '') return [];
  return splitTopLevel(text).map((term) => {
    const parts = term.split('.');
    const modifiers = parts.slice(1).map((part) => part.toLowerCase());
    const known = ['asc', 'desc', 'nullsfirst', 'nullslast'];
    if (!parts[0] || modifiers.some((modifier) => !known.includes(modifier))) {
      throw restErrors.badQuery(`"failed to parse order (${text})"`);
    }
    return {
      column: parseColumnRef(parts[0]),
      descending: modifiers.includes('desc'),
      nulls: modifiers.includes('nullsfirst')
        ? 'first'
        : modifiers.includes('nullslast')
          ? 'last'
          : undefined,
    };
  });
}

/** A non-negative integer query parameter (limit, offset). */
export function parseCount(name: string, text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  if (!/^\d+$/.test(text)) throw restErrors.badQuery(`"failed to parse ${name} (${text})"`);
  return Number(text);
}
