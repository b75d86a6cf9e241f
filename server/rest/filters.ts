import { expressionType, parseColumnRef, renderColumnRef, type ColumnRef } from './column-ref.ts';
import { restErrors } from './errors.ts';
import type { TableInfo } from './schema-cache.ts';
import type { SqlParams } from './sql-text.ts';

/** One horizontal filter (`col=op.value`) or an and/or group of them. */
export type Filter =
  | {
      kind: 'condition';
      column: ColumnRef;
      negate: boolean;
      operator: string;
      /** any/all for `eq(any).{a,b}`; the text-search configuration for fts operators. */
      modifier: string | undefined;
      value: string;
    }
  | { kind: 'group'; operator: 'and' | 'or'; negate: boolean; children: Filter[] };

const COMPARISONS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
const TEXT_SEARCH: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
const QUANTIFIABLE = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
]);

/** Parses the right-hand side of `col=<op>.<value>` (also used inside or=(...)). */
export function parseCondition(column: string, expression: string): Filter {
  const match = /^(not\.)?([a-z]+)(?:\(([a-z_]+)\))?\.([\s\S]*)$/i.exec(expression);
  const operator = match?.[2]?.toLowerCase() ?? '';
  const known =
    operator in COMPARISONS ||
    operator in TEXT_SEARCH ||
    ['is', 'isdistinct', 'in'].includes(operator);
  if (!match || !known) {
    throw restErrors.badQuery(`"failed to parse filter (${expression})"`, `unexpected operator`);
  }
  return {
    kind: 'condition',
    column: parseColumnRef(column),
    negate: Boolean(match[1]),
    operator,
    modifier: match[3]?.toLowerCase(),
    value: match[4] ?? '',
  };
}

/** Splits on commas outside parentheses and double quotes. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (char === '\\' && quoted && i + 1 < text.length) {
      current += char + (text[++i] as string);
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth++;
    else if (!quoted && char === ')') depth--;
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  if (quoted || depth !== 0) throw restErrors.badQuery(`"failed to parse logic tree (${text})"`);
  parts.push(current);
  return parts;
}

/** Strips the double quotes PostgREST allows around values ("a,b" or "with \"quote\""). */
export function unquoteValue(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}

/**
 * How deeply `and(...)`/`or(...)` groups may nest: each level becomes parenthesised SQL, and
 * Postgres parses expressions recursively (in PGlite a few hundred levels exhaust its stack).
 * Real filters nest two or three levels.
 */
export const MAX_LOGIC_TREE_DEPTH = 32;

/** Parses `(a.eq.1,b.is.null,and(c.gt.2,d.lt.3))`, the value of an `or=`/`and=` key. */
export function parseLogicTree(
  operator: 'and' | 'or',
  negate: boolean,
  text: string,
  depth = 1,
): Filter {
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw restErrors.badQuery(`"failed to parse logic tree (${text})"`);
  }
  if (depth > MAX_LOGIC_TREE_DEPTH) {
    throw restErrors.badQuery(
      `"failed to parse logic tree (nested deeper than ${MAX_LOGIC_TREE_DEPTH} levels)"`,
    );
  }
  const children = splitTopLevel(text.slice(1, -1)).map((item): Filter => {
    const group = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(item);
    if (group) {
      const [, not, kind, inner] = group;
      return parseLogicTree(kind as 'and' | 'or', Boolean(not), inner as string, depth + 1);
    }
    const dot = item.indexOf('.');
    if (dot <= 0) throw restErrors.badQuery(`"failed to parse logic tree (${text})"`);
    const condition = parseCondition(item.slice(0, dot), item.slice(dot + 1));
    if (condition.kind === 'condition' && condition.operator !== 'in') {
      condition.value = unquoteValue(condition.value);
    }
    return condition;
  });
  return { kind: 'group', operator, negate, children };
}

function parseInList(value: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw restErrors.badQuery(`"failed to parse filter (in.${value})"`);
  }
  const inner = value.slice(1, -1);
  return inner === '' ? [] : splitTopLevel(inner).map(unquoteValue);
}

/** Parses `{a,b}` or `(a,b)` lists of the any/all modifiers. */
function parseQuantifiedList(value: string): string[] {
  const inner = /^[{(]([\s\S]*)[})]$/.exec(value)?.[1];
  if (inner === undefined) throw restErrors.badQuery(`"failed to parse filter (${value})"`);
  return inner === '' ? [] : splitTopLevel(inner).map(unquoteValue);
}

function renderCondition(
  filter: Extract<Filter, { kind: 'condition' }>,
  table: TableInfo,
  alias: string,
  params: SqlParams,
) {
  const column = renderColumnRef(filter.column, table, alias, params);
  const { operator, value } = filter;
  if (operator === 'is') {
    const keyword = {
      null: 'null',
      not_null: 'not null',
      true: 'true',
      false: 'false',
      unknown: 'unknown',
    }[value.toLowerCase()];
    if (!keyword) throw restErrors.badQuery(`"failed to parse filter (is.${value})"`);
    return `${column} is ${keyword}`;
  }
  if (operator === 'isdistinct') return `${column} is distinct from ${params.add(value)}`;
  if (operator === 'in') {
    const items = parseInList(value);
    return items.length === 0
      ? 'false'
      : `${column} in (${items.map((item) => params.add(item)).join(', ')})`;
  }
  if (operator in TEXT_SEARCH) {
    const config = filter.modifier ? `${params.add(filter.modifier)}::regconfig, ` : '';
    return `${column} @@ ${TEXT_SEARCH[operator]}(${config}${params.add(value)})`;
  }
  const sqlOperator = COMPARISONS[operator] as string;
  const pattern = (text: string) =>
    operator === 'like' || operator === 'ilike' ? text.replaceAll('*', '%') : text;
  if (filter.modifier === 'any' || filter.modifier === 'all') {
    if (!QUANTIFIABLE.has(operator))
      throw restErrors.badQuery(`"${operator}" takes no any/all modifier`);
    const items = parseQuantifiedList(value).map((item) => params.add(pattern(item)));
    // An array of untyped parameters would be text[]; type it like the column.
    const type = expressionType(filter.column, table);
    return `${column} ${sqlOperator} ${filter.modifier}(array[${items.join(', ')}]::${type}[])`;
  }
  return `${column} ${sqlOperator} ${params.add(pattern(value))}`;
}

/** SQL for a list of filters (ANDed) on `table` aliased `alias`; 'true' when empty. */
export function renderFilters(
  filters: Filter[],
  table: TableInfo,
  alias: string,
  params: SqlParams,
): string {
  if (filters.length === 0) return 'true';
  return filters.map((filter) => renderFilter(filter, table, alias, params)).join(' and ');
}

function renderFilter(filter: Filter, table: TableInfo, alias: string, params: SqlParams): string {
  let sql: string;
  if (filter.kind === 'condition') sql = renderCondition(filter, table, alias, params);
  else {
    const children = filter.children.map((child) => renderFilter(child, table, alias, params));
    sql = children.length === 0 ? 'true' : children.join(` ${filter.operator} `);
  }
  return filter.negate ? `not (${sql})` : `(${sql})`;
}
