import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth/AuthContext';
import { unwrap } from '../../lib/query/dataQueries';
import { useCacheMutation } from '../../lib/query/useCacheMutation';
import { bookmarks, type Bookmark, type NewBookmark } from './bookmarks';

/** The query-cache keys of the book tool's bookmarks (src/lib/query). */
export const bookmarkKeys = {
  list: (userId: string | null) => ['bookmarks', 'list', userId] as const,
  shared: (shareId: string) => ['bookmarks', 'shared', shareId] as const,
};

/** The signed-in user's bookmarks, kept in step with saves and deletes. Guests have none. */
export function useBookmarks() {
  const { user, loading: authLoading } = useAuth();
  const userId = user && !user.is_anonymous ? user.id : null;
  const queryKey = bookmarkKeys.list(userId);
  const query = useQuery({
    queryKey,
    queryFn: async () => unwrap(await bookmarks.list()),
    enabled: userId !== null,
  });
  const saving = useCacheMutation<Bookmark[], NewBookmark, Bookmark>({
    queryKey,
    write: bookmarks.save,
    settle: (items, saved) => [saved, ...items.filter((item) => item.id !== saved.id)],
  });
  const removing = useCacheMutation<Bookmark[], string, null>({
    queryKey,
    write: bookmarks.remove,
    optimistic: (items, id) => items.filter((item) => item.id !== id),
  });

  return {
    signedIn: userId !== null,
    authLoading,
    status: query.data ? 'ready' : query.isError ? 'error' : 'loading',
    items: userId ? (query.data ?? []) : [],
    save: saving.run,
    remove: removing.run,
  } as const;
}

export type BookmarksApi = ReturnType<typeof useBookmarks>;
