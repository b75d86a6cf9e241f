import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Puts a row just made into the cached list of the user it was made for (`ownerKey`, from the
 * id the server made it under) and reads that list again.
 *
 * That user is not always the page's user when the write began: a visitor's first row starts a
 * guest session, so the page's list moves to the guest's key while the write's own cache update
 * went to the key of no one. And a read of the list that began before the row was made (the
 * page's first read on a slow connection, or the guest's first) would answer without it and take
 * it off the screen; it is replaced by a read that begins now.
 */
export function placeInOwnersList<Row>(
  queryClient: QueryClient,
  ownerKey: QueryKey,
  place: (rows: Row[] | undefined) => Row[] | undefined,
): Promise<void> {
  queryClient.setQueryData<Row[]>(ownerKey, place);
  return queryClient.invalidateQueries({ queryKey: ownerKey });
}
