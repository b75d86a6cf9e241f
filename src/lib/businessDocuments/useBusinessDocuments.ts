import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuth } from '../auth/AuthContext';
import { browserListOptions, useBrowserListSync } from '../query/browserLists';
import { unwrap } from '../query/dataQueries';
import { useCacheMutation } from '../query/useCacheMutation';
import { getSupabase } from '../supabase';
import { createAccountDocumentStore } from './accountDocumentStore';
import type { BusinessDocument, DocumentContent, DocumentVersion } from './businessDocument';
import type { DocumentStore } from './documentStore';
import {
  createLocalDocumentStore,
  loadLocalDocuments,
  LOCAL_DOCUMENTS_STORAGE_KEY,
} from './localDocumentStore';

/** The query-cache key of the kept documents of one store (an account id, or 'browser'). */
export const documentKeys = {
  list: (storeKey: string) => ['documents', 'list', storeKey] as const,
  versions: (storeKey: string, id: string) => ['documents', 'versions', storeKey, id] as const,
};

const newestFirst = (items: BusinessDocument[]) =>
  [...items].sort((a, b) => b.updated_at.localeCompare(a.updated_at));

const upsert = (items: BusinessDocument[], document: BusinessDocument) => [
  document,
  ...items.filter((item) => item.id !== document.id),
];

/**
 * Kept documents of the current visitor, through the query cache: in the account when signed
 * in (not as a guest), in this browser otherwise. Saves and deletes update the list at once.
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
  const queryKey = documentKeys.list(storeKey);
  const query = useQuery({
    queryKey,
    queryFn: async () => unwrap(await store.list()),
    enabled: !authLoading,
    // This browser's own list is read once, at once, so the page's first drawing has it:
    // arriving a moment later, it drew the whole form again in one blocking render (the quote
    // page's start-up, `npm run bench:blocking`).
    ...browserListOptions(memberId !== null, loadLocalDocuments),
  });
  // Another tab of a visitor who is not signed in may keep documents too.
  useBrowserListSync(LOCAL_DOCUMENTS_STORAGE_KEY, queryKey, memberId !== null);

  const creating = useCacheMutation<BusinessDocument[], DocumentContent, BusinessDocument>({
    queryKey,
    write: (content) => store.create(content),
    settle: upsert,
  });
  const updating = useCacheMutation<
    BusinessDocument[],
    { id: string; content: DocumentContent },
    BusinessDocument
  >({
    queryKey,
    write: ({ id, content }) => store.update(id, content),
    settle: upsert,
  });
  const removing = useCacheMutation<BusinessDocument[], string, null>({
    queryKey,
    write: (id) => store.remove(id),
    optimistic: (items, id) => items.filter((item) => item.id !== id),
  });
  const restoring = useCacheMutation<BusinessDocument[], BusinessDocument, BusinessDocument>({
    queryKey,
    write: (document) => store.restore(document),
    settle: (items, restored) => newestFirst(upsert(items, restored)),
  });

  const issuing = useCacheMutation<BusinessDocument[], string, BusinessDocument>({
    queryKey,
    write: (id) => store.issue(id),
    settle: upsert,
  });
  const correcting = useCacheMutation<
    BusinessDocument[],
    { id: string; content: DocumentContent; reason: string },
    BusinessDocument
  >({
    queryKey,
    write: ({ id, content, reason }) => store.correct(id, content, reason),
    settle: upsert,
  });
  const cancelling = useCacheMutation<
    BusinessDocument[],
    { id: string; reason: string },
    BusinessDocument
  >({
    queryKey,
    write: ({ id, reason }) => store.cancel(id, reason),
    settle: upsert,
  });
  const { data, isError } = query;
  const { run: create } = creating;
  const { run: runUpdate } = updating;
  const { run: remove } = removing;
  const { run: restore } = restoring;
  const { run: runIssue } = issuing;
  const { run: runCorrect } = correcting;
  const { run: runCancel } = cancelling;
  // The same object until the list, the store or the session's state changes: the forms' memo
  // parts that take it are then skipped when anything else on the page changes.
  return useMemo(() => {
    const afterVersion = async <T>(id: string, result: T) => {
      await queryClient.invalidateQueries({ queryKey: documentKeys.versions(storeKey, id) });
      return result;
    };
    return {
      where: store.where,
      storeKey,
      store,
      reload: () => queryClient.invalidateQueries({ queryKey: documentKeys.list(storeKey) }),
      issue: async (id: string) => afterVersion(id, await runIssue(id)),
      correct: async (id: string, content: DocumentContent, reason: string) =>
        afterVersion(id, await runCorrect({ id, content, reason })),
      cancel: async (id: string, reason: string) =>
        afterVersion(id, await runCancel({ id, reason })),
      status: authLoading || !data ? (isError ? 'error' : 'loading') : 'ready',
      items: data ?? [],
      create,
      update: (id: string, content: DocumentContent) => runUpdate({ id, content }),
      remove,
      restore,
    } as const;
  }, [
    queryClient,
    store,
    storeKey,
    authLoading,
    data,
    isError,
    create,
    runUpdate,
    remove,
    restore,
    runIssue,
    runCorrect,
    runCancel,
  ]);
}

export type BusinessDocumentsApi = ReturnType<typeof useBusinessDocuments>;

/** The fixed versions of one kept document (none for a draft), through the query cache. */
export function useDocumentVersions(
  documents: Pick<BusinessDocumentsApi, 'store' | 'storeKey'>,
  id: string | null,
) {
  const query = useQuery<DocumentVersion[]>({
    queryKey: documentKeys.versions(documents.storeKey, id ?? ''),
    queryFn: async () => unwrap(await documents.store.versions(id ?? '')),
    enabled: id !== null,
  });
  return query.data ?? [];
}
