import { LLM_DEFAULT_BASE_URL, LLM_DEFAULT_MODEL } from '../_shared/openAiCompatibleChat.ts';
import type { FetchFunction } from '../_shared/providerHttp.ts';
import { requireProjectApiKey } from '../_shared/apiKey.ts';
import { jsonResponse, preflightResponse } from '../_shared/cors.ts';
import type { FunctionEnv } from '../_shared/function-env.ts';
import { searchBooks, type BookProviders } from './searchBooks.ts';
import { validateBookSearchRequest } from './validateBookSearchRequest.ts';

/**
 * POST the search request → {query, criteria, recommendations, totalFound}; 400 {error} for bad
 * input. Providers by environment (all optional; the built-in catalog answers offline):
 * - GOOGLE_BOOKS_ENABLED=true (+ GOOGLE_BOOKS_API_KEY): also search the Google Books API.
 * - LLM_API_KEY (+ LLM_API_BASE_URL, LLM_MODEL): reasons written by an OpenAI-compatible model.
 * - BOOK_COVER_URL_TEMPLATE: an https cover service URL with {isbn10} or {isbn13}.
 */
export function providersFromEnv(env: FunctionEnv, fetchFn: FetchFunction): BookProviders {
  const llmKey = env.LLM_API_KEY?.trim();
  const coverTemplate = env.BOOK_COVER_URL_TEMPLATE?.trim() ?? '';
  return {
    googleBooks: /^(1|true|yes|on)$/i.test(env.GOOGLE_BOOKS_ENABLED?.trim() ?? '')
      ? { apiKey: env.GOOGLE_BOOKS_API_KEY?.trim() || null, fetch: fetchFn }
      : null,
    llm: llmKey
      ? {
          apiKey: llmKey,
          baseUrl: env.LLM_API_BASE_URL?.trim() || LLM_DEFAULT_BASE_URL,
          model: env.LLM_MODEL?.trim() || LLM_DEFAULT_MODEL,
          fetch: fetchFn,
        }
      : null,
    coverUrlTemplate: /^https:\/\/.+\{isbn1[03]\}/.test(coverTemplate) ? coverTemplate : null,
    logError: (context, error) => console.error(`book-search: ${context} failed`, error),
  };
}

const failure = (message: string, status: number) => jsonResponse({ error: { message } }, status);

export function createHandler(fetchFn: FetchFunction) {
  return async function bookSearchHandler(req: Request, env: FunctionEnv): Promise<Response> {
    const preflight = preflightResponse(req);
    if (preflight) return preflight;
    if (req.method !== 'POST') return failure('POSTで送信してください。 / Use POST.', 405);

    let body: unknown;
    try {
      body = await req.json();
    } catch {
      return failure('リクエストの形式が正しくありません（JSONで送信してください）。', 400);
    }
    const validation = validateBookSearchRequest(body);
    if (!validation.ok) return failure(validation.message, 400);

    try {
      return jsonResponse(await searchBooks(validation.request, providersFromEnv(env, fetchFn)));
    } catch (error) {
      console.error('book-search failed', error);
      const message =
        validation.request.locale === 'ja'
          ? '書籍の検索に失敗しました。しばらくしてから再度お試しください。'
          : 'The book search failed. Please try again later.';
      return failure(message, 500);
    }
  };
}

/**
 * Deployed with `verify_jwt = false` (supabase/config.toml): the platform's JWT check would
 * refuse the new `sb_publishable_…` keys, which are not JWTs, so the function checks the
 * caller's project key itself. The local backend reads this export the same way.
 */
export const verifyJwt = false;

/** Looked up at call time so tests and runtimes that replace fetch are honoured. */
export const handler = requireProjectApiKey(
  createHandler((input, init) => fetch(input, init)),
  () => failure('APIキーが正しくありません。 / The API key is missing or not valid.', 401),
);
