import type { Database } from '../db/database.ts';
import { Hub } from './hub.ts';

/** The NOTIFY channel of the local realtime.send() (server/sql/bootstrap.sql). */
export const BROADCAST_NOTIFY_CHANNEL = 'realtime:broadcast';

/** The event by which the database says who may hear a topic changed (live_todo_access_changed). */
export const ACCESS_CHANGED_EVENT = 'access_changed';

/**
 * Broadcast from the database: every committed realtime.send() reaches the subscribers of its
 * topic. Hosted Realtime reads the inserted realtime.messages row from the write-ahead log and
 * sends it as a user broadcast with meta {id}; here realtime.send() NOTIFYs the row's id (Postgres
 * delivers it on commit, never after a rollback) and the row is read back by id. Ids that
 * arrive together are read in one query and delivered in commit order.
 */
export async function listenForDatabaseBroadcasts(
  db: Database,
  hub: Hub,
  log: (message: string) => void,
): Promise<{ stop(): Promise<void> }> {
  const pending: string[] = [];
  let draining: Promise<void> | undefined;
  let stopped = false;

  async function deliver(ids: string[]) {
    const { rows } = await db.query(
      `select id::text as id, topic, event, private, payload::text as payload,
         encode(binary_payload, 'base64') as binary_payload
       from realtime.messages where id = any($1::uuid[])`,
      [`{${ids.join(',')}}`],
    );
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    for (const id of ids) {
      const row = byId.get(id);
      if (!row || stopped) continue;
      const binary = typeof row.binary_payload === 'string';
      if (!binary && typeof row.payload !== 'string') continue;
      const key = Hub.key(String(row.topic), row.private === true);
      hub.publish(
        key,
        {
          kind: 'user',
          id,
          message: {
            userEvent: String(row.event ?? ''),
            encoding: binary ? 'binary' : 'json',
            userPayload: binary
              ? Buffer.from(row.binary_payload as string, 'base64')
              : (row.payload as string),
            metadata: { id },
          },
        },
        undefined,
      );
      // Who may hear the topic changed: its private channels are authorised again (after the
      // message itself, so that a listener who loses the topic still hears that it changed).
      if (row.event === ACCESS_CHANGED_EVENT && row.private === true) await hub.recheckAccess(key);
    }
  }

  async function drain() {
    while (pending.length > 0 && !stopped) {
      const ids = pending.splice(0, 500);
      try {
        await deliver(ids);
      } catch (error) {
        log(`UnableToBroadcastChanges: ${(error as Error).message}`);
      }
    }
    draining = undefined;
  }

  const unlisten = await db.listen(BROADCAST_NOTIFY_CHANNEL, (payload) => {
    if (stopped || !/^[0-9a-f-]{36}$/i.test(payload)) return;
    pending.push(payload);
    draining ??= drain();
  });

  return {
    async stop() {
      stopped = true;
      await draining;
      await unlisten();
    },
  };
}
