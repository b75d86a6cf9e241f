import type { RealtimeChannel } from '@supabase/supabase-js';
import { getSupabase } from '../supabase';

/** A topic's connection as its listeners see it. */
export type TopicState = 'connecting' | 'joined' | 'failed';

interface Listener {
  onMessage: () => void;
  onState: (state: TopicState) => void;
}

interface Topic {
  channel: RealtimeChannel | null;
  state: TopicState;
  listeners: Set<Listener>;
  /** Pending removal once the last listener left (cancelled if one comes back meanwhile). */
  removal: ReturnType<typeof setTimeout> | undefined;
}

/** A topic nobody listens to is left after this long (a page re-rendering keeps its channel). */
const LEAVE_AFTER_MS = 1000;

const topics = new Map<string, Topic>();

/**
 * One Realtime channel per topic for the whole page, shared by its listeners. supabase-js keeps
 * one channel per topic name and takes it off its list only once the server has confirmed the
 * leave: a page that left a topic and joined it again at once would otherwise get the channel
 * being left, which never joins. Here a topic is left a moment after its last listener has gone.
 * Returns the function that stops listening.
 */
export function listenToTopic(name: string, listener: Listener): () => void {
  let topic = topics.get(name);
  if (!topic) {
    topic = { channel: null, state: 'connecting', listeners: new Set(), removal: undefined };
    topics.set(name, topic);
    join(name, topic);
  }
  clearTimeout(topic.removal);
  topic.removal = undefined;
  topic.listeners.add(listener);
  listener.onState(topic.state);
  const current = topic;
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size > 0) return;
    current.removal = setTimeout(() => {
      topics.delete(name);
      if (current.channel)
        void getSupabase().then((supabase) => supabase.removeChannel(current.channel!));
    }, LEAVE_AFTER_MS);
  };
}

function join(name: string, topic: Topic) {
  void getSupabase().then((supabase) => {
    if (topics.get(name) !== topic) return;
    topic.channel = supabase
      .channel(name, { config: { private: true } })
      .on('broadcast', { event: '*' }, () => {
        for (const listener of topic.listeners) listener.onMessage();
      })
      .subscribe((status) => {
        topic.state = status === 'SUBSCRIBED' ? 'joined' : 'failed';
        for (const listener of topic.listeners) listener.onState(topic.state);
      });
  });
}
