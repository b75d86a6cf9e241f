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
   * Largest payload the anon key or a guest may broadcast or track on a public channel
   * (64 KiB): anybody can open such a channel and reach every subscriber of the topic.
   */
  maxAnonymousPublicPayloadBytes: number;
  /**
   * Joins per second for the whole backend, which is one project (hosted Realtime's quota per
   * project: 100 on the free plan), and for one client address (half of it, so that one
   * address cannot take the project's whole allowance).
   */
  maxJoinsPerSecondPerProject: number;
  maxJoinsPerSecondPerAddress: number;
  /** Broadcast and presence messages per second: per project (free plan: 100) and per address. */
  maxEventsPerSecondPerProject: number;
  maxEventsPerSecondPerAddress: number;
  /**
   * What one address's sockets may send, in bytes and in frames per second (bursts up to the
   * largest frame and a second's frames): past it, its sockets are not read until the
   * allowance has come back (TCP holds the rest), so a flood costs this process no parsing.
   */
  maxInboundBytesPerSecondPerAddress: number;
  maxInboundFramesPerSecondPerAddress: number;
  /** New sockets per second from one address (each costs a token check and an upgrade). */
  maxConnectsPerSecondPerAddress: number;
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
  maxAnonymousPublicPayloadBytes: 64 * 1024,
  maxJoinsPerSecondPerProject: 100,
  maxJoinsPerSecondPerAddress: 50,
  maxEventsPerSecondPerProject: 100,
  maxEventsPerSecondPerAddress: 50,
  maxInboundBytesPerSecondPerAddress: 2_000_000,
  maxInboundFramesPerSecondPerAddress: 1000,
  maxConnectsPerSecondPerAddress: 50,
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

/**
 * The project-wide and per-address counters every socket shares: a join or an event counts
 * against the socket (Connection), its address and the project, and is refused when any of
 * them is full.
 */
export class SharedRates {
  private readonly projectJoins: PerSecondCounter;
  private readonly projectEvents: PerSecondCounter;
  private readonly joinsByAddress = new Map<string, PerSecondCounter>();
  private readonly eventsByAddress = new Map<string, PerSecondCounter>();
  private readonly connectsByAddress = new Map<string, PerSecondCounter>();

  constructor(private readonly limits: RealtimeLimits) {
    this.projectJoins = new PerSecondCounter(limits.maxJoinsPerSecondPerProject);
    this.projectEvents = new PerSecondCounter(limits.maxEventsPerSecondPerProject);
  }

  takeJoin(address: string): boolean {
    const mine = counterOf(this.joinsByAddress, address, this.limits.maxJoinsPerSecondPerAddress);
    return mine.take() && this.projectJoins.take();
  }

  private readonly inbound = new Map<string, { bytes: number; frames: number; at: number }>();

  /**
   * Counts a frame an address's socket sent; returns how long (ms) its sockets should not be
   * read, 0 while it is within its allowance (token buckets of bytes and frames).
   */
  takeInbound(address: string, bytes: number, now = Date.now()): number {
    const {
      maxInboundBytesPerSecondPerAddress: byteRate,
      maxInboundFramesPerSecondPerAddress: frameRate,
    } = this.limits;
    const byteBurst = Math.max(byteRate, this.limits.maxFrameBytes);
    let bucket = this.inbound.get(address);
    if (!bucket) {
      if (this.inbound.size > 10_000) this.inbound.clear();
      this.inbound.set(address, (bucket = { bytes: byteBurst, frames: frameRate, at: now }));
    }
    const elapsed = (now - bucket.at) / 1000;
    bucket.bytes = Math.min(byteBurst, bucket.bytes + elapsed * byteRate) - bytes;
    bucket.frames = Math.min(frameRate, bucket.frames + elapsed * frameRate) - 1;
    bucket.at = now;
    const waitMs = Math.max(-bucket.bytes / byteRate, -bucket.frames / frameRate, 0) * 1000;
    return Math.ceil(waitMs);
  }

  takeConnect(address: string): boolean {
    return counterOf(
      this.connectsByAddress,
      address,
      this.limits.maxConnectsPerSecondPerAddress,
    ).take();
  }

  takeEvent(address: string): boolean {
    const mine = counterOf(this.eventsByAddress, address, this.limits.maxEventsPerSecondPerAddress);
    return mine.take() && this.projectEvents.take();
  }
}

function counterOf(counters: Map<string, PerSecondCounter>, address: string, limit: number) {
  let counter = counters.get(address);
  if (!counter) {
    // Many addresses over time: the counters are cheap to make again.
    if (counters.size > 10_000) counters.clear();
    counters.set(address, (counter = new PerSecondCounter(limit)));
  }
  return counter;
}

/** The anon key alone, or a guest (an anonymous sign-in): who is capped on public topics. */
export function isAnonymousCaller(claims: { role?: unknown; is_anonymous?: unknown }): boolean {
  return claims.role === 'anon' || claims.is_anonymous === true;
}

/** The largest payload this caller may send on this channel. */
export function payloadLimitFor(
  limits: RealtimeLimits,
  claims: { role?: unknown; is_anonymous?: unknown },
  isPrivate: boolean,
): number {
  return !isPrivate && isAnonymousCaller(claims)
    ? Math.min(limits.maxPayloadBytes, limits.maxAnonymousPublicPayloadBytes)
    : limits.maxPayloadBytes;
}
