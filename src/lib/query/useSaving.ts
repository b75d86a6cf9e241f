import { useIsMutating, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** How long a save runs before the page says so: a quick save flashes nothing. */
const SHOW_AFTER_MS = 400;

/**
 * Whether writes to the cached query `queryKey` are on their way to the server (`pending`, at
 * once: for `aria-busy`), and whether to show a saving notice (`shown`, once a save takes a
 * moment).
 */
export function useSaving(queryKey: QueryKey): { pending: boolean; shown: boolean } {
  const pending = useIsMutating({ mutationKey: queryKey }) > 0;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [pending]);
  return { pending, shown: pending && shown };
}
