import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuth } from '../auth/AuthContext';
import { browserListOptions, useBrowserListSync } from '../query/browserLists';
import type { DataResult } from '../dataResult';
import { unwrap } from '../query/dataQueries';
import { useCacheMutation } from '../query/useCacheMutation';
import { getSupabase } from '../supabase';
import { createAccountDocumentStore } from './accountDocumentStore';
import type {
  BusinessDocument,
  DocumentContent,
  DocumentSummary,
  DocumentVersion,
} from './businessDocument';
import type { DocumentStore, SearchPage } from './documentStore';
import {
  createLocalDocumentStore,
  loadLocalDocuments,
  LOCAL_DOCUMENTS_STORAGE_KEY,
} from './localDocumentStore';
import { searchLocally, type DocumentSearch } from './searchDocuments';

/**
 * The query-cache keys of one store's documents (an account id, or 'browser'): every query of a
 * store starts with `all`, so a write refreshes them all at once.
 */
export const documentKeys = {
  all: (storeKey: string) => ['documents', storeKey] as const,
  search: (storeKey: string, criteria: DocumentSearch, offset: number, limit: number) =>
    ['documents', storeKey, 'search', criteria, offset, limit] as const,
  kept: (storeKey: string, id: string) => ['documents', storeKey, 'kept', id] as const,
  versions: (storeKey: string, id: string) => ['documents', storeKey, 'versions', id] as const,
};

/** Rows of a page of the kept documents' list and search. */
export const DOCUMENTS_PAGE_SIZE = 20;

/**
 * Kept documents of the current visitor: in the account when signed in (not as a guest), in
 * this browser otherwise. Writes go through the query cache and refresh every query of the store
 * (the search pages, the open document, its versions) once they settle.
 */
export function useBusinessDocuments() {
  const { user, loading: authLoading } = useAuth();
  const queryClient = useQueryClient();
  const memberId = user && !user.is_anonymous ? user.id : null;
  const storeKey = memberId ?? 'browser';
  const store: DocumentStore = useMemo(
    () =>
      memberId ? createAccountDocumentStore(getSupabase, memberId) : createLocalDocumentStore(),
    [memberId],
  );
  const queryKey = documentKeys.all(storeKey);
  // Another tab of a visitor who is not signed in may keep documents too.
  useBrowserListSync(LOCAL_DOCUMENTS_STORAGE_KEY, queryKey, memberId !== null);

  const creating = useCacheMutation<unknown, DocumentContent, BusinessDocument>({
    queryKey,
    write: (content) => store.create(content),
  });
  const updating = useCacheMutation<
    unknown,
    { id: string; content: DocumentContent; baseRevision?: number },
    BusinessDocument
  >({
    queryKey,
    write: ({ id, content, baseRevision }) => store.update(id, content, baseRevision),
  });
  const removing = useCacheMutation<unknown, string, null>({
    queryKey,
    write: (id) => store.remove(id),
  });
  const restoring = useCacheMutation<unknown, BusinessDocument, BusinessDocument>({
    queryKey,
    write: (document) => store.restore(document),
  });
  const issuing = useCacheMutation<unknown, string, BusinessDocument>({
    queryKey,
    write: (id) => store.issue(id),
  });
  const correcting = useCacheMutation<
    unknown,
    { id: string; content: DocumentContent; reason: string },
    BusinessDocument
  >({ queryKey, write: ({ id, content, reason }) => store.correct(id, content, reason) });
  const cancelling = useCacheMutation<unknown, { id: string; reason: string }, BusinessDocument>({
    queryKey,
    write: ({ id, reason }) => store.cancel(id, reason),
  });
  const { run: create } = creating;
  const { run: runUpdate } = updating;
  const { run: remove } = removing;
  const { run: restore } = restoring;
  const { run: issue } = issuing;
  const { run: runCorrect } = correcting;
  const { run: runCancel } = cancelling;
  // The same object until the store or the session's state changes: the forms' memo parts that
  // take it are then skipped when anything else on the page changes.
  return useMemo(() => {
    /** The document a write answered becomes the open document's cached state at once. */
    const remember = (document: BusinessDocument) =>
      queryClient.setQueryData(documentKeys.kept(storeKey, document.id), document);
    const remembered = async (result: Promise<DataResult<BusinessDocument>>) => {
      const settled = await result;
      if (settled.ok) remember(settled.data);
      return settled;
    };
    return {
      where: store.where,
      storeKey,
      store,
      ready: !authLoading,
      reload: () => queryClient.invalidateQueries({ queryKey: documentKeys.all(storeKey) }),
      remember,
      issue: (id: string) => remembered(issue(id)),
      correct: (id: string, content: DocumentContent, reason: string) =>
        remembered(runCorrect({ id, content, reason })),
      cancel: (id: string, reason: string) => remembered(runCancel({ id, reason })),
      create: (content: DocumentContent) => remembered(create(content)),
      update: (id: string, content: DocumentContent, baseRevision?: number) =>
        remembered(runUpdate({ id, content, baseRevision })),
      remove,
      restore: (document: BusinessDocument) => remembered(restore(document)),
    } as const;
  }, [
    queryClient,
    store,
    storeKey,
    authLoading,
    create,
    runUpdate,
    remove,
    restore,
    issue,
    runCorrect,
    runCancel,
  ]);
}

export type BusinessDocumentsApi = ReturnType<typeof useBusinessDocuments>;

type StoreOf = Pick<BusinessDocumentsApi, 'store' | 'storeKey' | 'ready'>;

/**
 * One page of the kept documents matching a search, newest change first, with the number of
 * matches: in the database for an account, over this browser's documents otherwise. This
 * browser's first page is read at once, so the page's first drawing has it (`npm run
 * bench:blocking`).
 */
export function useDocumentSearch(
  documents: StoreOf,
  criteria: DocumentSearch,
  offset: number,
  limit = DOCUMENTS_PAGE_SIZE,
) {
  const inAccount = documents.storeKey !== 'browser';
  const query = useQuery<SearchPage>({
    queryKey: documentKeys.search(documents.storeKey, criteria, offset, limit),
    queryFn: async () => unwrap(await documents.store.search(criteria, { offset, limit })),
    enabled: documents.ready,
    placeholderData: keepPreviousData,
    ...browserListOptions(inAccount, () =>
      searchLocally(loadLocalDocuments(), criteria, { offset, limit }),
    ),
  });
  const { data, isError } = query;
  return {
    status: data ? 'ready' : isError ? 'error' : 'loading',
    rows: data?.rows ?? ([] as DocumentSummary[]),
    total: data?.total ?? 0,
    /** True while a new search's answer is awaited (the last page is still shown). */
    stale: query.isPlaceholderData,
  } as const;
}

/**
 * The kept document open in the editor: null while it is not kept (or no longer there),
 * `loading` while it is being read (after a reload).
 */
export function useKeptDocument(documents: StoreOf, id: string | null) {
  const query = useQuery<BusinessDocument | null>({
    queryKey: documentKeys.kept(documents.storeKey, id ?? ''),
    queryFn: async () => unwrap(await documents.store.get(id ?? '')),
    enabled: id !== null && documents.ready,
  });
  return {
    kept: id === null ? null : (query.data ?? null),
    loading: id !== null && query.data === undefined && !query.isError,
  };
}

/** The fixed versions of one kept document (none for a draft), through the query cache. */
export function useDocumentVersions(documents: StoreOf, id: string | null) {
  const query = useQuery<DocumentVersion[]>({
    queryKey: documentKeys.versions(documents.storeKey, id ?? ''),
    queryFn: async () => unwrap(await documents.store.versions(id ?? '')),
    enabled: id !== null,
  });
  return query.data ?? [];
}
