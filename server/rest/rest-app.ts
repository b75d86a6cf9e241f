import { Hono } from 'hono';
import type { BackendServices } from '../context.ts';
import { restOptionsWithDefaults, type RestOptions } from './rest-options.ts';
import { mountRpcRoutes } from './rpc-routes.ts';
import type { SchemaCache } from './schema-cache.ts';
import { mountTableRoutes } from './table-routes.ts';

/** The PostgREST-compatible API mounted at /rest/v1. */
export function createRestApp(
  services: BackendServices,
  schema: () => SchemaCache,
  restOptions?: RestOptions,
): Hono {
  const app = new Hono();
  const options = restOptionsWithDefaults(restOptions);
  // Registered first so that /rpc/<fn> is never taken for a table named "rpc".
  mountRpcRoutes(app, services, schema, options);
  mountTableRoutes(app, services, schema, options);
  return app;
}
