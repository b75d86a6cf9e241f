import { useEffect, useRef, useState } from 'react';
import { FALLBACK_REFETCH_MS } from './dataQueries';
import { listenToTopic, type TopicState } from './liveTopics';

/**
 * Where a page stands with live updates: 'connecting' until every topic is joined, 'live' while
 * they all are, 'offline' when the connection or a join failed (the page then refetches on a
 * timer and says so).
 */
export type LiveStatus = 'connecting' | 'live' | 'offline';

/** Events arriving together (a burst of writes) refetch once. */
const COALESCE_MS = 50;

/**
 * Listens to Supabase Realtime topics (private Broadcast channels, authorised by row-level
 * security on realtime.messages: see the live-updates migration) and calls `onChange` when
 * one of them says its list or poll changed; messages carry no data, the page reads what it may
 * see itself. Also calls `onChange` once the topics are first joined and when the connection
 * comes back after a break, since messages sent before the join or meanwhile are lost, and
 * every FALLBACK_REFETCH_MS while it is down and the page is visible. `onChange` is the latest
 * one passed.
 */
export function useLiveTopics(topics: readonly string[], onChange: () => void): LiveStatus {
  const key = topics.join('\n');
  // Tagged with the topics it is about: new topics start as 'connecting'.
  const [state, setState] = useState<{ key: string; status: LiveStatus }>({
    key,
    status: 'connecting',
  });
  const status: LiveStatus = state.key === key ? state.status : 'connecting';
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const wanted = key === '' ? [] : key.split('\n');
    if (wanted.length === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wasOffline = false;
    let joinedOnce = false;
    const states = new Map<string, TopicState>();
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => onChangeRef.current(), COALESCE_MS);
    };
    const update = () => {
      const all = wanted.map((topic) => states.get(topic) ?? 'connecting');
      if (all.every((one) => one === 'joined')) {
        // Messages sent before the join, or while the connection was down, reached nobody here:
        // read everything once. (A page reads its data before it joins: a poll decided in
        // between would otherwise stay undecided on this page until the next change.)
        if (wasOffline || !joinedOnce) changed();
        joinedOnce = true;
        wasOffline = false;
        setState({ key, status: 'live' });
      } else if (all.includes('failed')) {
        wasOffline = true;
        setState({ key, status: 'offline' });
      }
    };
    const stops = wanted.map((topic) =>
      listenToTopic(topic, {
        onMessage: changed,
        onState: (next) => {
          states.set(topic, next);
          update();
        },
      }),
    );
    return () => {
      clearTimeout(timer);
      for (const stop of stops) stop();
    };
  }, [key]);

  // Down: look for changes on a timer while the page is visible (TanStack Query refetches on
  // the page's return to view by itself).
  useEffect(() => {
    if (status !== 'offline') return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') onChangeRef.current();
    }, FALLBACK_REFETCH_MS);
    return () => window.clearInterval(timer);
  }, [status]);

  return status;
}
