import type { ForeignKey } from './schema-cache.ts';

/**
 * Relationships through views, as PostgREST's schema cache finds them (SchemaCache.hs,
 * allViewsKeyDependencies and addViewM2OAndO2ORels): a view column that is a plain copy of a
 * table column carries that column's foreign keys, so a view of `messages` embeds `users`
 * and `user_profiles` embeds a view of `users`. Which table column a view column copies is
 * written in the view's stored query tree (pg_rewrite.ev_action) as the target entry's
 * `resorigtbl` and `resorigcol`; views of views are followed to their tables.
 */
export const VIEWS_SQL = `
  select c.oid::text as view_oid, c.relname as view_name, r.ev_action::text as definition
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_rewrite r on r.ev_class = c.oid and r.rulename = '_RETURN'
  where n.nspname = $1 and c.relkind in ('v', 'm')`;

/** Relation oid → its name and its column names by attribute number. */
export type ColumnNames = Map<string, { table: string; columns: Map<number, string> }>;

export interface ViewOrigins {
  view: string;
  /** View column → the table and column it copies (unresolved entries are left out). */
  columns: Map<string, { table: string; column: string }>;
}

// One target entry of a query tree: `... :resno 2 :resname username :ressortgroupref 0
// :resorigtbl 16433 :resorigcol 1 ...`. The view's own target list comes after the range
// table (whose subqueries have target lists too), so the last entry of each number wins.
const TARGET_ENTRY =
  /:resno (\d+) :resname (?:\\.|\S)+ :ressortgroupref \d+ :resorigtbl (\d+) :resorigcol (\d+)/g;

export function viewColumnOrigins(
  view: string,
  viewOid: string,
  definition: string,
  names: ColumnNames,
): ViewOrigins {
  const byNumber = new Map<number, { oid: string; column: number }>();
  for (const match of definition.matchAll(TARGET_ENTRY)) {
    byNumber.set(Number(match[1]), { oid: match[2] as string, column: Number(match[3]) });
  }
  const columns = new Map<string, { table: string; column: string }>();
  for (const [number, origin] of byNumber) {
    const viewColumn = names.get(viewOid)?.columns.get(number);
    const source = names.get(origin.oid);
    const column = source?.columns.get(origin.column);
    if (viewColumn && source && column) columns.set(viewColumn, { table: source.table, column });
  }
  return { view, columns };
}

/** Where a view column finally comes from, through views of views (at most 16 deep). */
function resolveOrigin(
  views: Map<string, ViewOrigins>,
  origin: { table: string; column: string },
): { table: string; column: string } {
  let current = origin;
  for (let depth = 0; depth < 16; depth++) {
    const next = views.get(current.table)?.columns.get(current.column);
    if (!next) return current;
    current = next;
  }
  return current;
}

/** The view columns copying each of `columns` of `table`, every combination of them. */
function viewKeys(
  views: Map<string, ViewOrigins>,
  table: string,
  columns: string[],
): { view: string; columns: string[] }[] {
  const found: { view: string; columns: string[] }[] = [];
  for (const [view, origins] of views) {
    const choices = columns.map((wanted) =>
      [...origins.columns]
        .filter(([, origin]) => {
          const base = resolveOrigin(views, origin);
          return base.table === table && base.column === wanted;
        })
        .map(([viewColumn]) => viewColumn),
    );
    if (choices.some((options) => options.length === 0)) continue;
    let combinations: string[][] = [[]];
    for (const options of choices) {
      combinations = combinations.flatMap((partial) =>
        options.map((option) => [...partial, option]),
      );
    }
    for (const combination of combinations) found.push({ view, columns: combination });
  }
  return found;
}

/**
 * The foreign keys views carry (PostgREST's view-table, table-view and view-view
 * relationships): one per view (or pair of views) covering a key's columns on either side,
 * under the key's own name.
 */
export function foreignKeysThroughViews(keys: ForeignKey[], origins: ViewOrigins[]): ForeignKey[] {
  const views = new Map(origins.map((origin) => [origin.view, origin]));
  return keys.flatMap((key) => {
    const sources = [
      { view: key.table, columns: key.columns, isView: false },
      ...viewKeys(views, key.table, key.columns).map((found) => ({ ...found, isView: true })),
    ];
    const targets = [
      { view: key.referencedTable, columns: key.referencedColumns, isView: false },
      ...viewKeys(views, key.referencedTable, key.referencedColumns).map((found) => ({
        ...found,
        isView: true,
      })),
    ];
    return sources.flatMap((source) =>
      targets
        .filter((target) => source.isView || target.isView)
        .map((target) => ({
          name: key.name,
          table: source.view,
          columns: source.columns,
          referencedTable: target.view,
          referencedColumns: target.columns,
          tableIsView: source.isView,
          referencedIsView: target.isView,
        })),
    );
  });
}
