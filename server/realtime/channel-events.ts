import { readPolicies, writePolicies } from './authorization.ts';
import type { Channel } from './channel.ts';
import type { Delivery } from './hub.ts';
import { payloadLimitFor } from './limits.ts';
import type { IncomingMessage, UserBroadcast } from './serializer.ts';

/**
 * A client's broadcast and presence messages on a joined channel, as Realtime's
 * BroadcastHandler and PresenceHandler treat them.
 */

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isUserBroadcast(value: unknown): value is UserBroadcast {
  return isObject(value) && typeof value.userEvent === 'string' && 'userPayload' in value;
}

const byteLength = (text: string) => Buffer.byteLength(text, 'utf8');

/** What a broadcast fans out as, and its size; undefined for a payload Realtime cannot carry. */
function broadcastDelivery(payload: unknown): { delivery: Delivery; size: number } | undefined {
  if (isUserBroadcast(payload)) {
    if (payload.encoding === 'json') {
      // The JSON text goes to other clients as it came: it must parse, or their decoder fails.
      try {
        JSON.parse(payload.userPayload as string);
      } catch {
        return undefined;
      }
    }
    const size =
      typeof payload.userPayload === 'string'
        ? byteLength(payload.userPayload)
        : payload.userPayload.length;
    // The sender's metadata is not passed on (Realtime keeps it "for nothing just yet").
    const message: UserBroadcast = { ...payload, metadata: undefined };
    return { delivery: { kind: 'user', message }, size };
  }
  if (!isObject(payload)) return undefined;
  return {
    delivery: { kind: 'event', event: 'broadcast', payload, extension: 'broadcast' },
    size: byteLength(JSON.stringify(payload)),
  };
}

export async function handleBroadcast(channel: Channel, message: IncomingMessage) {
  const { context, config } = channel;
  if (!channel.host.takeEvent()) return channel.shutdown('Too many messages per second');
  const broadcast = broadcastDelivery(message.payload);
  if (!broadcast) return;
  if (channel.isPrivate) {
    if (channel.policies?.broadcast.write === undefined) {
      try {
        channel.policies = await writePolicies(
          context.db,
          channel.authorization(),
          ['broadcast', 'presence'],
          channel.policies,
        );
      } catch (error) {
        context.log(`RlsPolicyError on ${channel.subTopic}: ${(error as Error).message}`);
        return;
      }
    }
    // Without the INSERT policy the message is dropped, with no reply even when ack was asked.
    if (channel.policies?.broadcast.write !== true) return;
  }
  if (broadcast.size > payloadLimitFor(context.limits, channel.claims, channel.isPrivate)) {
    if (config.ackBroadcast) channel.reply(message.ref, 'error', 'payload_size_exceeded');
    return;
  }
  context.hub.publish(
    channel.hubKey,
    broadcast.delivery,
    config.selfBroadcast ? undefined : channel,
  );
  if (config.ackBroadcast) channel.reply(message.ref, 'ok', {});
}

/** Realtime's client presence limit: so many calls per window, then the channel ends. */
function takePresenceCall(channel: Channel): boolean {
  const { maxPresenceCalls, presenceWindowMs } = channel.context.limits;
  const now = Date.now();
  const calls = channel.presenceCalls;
  if (now > calls.resetAt) {
    channel.presenceCalls = { count: 1, resetAt: now + presenceWindowMs };
    return true;
  }
  if (calls.count >= maxPresenceCalls) return false;
  calls.count += 1;
  return true;
}

/** Presence writes on a private channel: the INSERT policy for 'presence', checked once. */
async function mayTrack(channel: Channel): Promise<boolean | 'error'> {
  if (!channel.isPrivate) return true;
  const { db } = channel.context;
  if (channel.policies?.presence.write === undefined) {
    try {
      let policies = channel.policies;
      if (policies?.presence.read === undefined) {
        policies = await readPolicies(db, channel.authorization(), ['broadcast', 'presence']);
      }
      channel.policies = await writePolicies(
        db,
        channel.authorization(),
        ['broadcast', 'presence'],
        policies,
      );
    } catch (error) {
      channel.context.log(`RlsPolicyError on ${channel.subTopic}: ${(error as Error).message}`);
      return 'error';
    }
  }
  return channel.policies?.presence.write === true;
}

export async function handlePresence(channel: Channel, message: IncomingMessage) {
  const payload = isObject(message.payload) ? message.payload : {};
  if (typeof payload.event !== 'string') return channel.reply(message.ref, 'ok', {});
  if (!takePresenceCall(channel)) return channel.shutdown('Client presence rate limit exceeded');
  const { presence, limits } = channel.context;
  const event = payload.event.toLowerCase();
  if (event === 'untrack') {
    presence.untrack(channel, channel.hubKey);
    channel.trackedPayload = undefined;
    return channel.reply(message.ref, 'ok', {});
  }
  if (event !== 'track') return channel.reply(message.ref, 'error', {});
  const allowed = await mayTrack(channel);
  if (allowed !== true) return channel.reply(message.ref, 'error', {});
  const meta = payload.payload === undefined ? {} : payload.payload;
  if (!isObject(meta)) {
    return channel.reply(message.ref, 'error', { reason: 'Presence track payload must be a map' });
  }
  const text = JSON.stringify(meta);
  if (text === channel.trackedPayload) return channel.reply(message.ref, 'ok', {});
  if (byteLength(text) > payloadLimitFor(limits, channel.claims, channel.isPrivate)) {
    return channel.shutdown('Track message size exceeded');
  }
  presence.track(channel, channel.hubKey, channel.config.presenceKey, meta);
  channel.presenceEnabled = true;
  channel.trackedPayload = text;
  channel.reply(message.ref, 'ok', {});
}
