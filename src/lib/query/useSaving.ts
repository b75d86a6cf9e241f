import { useIsMutating, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** How long a save runs before the page says so: a quick save flashes nothing. */
const SHOW_AFTER_MS = 400;

/**
 * Whether writes to the cached query `queryKey` are on their way to the server (`saving`, at
 * once: for `aria-busy`), and whether to show a saving notice (`shown`, once a save takes a
 * moment).
 */
export function useSaving(queryKey: QueryKey): { saving: boolean; shown: boolean } {
  const saving = useIsMutating({ mutationKey: queryKey }) > 0;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!saving) return;
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [saving]);
  return { saving, shown: saving && shown };
}
