import { parseColumnRef, type ColumnRef } from './column-ref.ts';
import { RestError, restErrors } from './errors.ts';
import { splitTopLevel } from './filters.ts';

/** One entry of `select=`: `*`, a column (with alias, JSON path, cast) or an embedded relation. */
/** PostgREST's aggregate functions (`count()`, `col.sum()`, ...; db-aggregates-enabled). */
export type Aggregate = 'sum' | 'avg' | 'count' | 'max' | 'min';

export type SelectItem =
  | { kind: 'star' }
  | {
      kind: 'column';
      /** `*` with the aggregate `count` for `count()`. */
      column: ColumnRef;
      alias: string | undefined;
      cast: string | undefined;
      aggregate?: Aggregate;
      /** `col.sum()::text`: the cast applied to the aggregate's result. */
      aggregateCast?: string;
    }
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

export interface SelectOptions {
  /** db-aggregates-enabled: without it an aggregate answers PGRST123, as on hosted Supabase. */
  aggregates?: boolean;
}

export function parseSelect(text: string | undefined, options: SelectOptions = {}): SelectItem[] {
  if (text === undefined || text.trim() === '') return [{ kind: 'star' }];
  if (nestingDepth(text) > MAX_EMBED_DEPTH) {
    throw restErrors.badQuery(
      `"failed to parse select parameter (embedding deeper than ${MAX_EMBED_DEPTH} levels)"`,
    );
  }
  return splitTopLevel(text).map((raw) => parseItem(raw.trim(), text, options));
}

// PostgREST's pFieldSelect (ApiRequest/QueryParams.hs): `alias:count()::cast`, and
// `alias:field::cast.sum()::cast` with sum, avg, count, max or min.
const COUNT_ALL = new RegExp(String.raw`^(?:(${NAME}):)?count\(\)(?:::([a-z0-9_ ]+))?$`, 'i');
const AGGREGATE_SUFFIX = /\.(sum|avg|count|max|min)\(\)(?:::([a-z0-9_ ]+))?$/i;

const aggregatesRefused = () =>
  new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');

function parseItem(item: string, whole: string, options: SelectOptions): SelectItem {
  if (item === '*') return { kind: 'star' };
  const countAll = COUNT_ALL.exec(item);
  if (countAll) {
    if (!options.aggregates) throw aggregatesRefused();
    return {
      kind: 'column',
      column: { name: '*', path: [] },
      alias: countAll[1] === undefined ? undefined : unquote(countAll[1]),
      cast: undefined,
      aggregate: 'count',
      aggregateCast: countAll[2]?.trim(),
    };
  }
  const aggregate = AGGREGATE_SUFFIX.exec(item);
  if (aggregate) {
    if (!options.aggregates) throw aggregatesRefused();
    const column = parseItem(item.slice(0, aggregate.index), whole, options);
    if (column.kind !== 'column') {
      throw restErrors.badQuery(`"failed to parse select parameter (${whole})"`);
    }
    return {
      ...column,
      aggregate: (aggregate[1] as string).toLowerCase() as Aggregate,
      aggregateCast: aggregate[2]?.trim(),
    };
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
      items: innerText.trim() === '' ? [] : parseSelect(innerText, options),
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
