/**
 * Calls `onChange` when another tab of this site changes one of `keys` in localStorage, or
 * clears it (a storage event with no key). The page's own writes fire no storage event.
 * Returns the unsubscribe, for an effect's cleanup.
 */
export function onOtherTabStorageChange(keys: readonly string[], onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || keys.includes(event.key)) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
