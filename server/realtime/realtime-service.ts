import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Hono } from 'hono';
import { WebSocketServer } from 'ws';
import type { JwtKeys } from '../auth/jwt.ts';
import type { Database } from '../db/database.ts';
import { createBroadcastApi } from './broadcast-api.ts';
import { Connection } from './connection.ts';
import type { RealtimeContext } from './context.ts';
import { listenForDatabaseBroadcasts } from './database-broadcasts.ts';
import { Hub } from './hub.ts';
import { DEFAULT_REALTIME_LIMITS, SharedRates, type RealtimeLimits } from './limits.ts';
import { PresenceRegistry } from './presence.ts';
import { parseVsn } from './serializer.ts';
import { checkToken } from './token.ts';

/** Where realtime-js connects: `${supabaseUrl}/realtime/v1` + Phoenix's '/websocket'. */
export const REALTIME_SOCKET_PATH = '/realtime/v1/websocket';

/** Realtime keeps database broadcasts for 72 hours (lib/realtime/messages.ex). */
const RETENTION_SQL = `delete from realtime.messages
  where inserted_at < (now() at time zone 'UTC') - interval '72 hours'`;
const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

export interface RealtimeService {
  /** The REST broadcast endpoints, to mount at /realtime/v1. */
  api: Hono;
  /** Takes WebSocket upgrades at REALTIME_SOCKET_PATH on the backend's HTTP server. */
  attach(server: Server): void;
  /** Closes every socket (1012: clients reconnect) and stops listening to the database. */
  close(): Promise<void>;
}

export interface RealtimeOptions {
  db: Database;
  keys: JwtKeys;
  limits?: Partial<RealtimeLimits>;
  log?: (message: string) => void;
}

/** A refused upgrade: status and Realtime's JSON error body, then the socket ends. */
function refuseUpgrade(socket: Duplex, status: number, text: string, error?: string) {
  const body = error === undefined ? '' : JSON.stringify({ error });
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\n` +
      (body ? 'Content-Type: application/json\r\n' : '') +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** The connect-time answers of Realtime's UserSocket for an apikey that does not pass. */
const CONNECT_ERRORS = {
  expired: 'Token has expired',
  missing_claims: 'Fields `role` and `exp` are required in JWT',
  malformed: 'The token provided is not a valid JWT',
  signature: 'Failed to validate JWT signature',
} as const;

function socketAddress(request: IncomingMessage): string {
  const address = request.socket.remoteAddress ?? 'unknown';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

/**
 * The local Realtime service (the protocol of supabase/realtime, for realtime-js): channels with
 * broadcast, presence and private-channel authorisation by RLS on realtime.messages, and
 * Broadcast from the database. See docs/local-backend.md, "Realtime".
 */
export async function startRealtime(options: RealtimeOptions): Promise<RealtimeService> {
  const log = options.log ?? ((message: string) => console.error(`[realtime] ${message}`));
  const hub = new Hub();
  const context: RealtimeContext = {
    db: options.db,
    keys: options.keys,
    hub,
    presence: new PresenceRegistry(hub),
    limits: { ...DEFAULT_REALTIME_LIMITS, ...options.limits },
    rates: new SharedRates({ ...DEFAULT_REALTIME_LIMITS, ...options.limits }),
    log,
  };
  const { limits } = context;
  const databaseBroadcasts = await listenForDatabaseBroadcasts(options.db, hub, log);
  const purge = () =>
    void options.db.query(RETENTION_SQL).catch((error: Error) => log(error.message));
  const retentionTimer = setInterval(purge, RETENTION_INTERVAL_MS);
  retentionTimer.unref();
  purge();

  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes });
  const connections = new Set<Connection>();
  const socketsPerAddress = new Map<string, number>();
  let closing = false;

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname.replace(/\/+$/, '') !== REALTIME_SOCKET_PATH) {
      return refuseUpgrade(socket, 404, 'Not Found');
    }
    if (closing) return refuseUpgrade(socket, 503, 'Service Unavailable');
    // Before anything costs: each attempt checks a token and upgrades a socket.
    const address = socketAddress(request);
    if (!context.rates.takeConnect(address)) {
      return refuseUpgrade(socket, 429, 'Too Many Requests', 'Too many connection attempts');
    }
    const vsn = parseVsn(url.searchParams.get('vsn'));
    // Phoenix refuses a serializer version it does not have with a bare 403.
    if (!vsn) return refuseUpgrade(socket, 403, 'Forbidden');
    const header = request.headers['x-api-key'];
    const apiKey = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey');
    if (!apiKey) return refuseUpgrade(socket, 401, 'Unauthorized', 'API key is missing');
    const check = await checkToken(context.keys, apiKey);
    if (!check.ok) return refuseUpgrade(socket, 401, 'Unauthorized', CONNECT_ERRORS[check.reason]);
    const open = socketsPerAddress.get(address) ?? 0;
    if (open >= limits.maxSocketsPerAddress) {
      return refuseUpgrade(socket, 429, 'Too Many Requests', 'Too many connected users');
    }
    // Realtime hands policies the upgrade's x-* headers as request.headers.
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (name.startsWith('x-') && typeof value === 'string') headers[name] = value;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      socketsPerAddress.set(address, (socketsPerAddress.get(address) ?? 0) + 1);
      const info = { vsn, headers, tenantToken: apiKey, address };
      const connection = new Connection(ws, context, info, () => {
        connections.delete(connection);
        const left = (socketsPerAddress.get(address) ?? 1) - 1;
        if (left > 0) socketsPerAddress.set(address, left);
        else socketsPerAddress.delete(address);
      });
      connections.add(connection);
      if (closing) void connection.close(1012, 'service restart');
    });
  }

  return {
    api: createBroadcastApi(context),
    attach(server) {
      server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        socket.on('error', () => undefined);
        upgrade(request, socket, head).catch((error: unknown) => {
          log(`upgrade failed: ${String(error)}`);
          socket.destroy();
        });
      });
    },
    async close() {
      closing = true;
      clearInterval(retentionTimer);
      await Promise.all(
        [...connections].map((connection) => connection.close(1012, 'service restart')),
      );
      wss.close();
      await databaseBroadcasts.stop();
    },
  };
}
