import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { unwrap } from '../query/dataQueries';
import { getSupabase } from '../supabase';
import type { DataResult } from '../dataResult';
import {
  createPaymentStore,
  listPaymentStates,
  type InvoicePaymentState,
  type Payment,
  type PaymentFilter,
  type PaymentInput,
} from './payments';

/**
 * The payments of one issued invoice kept in the account, through the query cache (under the
 * store's documents key, so every write of the store refreshes them too). Documents kept in this
 * browser have none: payments are recorded in the account.
 */
export function usePaymentStates(storeKey: string, state: PaymentFilter, today: string) {
  const enabled = storeKey !== 'browser';
  const query = useQuery<InvoicePaymentState[]>({
    queryKey: ['documents', storeKey, 'payment-states', state, today],
    queryFn: async () => unwrap(await listPaymentStates(getSupabase, state, today)),
    enabled,
  });
  return {
    available: enabled,
    status: query.data ? 'ready' : query.isError ? 'error' : 'loading',
    rows: query.data ?? [],
  } as const;
}

export function usePayments(storeKey: string, documentId: string | null) {
  const queryClient = useQueryClient();
  const store = useMemo(() => createPaymentStore(getSupabase), []);
  const enabled = storeKey !== 'browser' && documentId !== null;
  const queryKey = useMemo(
    () => ['documents', storeKey, 'payments', documentId ?? ''] as const,
    [storeKey, documentId],
  );
  const query = useQuery<Payment[]>({
    queryKey,
    queryFn: async () => unwrap(await store.list(documentId ?? '')),
    enabled,
  });
  const refreshed = async <T>(result: DataResult<T>) => {
    // The store's every query: the overdue list (invoice_payment_states) follows too.
    await queryClient.invalidateQueries({ queryKey: ['documents', storeKey] });
    return result;
  };
  return {
    available: enabled,
    status: query.data ? 'ready' : query.isError ? 'error' : 'loading',
    payments: query.data ?? [],
    add: async (input: Omit<PaymentInput, 'documentId'>) =>
      refreshed(await store.add({ ...input, documentId: documentId ?? '' })),
    remove: async (id: string) => refreshed(await store.remove(id)),
  } as const;
}
