import { Hono } from 'hono';
import type { BackendServices } from '../context.ts';
import { COOLDOWN_FACTOR, EmbedCooldown } from './embed-cooldown.ts';
import { restOptionsWithDefaults, type RestOptions } from './rest-options.ts';
import type { RestRuntime } from './rest-response.ts';
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
  const runtime: RestRuntime = {
    db: services.db,
    keys: services.keys,
    options,
    schema,
    embedCooldown: new EmbedCooldown(COOLDOWN_FACTOR * options.embedTimeoutMs),
  };
  // Registered first so that /rpc/<fn> is never taken for a table named "rpc".
  mountRpcRoutes(app, runtime);
  mountTableRoutes(app, runtime);
  return app;
}
