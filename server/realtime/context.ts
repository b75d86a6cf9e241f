import type { JwtKeys } from '../auth/jwt.ts';
import type { Database } from '../db/database.ts';
import type { Hub } from './hub.ts';
import type { RealtimeLimits, SharedRates } from './limits.ts';
import type { PresenceRegistry } from './presence.ts';
import type { Vsn } from './serializer.ts';

/** What every socket and channel of the Realtime service shares. */
export interface RealtimeContext {
  db: Database;
  keys: JwtKeys;
  hub: Hub;
  presence: PresenceRegistry;
  limits: RealtimeLimits;
  rates: SharedRates;
  log(message: string): void;
}

/** The socket a channel lives on, as the channel needs it. */
export interface ChannelHost {
  readonly vsn: Vsn;
  /** The `x-*` headers of the WebSocket upgrade (Realtime's request.headers). */
  readonly headers: Record<string, string>;
  /** The socket's apikey: the access token of a join that sends none. */
  readonly tenantToken: string;
  send(frame: string | Uint8Array): void;
  /** The channel ended on the server's side: phx_close is sent and the socket forgets it. */
  channelClosed(channel: { readonly topic: string; readonly joinRef: string | null }): void;
  /** Channels joined on this socket (the joining one not counted). */
  joinedChannelCount(): number;
  /** One more join: 'ok', or which per-second limit it is over (the socket's, or shared). */
  takeJoin(): 'ok' | 'socket' | 'shared';
  /** One more broadcast or presence message; false when over the per-second limit. */
  takeEvent(): boolean;
}
