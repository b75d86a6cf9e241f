import { failure, fromSupabaseError, success, type DataResult } from '../../lib/dataResult';
import type { Tables } from '../../lib/database.types';
import type { TypedSupabaseClient } from '../../lib/supabase';
import type {
  BookRecommendation,
  BookSearchRequest,
} from '../../../supabase/functions/book-search/contract';

/** A saved search (table book_bookmarks), as the owner sees it. */
export interface Bookmark {
  id: string;
  query: string;
  criteria: string | null;
  search_request: BookSearchRequest | null;
  recommendations: BookRecommendation[];
  share_id: string;
  created_at: string;
}

/** What the public share link shows: no ids, no owner. */
export interface SharedBookmark {
  query: string;
  criteria: string | null;
  search_request: BookSearchRequest | null;
  recommendations: BookRecommendation[];
  created_at: string;
}

export interface NewBookmark {
  query: string;
  criteria: string;
  search_request: BookSearchRequest;
  recommendations: BookRecommendation[];
}

const COLUMNS = 'id, query, criteria, search_request, recommendations, share_id, created_at';

const notSignedIn = () => failure('session', 'bookmarks need a signed-in account');

function recommendationsOf(value: unknown): BookRecommendation[] {
  return Array.isArray(value) ? (value as BookRecommendation[]) : [];
}

type BookmarkRow = Omit<Tables<'book_bookmarks'>, 'user_id'>;

/** The jsonb columns hold what the tool saved (see NewBookmark); old rows may lack them. */
function toBookmark(row: BookmarkRow): Bookmark {
  return {
    id: row.id,
    query: row.query,
    criteria: row.criteria,
    search_request: (row.search_request as BookSearchRequest | null) ?? null,
    recommendations: recommendationsOf(row.recommendations),
    share_id: row.share_id,
    created_at: row.created_at,
  };
}

/**
 * Bookmark reads and writes for one Supabase client. Row-level security does the real
 * guarding; the owner filter is there so the query says what it means.
 */
export function createBookmarkStore(getClient: () => Promise<TypedSupabaseClient>) {
  async function currentUserId(client: TypedSupabaseClient): Promise<string | null> {
    const { data } = await client.auth.getSession();
    const user = data.session?.user;
    return user && !user.is_anonymous ? user.id : null;
  }

  return {
    /** The signed-in user's bookmarks, newest first. */
    async list(): Promise<DataResult<Bookmark[]>> {
      const client = await getClient();
      const userId = await currentUserId(client);
      if (!userId) return notSignedIn();
      const { data, error } = await client
        .from('book_bookmarks')
        .select(COLUMNS)
        .eq('user_id', userId)
        .order('created_at', { ascending: false });
      return error
        ? fromSupabaseError('list bookmarks', error)
        : success((data ?? []).map(toBookmark));
    },

    async save(bookmark: NewBookmark): Promise<DataResult<Bookmark>> {
      const client = await getClient();
      const userId = await currentUserId(client);
      if (!userId) return notSignedIn();
      const { data, error } = await client
        .from('book_bookmarks')
        .insert({ user_id: userId, ...bookmark })
        .select(COLUMNS)
        .single();
      return error ? fromSupabaseError('save bookmark', error) : success(toBookmark(data));
    },

    async remove(id: string): Promise<DataResult<null>> {
      const client = await getClient();
      const { error } = await client.from('book_bookmarks').delete().eq('id', id);
      return error ? fromSupabaseError('delete bookmark', error) : success(null);
    },

    /** The public view of a share id, for anyone who has the link. */
    async getShared(shareId: string): Promise<DataResult<SharedBookmark>> {
      const client = await getClient();
      const { data, error } = await client.rpc('get_shared_bookmark', { p_share_id: shareId });
      if (error) return fromSupabaseError('get shared bookmark', error);
      if (!data || typeof data !== 'object') return failure('not_found', 'bookmark not found');
      const row = data as Record<string, unknown>;
      return success({
        query: String(row.query ?? ''),
        criteria: typeof row.criteria === 'string' ? row.criteria : null,
        search_request: (row.search_request as BookSearchRequest | null) ?? null,
        recommendations: recommendationsOf(row.recommendations),
        created_at: String(row.created_at),
      });
    },

    /** Records that a share link was produced (share_events, kind bookmark). */
    async recordShare(shareId: string): Promise<DataResult<null>> {
      const client = await getClient();
      const { error } = await client
        .from('share_events')
        .insert({ kind: 'bookmark', share_id: shareId });
      return error ? fromSupabaseError('record bookmark share', error) : success(null);
    },
  };
}

export type BookmarkStore = ReturnType<typeof createBookmarkStore>;
