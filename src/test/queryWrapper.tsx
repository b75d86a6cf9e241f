import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createDataQueryClient } from '../lib/query/dataQueries';

/** A renderHook/render wrapper with a fresh query cache of the site's settings per test. */
export function queryWrapper() {
  const client = createDataQueryClient();
  return function QueryWrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}
