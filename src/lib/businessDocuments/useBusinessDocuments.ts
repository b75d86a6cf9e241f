import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAuth } from '../auth/AuthContext';
import type { DataResult } from '../dataResult';
import { getSupabase } from '../supabase';
import { createAccountDocumentStore } from './accountDocumentStore';
import type { BusinessDocument, DocumentContent } from './businessDocument';
import type { DocumentStore } from './documentStore';
import { createLocalDocumentStore, LOCAL_DOCUMENTS_STORAGE_KEY } from './localDocumentStore';

type ListState = {
  status: 'loading' | 'ready' | 'error';
  items: BusinessDocument[];
  /** Which store the list was read from, so a list of a previous user is never shown. */
  storeKey: string;
};

/**
 * Kept documents of the current visitor: in the account when signed in (not as a guest), in
 * this browser otherwise. Saves and deletes update the list at once.
 */
export function useBusinessDocuments() {
  const { user, loading: authLoading } = useAuth();
  const memberId = user && !user.is_anonymous ? user.id : null;
  const storeKey = memberId ?? 'browser';
  const store: DocumentStore = useMemo(
    () =>
      memberId ? createAccountDocumentStore(getSupabase, memberId) : createLocalDocumentStore(),
    [memberId],
  );
  const [list, setList] = useState<ListState>({ status: 'loading', items: [], storeKey: '' });

  const reload = useCallback(async () => {
    const result = await store.list();
    setList(
      result.ok
        ? { status: 'ready', items: result.data, storeKey }
        : { status: 'error', items: [], storeKey },
    );
  }, [store, storeKey]);

  useEffect(() => {
    if (authLoading) return;
    let cancelled = false;
    void store.list().then((result) => {
      if (cancelled) return;
      setList(
        result.ok
          ? { status: 'ready', items: result.data, storeKey }
          : { status: 'error', items: [], storeKey },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [store, storeKey, authLoading]);

  // Another tab of a visitor who is not signed in may keep documents too.
  useEffect(() => {
    if (memberId) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === LOCAL_DOCUMENTS_STORAGE_KEY || event.key === null) void reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [memberId, reload]);

  const upsertInList = (document: BusinessDocument) =>
    setList((current) => ({
      ...current,
      items: [document, ...current.items.filter((item) => item.id !== document.id)],
    }));

  const create = async (content: DocumentContent): Promise<DataResult<BusinessDocument>> => {
    const result = await store.create(content);
    if (result.ok) upsertInList(result.data);
    return result;
  };

  const update = async (
    id: string,
    content: DocumentContent,
  ): Promise<DataResult<BusinessDocument>> => {
    const result = await store.update(id, content);
    if (result.ok) upsertInList(result.data);
    return result;
  };

  const remove = async (id: string): Promise<DataResult<null>> => {
    const result = await store.remove(id);
    if (result.ok) {
      setList((current) => ({
        ...current,
        items: current.items.filter((item) => item.id !== id),
      }));
    }
    return result;
  };

  const restore = async (document: BusinessDocument): Promise<DataResult<BusinessDocument>> => {
    const result = await store.restore(document);
    if (result.ok) {
      setList((current) => ({
        ...current,
        items: [result.data, ...current.items].sort((a, b) =>
          b.updated_at.localeCompare(a.updated_at),
        ),
      }));
    }
    return result;
  };

  const current = list.storeKey === storeKey;
  return {
    where: store.where,
    status: current && !authLoading ? list.status : 'loading',
    items: current ? list.items : [],
    create,
    update,
    remove,
    restore,
  };
}

export type BusinessDocumentsApi = ReturnType<typeof useBusinessDocuments>;
