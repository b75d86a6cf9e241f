import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a deletion can be undone before it is sent. */
export const UNDO_WINDOW_MS = 5000;

interface Pending<T> {
  item: T;
  timer: number;
}

/**
 * A deletion that waits `windowMs` before it is committed, so it can be undone: `pending` is the
 * item to hide meanwhile. A second deletion, or leaving the page, commits the waiting one at
 * once. `commit` is the latest one passed (callers need not memoise it).
 */
export function useUndoableDeletion<T>(
  commit: (item: T) => Promise<unknown>,
  windowMs: number = UNDO_WINDOW_MS,
) {
  const [pending, setPending] = useState<T | null>(null);
  const pendingRef = useRef<Pending<T> | null>(null);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  const flush = useCallback(async (deletion: Pending<T>) => {
    window.clearTimeout(deletion.timer);
    if (pendingRef.current === deletion) {
      pendingRef.current = null;
      setPending(null);
    }
    await commitRef.current(deletion.item);
  }, []);

  useEffect(
    () => () => {
      if (pendingRef.current) void flush(pendingRef.current);
    },
    [flush],
  );

  const remove = (item: T) => {
    if (pendingRef.current) void flush(pendingRef.current);
    const deletion: Pending<T> = { item, timer: 0 };
    deletion.timer = window.setTimeout(() => void flush(deletion), windowMs);
    pendingRef.current = deletion;
    setPending(item);
  };

  const undo = () => {
    if (!pendingRef.current) return;
    window.clearTimeout(pendingRef.current.timer);
    pendingRef.current = null;
    setPending(null);
  };

  /** Commits a waiting deletion now (e.g. before an action that must not find it). */
  const commitNow = async () => {
    if (pendingRef.current) await flush(pendingRef.current);
  };

  return { pending, remove, undo, commitNow };
}
