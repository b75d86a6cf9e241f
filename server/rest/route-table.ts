import type { Context } from 'hono';
import { restErrors } from './errors.ts';
import type { SchemaCache, TableInfo } from './schema-cache.ts';

/** The table a `/rest/v1/:table` request names, or PostgREST's 404 (PGRST205) with a hint. */
export function tableOf(schema: SchemaCache, c: Context): TableInfo {
  const name = c.req.param('table') ?? '';
  const table = schema.tables.get(name);
  if (!table) throw restErrors.unknownTable(schema.name, name, schema.tables.keys());
  return table;
}
