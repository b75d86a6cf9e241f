import { getSupabase } from '../../lib/supabase';
import { createBookmarkStore } from './bookmarkStore';

export type { Bookmark, NewBookmark, SharedBookmark } from './bookmarkStore';

/** The site's bookmark data module: the one way components reach book_bookmarks. */
export const bookmarks = createBookmarkStore(getSupabase);
