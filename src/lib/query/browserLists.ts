import { isServer, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onOtherTabStorageChange } from '../crossTabStorage';

/**
 * Query options of a list kept in this browser (a visitor not signed in): read at once from
 * storage as the query's initial data, so the page's first drawing has it, and never stale by
 * time. Only this page's own writes change it (they update the cache, then refetch) and another
 * tab's, which say so with a storage event (useBrowserListSync); a refetch on mount, at the end
 * of the session check or on a return to the tab only read the same list a second time.
 * Dropped from the cache as soon as no part of the page shows it (gcTime 0): shown again (after
 * a sign-out, which may follow a move of the list into the account, or on another visit of the
 * page) it is read afresh, never an old copy. Account lists (signed in) keep the site's
 * defaults. None at build time: the built page knows no browser.
 */
export function browserListOptions<T>(inAccount: boolean, load: () => T) {
  return inAccount || isServer
    ? {}
    : ({ initialData: load, staleTime: Infinity, gcTime: 0 } as const);
}

/** Reads a browser list again when another tab changes its storage key (or clears storage). */
export function useBrowserListSync(storageKey: string, queryKey: QueryKey, inAccount: boolean) {
  const queryClient = useQueryClient();
  // The key's parts, so that a new array of the same key does not subscribe again.
  const keyText = JSON.stringify(queryKey);
  useEffect(() => {
    if (inAccount) return;
    return onOtherTabStorageChange([storageKey], () => {
      void queryClient.invalidateQueries({ queryKey: JSON.parse(keyText) as QueryKey });
    });
  }, [inAccount, queryClient, storageKey, keyText]);
}
