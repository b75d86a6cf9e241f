/**
 * What one client may ask of the local Realtime service, so that none can stall the others.
 * Where hosted Realtime has a figure, it is used (supabase/realtime config/runtime.exs and
 * lib/realtime/api/tenant.ex; there most are per project, here per socket or per address,
 * since one machine is one project).
 */
export interface RealtimeLimits {
  /** A socket that sends nothing (not even a heartbeat) for this long is closed (Phoenix: 60 s). */
  idleTimeoutMs: number;
  /** Channels one socket may join at once (Realtime's max_channels_per_client: 100). */
  maxChannelsPerSocket: number;
  /** Joins per second one socket may make (Realtime's max_joins_per_second: 100, per project). */
  maxJoinsPerSecond: number;
  /** Broadcast and presence messages per second one socket may send (max_events_per_second: 100). */
  maxEventsPerSecond: number;
  /** Presence track/untrack calls per channel and window (CLIENT_PRESENCE_MAX_CALLS: 5 per 30 s). */
  maxPresenceCalls: number;
  presenceWindowMs: number;
  /** Open sockets per client address (Realtime's max_concurrent_users: 200, per project). */
  maxSocketsPerAddress: number;
  /** Largest WebSocket frame in bytes (Realtime's max_frame_size: 5,000,000). */
  maxFrameBytes: number;
  /** Largest broadcast or presence payload in bytes (max_payload_size_in_kb: 3000, + 500). */
  maxPayloadBytes: number;
  /**
   * Bytes queued for one socket that does not read before it is dropped (Realtime caps each
   * socket process's heap at 50,000,000 bytes).
   */
  maxBufferedBytes: number;
  /** How often a joined channel re-checks its JWT (Realtime: every 5 minutes, or at its expiry). */
  tokenCheckIntervalMs: number;
}

export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  idleTimeoutMs: 60_000,
  maxChannelsPerSocket: 100,
  maxJoinsPerSecond: 100,
  maxEventsPerSecond: 100,
  maxPresenceCalls: 5,
  presenceWindowMs: 30_000,
  maxSocketsPerAddress: 200,
  maxFrameBytes: 5_000_000,
  maxPayloadBytes: 3000 * 1000 + 500,
  maxBufferedBytes: 50_000_000,
  tokenCheckIntervalMs: 5 * 60_000,
};

/** Counts events in the last second (a sliding window of timestamps). */
export class PerSecondCounter {
  private readonly stamps: number[] = [];

  constructor(private readonly limit: number) {}

  /** Records one event; false when it is over the limit (and then it is not recorded). */
  take(now = Date.now()): boolean {
    while (this.stamps.length > 0 && (this.stamps[0] as number) <= now - 1000) this.stamps.shift();
    if (this.stamps.length >= this.limit) return false;
    this.stamps.push(now);
    return true;
  }
}
