import type { SupabaseClient } from '@supabase/supabase-js';
import type {
  BookSearchRequest,
  BookSearchResult,
} from '../../../supabase/functions/book-search/contract';

export type BookSearchError =
  /** The function refused or failed and said why. */
  | { kind: 'server'; message: string }
  /** Non-OK without a message, or the network failed. */
  | { kind: 'failed' };

export type BookSearchOutcome =
  { ok: true; result: BookSearchResult } | { ok: false; error: BookSearchError };

async function serverMessage(error: unknown): Promise<string | null> {
  // supabase-js puts the function's Response on FunctionsHttpError.context.
  const context = (error as { context?: { json?: unknown } } | null)?.context;
  if (!context || typeof context.json !== 'function') return null;
  try {
    const body = (await (context as Response).json()) as { error?: { message?: unknown } | string };
    const message = typeof body.error === 'string' ? body.error : body.error?.message;
    return typeof message === 'string' && message.trim() !== '' ? message : null;
  } catch {
    return null;
  }
}

function isResult(value: unknown): value is BookSearchResult {
  const result = value as Partial<BookSearchResult> | null;
  return !!result && typeof result.query === 'string' && Array.isArray(result.recommendations);
}

/** POST book-search with the full request; typed result or typed error, never a throw. */
export function createBookSearchApi(getClient: () => Promise<SupabaseClient>) {
  return async function searchBooks(request: BookSearchRequest): Promise<BookSearchOutcome> {
    try {
      const client = await getClient();
      const { data, error } = await client.functions.invoke<BookSearchResult>('book-search', {
        body: request,
      });
      if (error) {
        const message = await serverMessage(error);
        return { ok: false, error: message ? { kind: 'server', message } : { kind: 'failed' } };
      }
      return isResult(data) ? { ok: true, result: data } : { ok: false, error: { kind: 'failed' } };
    } catch (error) {
      console.error('book-search failed', error);
      return { ok: false, error: { kind: 'failed' } };
    }
  };
}
