import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { dataQueryClient } from './dataQueries';

/**
 * Wraps a data-backed page in the query cache. Only data tools and shared pages use it, so the
 * home page and the stateless tools never download TanStack Query.
 */
export function withDataQueries<Props extends object>(Page: ComponentType<Props>) {
  function WithDataQueries(props: Props) {
    return (
      <QueryClientProvider client={dataQueryClient()}>
        <Page {...props} />
      </QueryClientProvider>
    );
  }
  WithDataQueries.displayName = `WithDataQueries(${Page.displayName ?? Page.name})`;
  return WithDataQueries;
}
