import pg from 'pg';
import { quoteChannel } from './database.ts';

type Handler = (payload: string) => void;

/** How long to wait before reconnecting a lost listening connection. */
const RECONNECT_DELAY_MS = 1000;

/**
 * LISTEN for a real PostgreSQL server (Database.listen): one dedicated connection outside the
 * pool, since a pooled client would stop hearing notifications once released. If it drops, it
 * reconnects and LISTENs again; notifications sent while it was down are lost (Postgres keeps
 * none for a session that is gone), as they are for hosted Realtime's own replication gap.
 */
export class PostgresListener {
  private readonly handlers = new Map<string, Set<Handler>>();
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly databaseUrl: string) {}

  async listen(channel: string, handler: Handler): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    const client = await this.connection();
    if (first) await client.query(`listen ${quoteChannel(channel)}`);
    return async () => {
      set.delete(handler);
      if (set.size > 0 || this.handlers.get(channel) !== set) return;
      this.handlers.delete(channel);
      if (this.client && !this.closed) await this.client.query(`unlisten ${quoteChannel(channel)}`);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) {
        handler(message.payload ?? '');
      }
    });
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = undefined;
      if (this.closed) return;
      console.error('[backend] LISTEN connection lost, reconnecting:', error?.message ?? 'ended');
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    for (const channel of this.handlers.keys())
      await client.query(`listen ${quoteChannel(channel)}`);
    this.client = client;
    return client;
  }

  private scheduleReconnect() {
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => {
      if (this.closed || this.handlers.size === 0) return;
      this.connection().catch(() => this.scheduleReconnect());
    }, RECONNECT_DELAY_MS);
    this.reconnectTimer.unref();
  }
}
