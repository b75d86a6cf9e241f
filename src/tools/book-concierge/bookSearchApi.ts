import { getSupabase } from '../../lib/supabase';
import { createBookSearchApi } from './bookSearchClient';

export type { BookSearchError, BookSearchOutcome } from './bookSearchClient';

/** The book-search edge function, through the site's Supabase client. */
export const searchBooks = createBookSearchApi(getSupabase);
