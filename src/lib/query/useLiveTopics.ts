import type { RealtimeChannel } from '@supabase/supabase-js';
import { useEffect, useRef, useState } from 'react';
import { getSupabase } from '../supabase';
import { FALLBACK_REFETCH_MS } from './dataQueries';

/**
 * Where a page stands with live updates: 'connecting' until every topic is joined, 'live' while
 * they all are, 'offline' when the connection or a join failed (the page then refetches on a
 * timer, see FALLBACK_REFETCH_MS, and says so).
 */
export type LiveStatus = 'connecting' | 'live' | 'offline';

/** Events arriving together (a burst of writes) refetch once. */
const COALESCE_MS = 50;

/**
 * Listens to Supabase Realtime topics (private Broadcast channels, authorised by row-level
 * security on realtime.messages: see the live-updates migration) and calls `onChange` when
 * one of them says its list or poll changed; messages carry no data, the page reads what it may
 * see itself. Also calls `onChange` when the connection comes back after a break, since
 * messages sent meanwhile are lost, and every FALLBACK_REFETCH_MS while it is down and the page
 * is visible. `onChange` is the latest one passed.
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
    const setStatus = (next: LiveStatus) => setState({ key, status: next });
    let stopped = false;
    let timer: number | undefined;
    let wasOffline = false;
    const channels: RealtimeChannel[] = [];
    const joined = new Set<string>();
    const changed = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => onChangeRef.current(), COALESCE_MS);
    };
    const update = (topic: string, ok: boolean) => {
      if (ok) joined.add(topic);
      else joined.delete(topic);
      if (joined.size === wanted.length) {
        if (wasOffline) changed();
        wasOffline = false;
        setStatus('live');
      } else if (!ok) {
        wasOffline = true;
        setStatus('offline');
      }
    };
    void getSupabase().then((supabase) => {
      if (stopped) return;
      for (const topic of wanted) {
        const channel = supabase
          .channel(topic, { config: { private: true } })
          .on('broadcast', { event: '*' }, changed)
          .subscribe((state) => {
            if (!stopped) update(topic, state === 'SUBSCRIBED');
          });
        channels.push(channel);
      }
    });
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      void getSupabase().then((supabase) => {
        for (const channel of channels) void supabase.removeChannel(channel);
      });
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
