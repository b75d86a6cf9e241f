import { Hono } from 'hono';
import type { BackendServices } from '../context.ts';
import { mountRpcRoutes } from './rpc-routes.ts';
import type { SchemaCache } from './schema-cache.ts';
import { mountTableRoutes } from './table-routes.ts';

/** The PostgREST-compatible API mounted at /rest/v1. */
export function createRestApp(services: BackendServices, schema: () => SchemaCache): Hono {
  const app = new Hono();
  // Registered first so that /rpc/<fn> is never taken for a table named "rpc".
  mountRpcRoutes(app, services, schema);
  mountTableRoutes(app, services, schema);
  return app;
}
