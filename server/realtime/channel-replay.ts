import type { Channel } from './channel.ts';
import { encodeUserBroadcast } from './serializer.ts';

/** Realtime replays at most this many messages (lib/realtime/messages.ex @hard_limit). */
const REPLAY_HARD_LIMIT = 25;

export interface ReplayedMessage {
  id: string;
  send(): void;
}

/**
 * `config.broadcast.replay: {since, limit}` on a private channel: the newest `limit` (1 to 25,
 * default 25) database broadcasts of the topic inserted since `since` (ms since the epoch;
 * inserted_at is UTC, as on hosted Supabase),
 * sent oldest first right after the join with meta {replayed: true, id}; the same messages
 * arriving live are not delivered twice.
 *
 * PGlite's clock counts milliseconds (hosted Postgres's counts microseconds), so a burst of sends
 * shares one inserted_at; the row's place in the table (ctid) then keeps the order they were sent
 * in, as hosted Realtime's order by inserted_at alone does with distinct times.
 */
export async function replayMessages(
  channel: Channel,
  params: { since: unknown; limit: unknown },
): Promise<{ messages: ReplayedMessage[] } | { error: string }> {
  const { since } = params;
  const limit =
    params.limit === undefined || params.limit === null ? REPLAY_HARD_LIMIT : params.limit;
  if (!Number.isInteger(since) || !Number.isInteger(limit)) {
    return { error: 'Replay params are not valid' };
  }
  const bounded = Math.max(Math.min(limit as number, REPLAY_HARD_LIMIT), 1);
  let rows: Record<string, unknown>[];
  try {
    ({ rows } = await channel.context.db.query(
      `select id::text as id, event, payload::text as payload,
         encode(binary_payload, 'base64') as binary_payload
       from realtime.messages
       where topic = $1 and private is true and extension = 'broadcast'
         and inserted_at >= to_timestamp($2::bigint / 1000.0) at time zone 'UTC'
         and inserted_at < (now() at time zone 'UTC') + interval '1 minute'
       order by inserted_at desc, ctid desc
       limit $3::int`,
      [channel.subTopic, String(since), String(bounded)],
    ));
  } catch (error) {
    channel.context.log(`UnableToReplayMessages: ${(error as Error).message}`);
    return { error: 'Realtime was unable to replay messages' };
  }
  return {
    messages: rows.reverse().map((row) => {
      const id = String(row.id);
      const meta = { replayed: true, id };
      return {
        id,
        send: () => {
          if (typeof row.binary_payload === 'string') {
            const frame = encodeUserBroadcast(channel.vsn, channel.topic, {
              userEvent: String(row.event),
              encoding: 'binary',
              userPayload: Buffer.from(row.binary_payload, 'base64'),
              metadata: meta,
            });
            if (frame !== undefined) channel.send(frame);
            return;
          }
          channel.push('broadcast', {
            payload: row.payload === null ? null : JSON.parse(String(row.payload)),
            event: row.event,
            type: 'broadcast',
            meta,
          });
        },
      };
    }),
  };
}
