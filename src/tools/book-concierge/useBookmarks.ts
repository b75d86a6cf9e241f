import { useEffect, useState } from 'react';
import { useAuth } from '../../lib/auth/AuthContext';
import { bookmarks, type Bookmark, type BookmarkResult, type NewBookmark } from './bookmarks';

type ListState = {
  status: 'loading' | 'ready' | 'error';
  items: Bookmark[];
  userId: string | null;
};

/** The signed-in user's bookmarks, kept in step with saves and deletes. Guests have none. */
export function useBookmarks() {
  const { user, loading: authLoading } = useAuth();
  const userId = user && !user.is_anonymous ? user.id : null;
  const [list, setList] = useState<ListState>({ status: 'loading', items: [], userId: null });

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    void bookmarks.list().then((result) => {
      if (cancelled) return;
      setList(
        result.ok
          ? { status: 'ready', items: result.value, userId }
          : { status: 'error', items: [], userId },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [userId]);

  const save = async (bookmark: NewBookmark): Promise<BookmarkResult<Bookmark>> => {
    const result = await bookmarks.save(bookmark);
    if (result.ok) setList((current) => ({ ...current, items: [result.value, ...current.items] }));
    return result;
  };

  const remove = async (id: string): Promise<BookmarkResult<null>> => {
    const result = await bookmarks.remove(id);
    if (result.ok)
      setList((current) => ({ ...current, items: current.items.filter((item) => item.id !== id) }));
    return result;
  };

  // A list loaded for a previous user (after sign-out or a switch) is never shown.
  const current = userId !== null && list.userId === userId;
  return {
    signedIn: userId !== null,
    authLoading,
    status: current ? list.status : 'loading',
    items: current ? list.items : [],
    save,
    remove,
  };
}

export type BookmarksApi = ReturnType<typeof useBookmarks>;
