import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuth } from '../auth/AuthContext';
import { browserListOptions, useBrowserListSync } from '../query/browserLists';
import { unwrap } from '../query/dataQueries';
import { useCacheMutation } from '../query/useCacheMutation';
import { getSupabase } from '../supabase';
import { byName, type Customer, type CustomerInput } from './customer';
import {
  createAccountCustomerStore,
  createLocalCustomerStore,
  loadLocalCustomers,
  LOCAL_CUSTOMERS_STORAGE_KEY,
} from './customerStores';

export const customerKeys = {
  list: (storeKey: string) => ['customers', 'list', storeKey] as const,
};

const upsert = (items: Customer[], customer: Customer) =>
  [...items.filter((item) => item.id !== customer.id), customer].sort(byName);

/** The visitor's customers through the query cache: the account when signed in, else the browser. */
export function useCustomers() {
  const { user, loading } = useAuth();
  const memberId = user && !user.is_anonymous ? user.id : null;
  const storeKey = memberId ?? 'browser';
  const queryClient = useQueryClient();
  const store = useMemo(
    () =>
      memberId ? createAccountCustomerStore(getSupabase, memberId) : createLocalCustomerStore(),
    [memberId],
  );
  const queryKey = customerKeys.list(storeKey);
  const query = useQuery({
    queryKey,
    queryFn: async () => unwrap(await store.list()),
    enabled: !loading,
    // Read once, at once, from this browser, as the kept documents are (useBusinessDocuments).
    ...browserListOptions(memberId !== null, loadLocalCustomers),
  });
  // Another tab may change them: read again then (no longer at the next return to this tab).
  useBrowserListSync(LOCAL_CUSTOMERS_STORAGE_KEY, queryKey, memberId !== null);
  const creating = useCacheMutation<Customer[], CustomerInput, Customer>({
    queryKey,
    write: (input) => store.create(input),
    settle: upsert,
  });
  const updating = useCacheMutation<Customer[], { id: string; input: CustomerInput }, Customer>({
    queryKey,
    write: ({ id, input }) => store.update(id, input),
    settle: upsert,
  });
  const removing = useCacheMutation<Customer[], string, null>({
    queryKey,
    write: (id) => store.remove(id),
    optimistic: (items, id) => items.filter((item) => item.id !== id),
  });
  const { data } = query;
  const { run: create } = creating;
  const { run: runUpdate } = updating;
  const { run: remove } = removing;
  // The same object until the list or the store changes: the forms' memo parts that take it are
  // then skipped when anything else on the page changes.
  return useMemo(
    () =>
      ({
        where: store.where,
        store,
        reload: () => queryClient.invalidateQueries({ queryKey: customerKeys.list(storeKey) }),
        items: data ?? [],
        ready: data !== undefined,
        create,
        update: (id: string, input: CustomerInput) => runUpdate({ id, input }),
        remove,
      }) as const,
    [store, queryClient, storeKey, data, create, runUpdate, remove],
  );
}

export type CustomersApi = ReturnType<typeof useCustomers>;
