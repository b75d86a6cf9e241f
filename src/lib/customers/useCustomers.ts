import { isServer, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuth } from '../auth/AuthContext';
import { unwrap } from '../query/dataQueries';
import { useCacheMutation } from '../query/useCacheMutation';
import { getSupabase } from '../supabase';
import { byName, type Customer, type CustomerInput } from './customer';
import {
  createAccountCustomerStore,
  createLocalCustomerStore,
  loadLocalCustomers,
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
    // Read at once from this browser, as the kept documents are (see useBusinessDocuments).
    initialData: memberId || isServer ? undefined : loadLocalCustomers,
  });
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
  return {
    where: store.where,
    store,
    reload: () => queryClient.invalidateQueries({ queryKey }),
    items: query.data ?? [],
    ready: query.data !== undefined,
    create: creating.run,
    update: (id: string, input: CustomerInput) => updating.run({ id, input }),
    remove: removing.run,
  } as const;
}

export type CustomersApi = ReturnType<typeof useCustomers>;
