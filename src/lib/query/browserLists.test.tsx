import { focusManager, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LOCAL_DOCUMENTS_STORAGE_KEY } from '../businessDocuments/localDocumentStore';
import { EMPTY_SEARCH } from '../businessDocuments/searchDocuments';
import { useBusinessDocuments, useDocumentSearch } from '../businessDocuments/useBusinessDocuments';
import { LOCAL_CUSTOMERS_STORAGE_KEY } from '../customers/customerStores';
import { useCustomers } from '../customers/useCustomers';
import { createDataQueryClient } from './dataQueries';

/**
 * The lists kept in this browser are read once at start-up (the queries' initial data), not a
 * second time by a refetch on mount, at the end of the session check or on a return to the tab:
 * signed out, nothing else writes them behind this page's back but another tab, which says so
 * with a storage event. Signed in (account lists) is left to the site's defaults.
 */
const customer = {
  id: 'c1',
  name: '山田商事',
  honorific: '御中',
  address: '',
  contact: '',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

function countReads(key: string) {
  const getItem = vi.spyOn(Storage.prototype, 'getItem');
  return () => getItem.mock.calls.filter(([read]) => read === key).length;
}

/** Lets every fetch the mount started (and its retries' first step) run to its end. */
async function settle() {
  for (let i = 0; i < 5; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe.each([
  {
    name: 'customers',
    key: LOCAL_CUSTOMERS_STORAGE_KEY,
    stored: [customer],
    useList: (): readonly unknown[] => useCustomers().items,
  },
  {
    name: 'kept documents',
    key: LOCAL_DOCUMENTS_STORAGE_KEY,
    stored: [],
    useList: (): readonly unknown[] =>
      useDocumentSearch(useBusinessDocuments(), EMPTY_SEARCH, 0).rows,
  },
])('the browser list of $name', ({ key, stored, useList }) => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    focusManager.setFocused(undefined);
    localStorage.clear();
  });

  const setUp = () => {
    localStorage.setItem(key, JSON.stringify(stored));
    const client = createDataQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return { client, wrapper, reads: countReads(key) };
  };

  it('is read once at start-up, by two parts of the page, with no refetch on mount', async () => {
    const { client, wrapper, reads } = setUp();
    const first = renderHook(useList, { wrapper });
    const second = renderHook(useList, { wrapper });
    await settle();
    expect(first.result.current).toHaveLength(stored.length);
    expect(second.result.current).toHaveLength(stored.length);
    expect(reads()).toBe(1);
    expect(client.isFetching()).toBe(0);
  });

  it('is not read again when the visitor comes back to the tab a minute later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { wrapper, reads } = setUp();
    renderHook(useList, { wrapper });
    await settle();
    vi.setSystemTime(Date.now() + 60_000);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await settle();
    expect(reads()).toBe(1);
  });

  it('is read afresh when shown again after no part of the page showed it', async () => {
    const { wrapper, reads } = setUp();
    const shown = renderHook(useList, { wrapper });
    await settle();
    shown.unmount();
    await settle();
    localStorage.setItem(key, JSON.stringify([...stored, ...stored]));
    const again = renderHook(useList, { wrapper });
    await settle();
    expect(again.result.current).toHaveLength(stored.length * 2);
    expect(reads()).toBe(2);
  });

  it('is read again when another tab changes it, or the page asks for it', async () => {
    const { client, wrapper, reads } = setUp();
    renderHook(useList, { wrapper });
    await settle();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key }));
    });
    await settle();
    expect(reads()).toBe(2);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'another-key' }));
    });
    await settle();
    expect(reads()).toBe(2);
    await act(() => client.invalidateQueries());
    await settle();
    expect(reads()).toBe(3);
  });
});
