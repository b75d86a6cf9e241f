import { restErrors } from './errors.ts';
import { parseCondition, parseLogicTree, type Filter } from './filters.ts';
import { parseCount, parseOrder, type OrderTerm } from './select.ts';

/** Filters, order and paging for the root table ('') or an embedded relation ('rel', 'a.b'). */
export interface Modifiers {
  filters: Filter[];
  order: OrderTerm[];
  limit: number | undefined;
  offset: number | undefined;
}

/** Query-string keys that are not filters. */
const RESERVED = new Set(['select', 'columns', 'on_conflict']);

/**
 * Sorts a PostgREST query string into modifiers per embedding path: `order=`, `limit=`,
 * `or=(...)`, `col=eq.1` for the root, `rel.order=`, `rel.col=eq.1` for an embedded relation.
 */
export function parseModifiers(params: URLSearchParams, ignore: Set<string> = RESERVED) {
  const byPath = new Map<string, Modifiers>();
  const at = (path: string) => {
    let modifiers = byPath.get(path);
    if (!modifiers) {
      modifiers = { filters: [], order: [], limit: undefined, offset: undefined };
      byPath.set(path, modifiers);
    }
    return modifiers;
  };

  for (const [key, value] of params) {
    if (ignore.has(key)) continue;
    const segments = key.split('.');
    const last = segments[segments.length - 1] as string;
    if (last === 'order' || last === 'limit' || last === 'offset') {
      const modifiers = at(segments.slice(0, -1).join('.'));
      if (last === 'order') modifiers.order = parseOrder(value);
      else modifiers[last] = parseCount(last, value);
      continue;
    }
    if (last === 'or' || last === 'and') {
      const negate = segments[segments.length - 2] === 'not';
      const path = segments.slice(0, negate ? -2 : -1).join('.');
      at(path).filters.push(parseLogicTree(last, negate, value));
      continue;
    }
    if (segments.some((segment) => segment === '')) {
      throw restErrors.badQuery(`"failed to parse filter key (${key})"`);
    }
    at(segments.slice(0, -1).join('.')).filters.push(parseCondition(last, value));
  }
  return byPath;
}
