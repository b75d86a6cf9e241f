import { randomBytes } from 'node:crypto';
import type { Hub } from './hub.ts';

type Meta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string };
type PresenceMap = Record<string, { metas: Meta[] }>;

interface Tracked {
  hubKey: string;
  presenceKey: string;
  meta: Meta;
}

/**
 * Presence in memory, shaped as Phoenix.Presence sends it: `presence_state` is
 * {key: {metas: [{...payload, phx_ref}]}}, and every change goes to the topic's subscribers as
 * `presence_diff` {joins, leaves}; an update is a leave of the old meta and a join of the new
 * one carrying `phx_ref_prev`. Each channel (owner) tracks at most one presence per topic, and
 * it leaves when the channel ends.
 */
export class PresenceRegistry {
  private readonly byTopic = new Map<string, Map<object, Tracked>>();

  constructor(private readonly hub: Hub) {}

  track(owner: object, hubKey: string, presenceKey: string, payload: Record<string, unknown>) {
    const entries = this.entries(hubKey);
    const previous = entries.get(owner);
    const meta: Meta = { ...payload, phx_ref: newRef() };
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref;
    entries.set(owner, { hubKey, presenceKey, meta });
    this.publish(hubKey, {
      joins: { [presenceKey]: { metas: [meta] } },
      leaves: previous ? { [previous.presenceKey]: { metas: [previous.meta] } } : {},
    });
  }

  untrack(owner: object, hubKey: string): void {
    const entries = this.byTopic.get(hubKey);
    const previous = entries?.get(owner);
    if (!entries || !previous) return;
    entries.delete(owner);
    if (entries.size === 0) this.byTopic.delete(hubKey);
    this.publish(hubKey, {
      joins: {},
      leaves: { [previous.presenceKey]: { metas: [previous.meta] } },
    });
  }

  /** Everyone present on the topic, grouped by key (Phoenix.Presence.list). */
  list(hubKey: string): PresenceMap {
    const state: PresenceMap = {};
    for (const { presenceKey, meta } of this.byTopic.get(hubKey)?.values() ?? []) {
      (state[presenceKey] ??= { metas: [] }).metas.push(meta);
    }
    return state;
  }

  private entries(hubKey: string): Map<object, Tracked> {
    let entries = this.byTopic.get(hubKey);
    if (!entries) {
      entries = new Map();
      this.byTopic.set(hubKey, entries);
    }
    return entries;
  }

  private publish(hubKey: string, diff: { joins: PresenceMap; leaves: PresenceMap }) {
    this.hub.publish(hubKey, {
      kind: 'event',
      event: 'presence_diff',
      payload: diff,
      extension: 'presence',
    });
  }
}

function newRef(): string {
  return randomBytes(12).toString('base64');
}
