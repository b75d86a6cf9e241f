import type { Extension } from './authorization.ts';
import { encodeMessage, encodeUserBroadcast, type UserBroadcast, type Vsn } from './serializer.ts';

/** A joined channel as the hub sees it: where frames go and what it may read. */
export interface Subscriber {
  /** The topic as the client joined it ('realtime:<name>'). */
  readonly topic: string;
  readonly vsn: Vsn;
  canRead(extension: Extension): boolean;
  /** Ids of database messages this channel already got by replay (not delivered again). */
  alreadyReplayed(id: string): boolean;
  send(frame: string | Uint8Array): void;
  /** Asks the read policies again and ends the channel if they no longer let it read. */
  recheckAccess?(): Promise<void>;
}

/**
 * What is fanned out to a topic: a user broadcast (from a client, the broadcast API or the
 * database; kept as encoded by its sender) or a Phoenix broadcast with a JSON payload (a JSON
 * broadcast from a V1 client or the batch API, and presence diffs).
 */
export type Delivery =
  | { kind: 'user'; message: UserBroadcast; id?: string }
  | { kind: 'event'; event: string; payload: unknown; extension: Extension; id?: string };

/**
 * Topics in memory, as Phoenix.PubSub holds them for Realtime: a private channel and a public
 * one of the same name are different topics (Realtime's tenant_topic), so `realtime.send(...,
 * private => true)` reaches only private channels and `false` only public ones. Each message is
 * encoded once per protocol version and the same frame sent to every subscriber.
 */
export class Hub {
  private readonly topics = new Map<string, Set<Subscriber>>();

  static key(subTopic: string, isPrivate: boolean): string {
    return `${isPrivate ? 'private' : 'public'}:${subTopic}`;
  }

  subscribe(key: string, subscriber: Subscriber): void {
    let set = this.topics.get(key);
    if (!set) {
      set = new Set();
      this.topics.set(key, set);
    }
    set.add(subscriber);
  }

  unsubscribe(key: string, subscriber: Subscriber): void {
    const set = this.topics.get(key);
    if (!set) return;
    set.delete(subscriber);
    if (set.size === 0) this.topics.delete(key);
  }

  /**
   * Asks every subscriber of `key` whether it may still read (the database said who may hear
   * the topic changed: a member removed, a link stopped); those no longer allowed are ended.
   */
  async recheckAccess(key: string): Promise<void> {
    const subscribers = [...(this.topics.get(key) ?? [])];
    await Promise.all(subscribers.map((subscriber) => subscriber.recheckAccess?.()));
  }

  subscriberCount(key: string): number {
    return this.topics.get(key)?.size ?? 0;
  }

  /** Sends to every subscriber of `key` allowed to read it, but `except` (broadcast without self). */
  publish(key: string, delivery: Delivery, except?: Subscriber): void {
    const subscribers = this.topics.get(key);
    if (!subscribers) return;
    const extension = delivery.kind === 'user' ? 'broadcast' : delivery.extension;
    const frames = new Map<Vsn, string | Uint8Array | undefined>();
    for (const subscriber of [...subscribers]) {
      if (subscriber === except || !subscriber.canRead(extension)) continue;
      if (delivery.id !== undefined && subscriber.alreadyReplayed(delivery.id)) continue;
      let frame = frames.get(subscriber.vsn);
      if (!frames.has(subscriber.vsn)) {
        frame = encodeDelivery(subscriber.vsn, subscriber.topic, delivery);
        frames.set(subscriber.vsn, frame);
      }
      if (frame !== undefined) subscriber.send(frame);
    }
  }
}

function encodeDelivery(
  vsn: Vsn,
  topic: string,
  delivery: Delivery,
): string | Uint8Array | undefined {
  try {
    if (delivery.kind === 'user') return encodeUserBroadcast(vsn, topic, delivery.message);
    return encodeMessage(vsn, {
      joinRef: null,
      ref: null,
      topic,
      event: delivery.event,
      payload: delivery.payload,
    });
  } catch (error) {
    // A topic or event over 255 bytes cannot be framed; Realtime drops such a message too.
    console.error(`[realtime] dropped a message on ${topic}: ${(error as Error).message}`);
    return undefined;
  }
}
