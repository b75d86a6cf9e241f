import { randomUUID } from 'node:crypto';

/**
 * The phx_join payload as Realtime reads it (lib/realtime_web/channels/payloads/join.ex,
 * config.ex, broadcast.ex, presence.ex): {config: {broadcast: {self, ack, replay}, presence:
 * {key, enabled}, postgres_changes: [...], private}, access_token}. Booleans may also be
 * "true"/"false" (FlexibleBoolean); a malformed part falls back to its default, as Realtime
 * logs an invalid payload and joins with the defaults.
 */
export interface JoinConfig {
  isPrivate: boolean;
  selfBroadcast: boolean;
  ackBroadcast: boolean;
  /** broadcast.replication_ready: a `system` message once database broadcasts flow. */
  replicationReady: boolean;
  presenceEnabled: boolean;
  /** The presence key; Realtime makes up a UUID when none (or '') is given. */
  presenceKey: string;
  postgresChanges: PostgresChangeParams[];
  /** Present when the client asked to replay broadcasts (private channels only). */
  replay: { since: unknown; limit: unknown } | undefined;
  /** access_token, else user_token, from the payload (undefined: use the socket's apikey). */
  accessToken: string | undefined;
}

export interface PostgresChangeParams {
  event?: string;
  schema?: string;
  table?: string;
  filter?: string;
}

type Json = Record<string, unknown>;

function asObject(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : {};
}

function flexibleBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return /^(true|t|1|yes|on)$/i.test(value);
  return false;
}

function postgresChanges(value: unknown): PostgresChangeParams[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((entry) => entry !== null && typeof entry === 'object')
    .map((entry) => {
      const params: PostgresChangeParams = {};
      for (const field of ['event', 'schema', 'table', 'filter'] as const) {
        const fieldValue = (entry as Json)[field];
        if (typeof fieldValue === 'string') params[field] = fieldValue;
      }
      return params;
    });
}

export function parseJoinConfig(payload: unknown): JoinConfig {
  const params = asObject(payload);
  const config = asObject(params.config);
  const broadcast = asObject(config.broadcast);
  const presence = asObject(config.presence);
  const key = presence.key;
  const replay = broadcast.replay === undefined ? undefined : asObject(broadcast.replay);
  const token = params.access_token ?? params.user_token;
  return {
    isPrivate: flexibleBoolean(config.private),
    selfBroadcast: flexibleBoolean(broadcast.self),
    ackBroadcast: flexibleBoolean(broadcast.ack),
    replicationReady: flexibleBoolean(broadcast.replication_ready),
    presenceEnabled: flexibleBoolean(presence.enabled),
    presenceKey:
      key === undefined || key === null || key === '' ? randomUUID() : String(key as string),
    postgresChanges: postgresChanges(config.postgres_changes),
    replay: replay && { since: replay.since, limit: replay.limit },
    accessToken: typeof token === 'string' ? token : undefined,
  };
}

/** The id Realtime gives each postgres_changes binding in its join reply (a hash of its params). */
export function postgresChangeId(params: PostgresChangeParams): number {
  const text = JSON.stringify([params.event, params.schema, params.table, params.filter]);
  let hash = 0;
  for (let index = 0; index < text.length; index++) {
    hash = (Math.imul(hash, 31) + text.charCodeAt(index)) >>> 0;
  }
  return hash % 134_217_728;
}

/**
 * What hosted Realtime tells a postgres_changes binding it cannot serve because the table is not
 * in its publication (extensions/postgres_cdc_rls/subscriptions.ex); locally, every binding.
 */
export function postgresChangesUnavailable(params: PostgresChangeParams): string {
  // Realtime lists parsed filters as Elixir tuples: `id=eq.1` is {"id", "eq", "1", false}.
  const filters = (params.filter ? params.filter.split(',') : []).map((filter) => {
    const match = /^([^=]+)=(not\.)?([a-z]+)\.(.*)$/.exec(filter);
    if (!match) return JSON.stringify(filter);
    const [, column, not, op, value] = match as unknown as string[];
    return `{${JSON.stringify(column)}, "${op}", ${JSON.stringify(value)}, ${not ? 'true' : 'false'}}`;
  });
  return (
    'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for ' +
    `the given connect parameters: [event: ${params.event ?? '*'}, schema: ` +
    `${params.schema ?? 'public'}, table: ${params.table ?? '*'}, filters: [${filters.join(', ')}], ` +
    'select: nil]'
  );
}
