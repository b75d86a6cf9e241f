import { requireProjectApiKey } from '../_shared/apiKey.ts';
import { jsonResponse, preflightResponse } from '../_shared/cors.ts';
import type { FunctionEnv } from '../_shared/function-env.ts';
import { COMPANY_NAME_MAX_LENGTH, type Locale } from './contract.ts';
import { GBIZINFO_DEFAULT_BASE_URL } from './gbizinfoProvider.ts';
import { message } from './messages.ts';
import { LLM_DEFAULT_BASE_URL, LLM_DEFAULT_MODEL } from '../_shared/openAiCompatibleChat.ts';
import { isRecord, type FetchFunction } from '../_shared/providerHttp.ts';
import { searchCompany, type CompanyProviders } from './searchCompany.ts';

/**
 * POST {companyName, locale?} → {success, data} | {success, candidates} | {success: false, error}.
 *
 * Providers by environment (all optional; with none the built-in dataset answers offline):
 * - GBIZINFO_API_TOKEN (+ GBIZINFO_API_BASE_URL): the government's gBizINFO register.
 * - LLM_API_KEY (+ LLM_API_BASE_URL, LLM_MODEL): an OpenAI-compatible endpoint for a
 *   description and news, cited as AI-written.
 */
export function providersFromEnv(env: FunctionEnv, fetchFn: FetchFunction): CompanyProviders {
  const token = env.GBIZINFO_API_TOKEN?.trim();
  const llmKey = env.LLM_API_KEY?.trim();
  return {
    gbizinfo: token
      ? {
          token,
          baseUrl: env.GBIZINFO_API_BASE_URL?.trim() || GBIZINFO_DEFAULT_BASE_URL,
          fetch: fetchFn,
        }
      : null,
    llm: llmKey
      ? {
          apiKey: llmKey,
          baseUrl: env.LLM_API_BASE_URL?.trim() || LLM_DEFAULT_BASE_URL,
          model: env.LLM_MODEL?.trim() || LLM_DEFAULT_MODEL,
          fetch: fetchFn,
        }
      : null,
    logError: (context, error) => console.error(`company-search: ${context} failed`, error),
  };
}

function localeOf(body: Record<string, unknown>): Locale {
  return body.locale === 'en' ? 'en' : 'ja';
}

const failure = (text: string, status: number) =>
  jsonResponse({ success: false, error: { message: text } }, status);

export function createHandler(fetchFn: FetchFunction) {
  return async function companySearchHandler(req: Request, env: FunctionEnv): Promise<Response> {
    const preflight = preflightResponse(req);
    if (preflight) return preflight;
    if (req.method !== 'POST') return failure(message('methodNotAllowed', 'ja'), 405);

    let body: unknown;
    try {
      body = await req.json();
    } catch {
      return failure(message('invalidJson', 'ja'), 400);
    }
    if (!isRecord(body)) return failure(message('invalidJson', 'ja'), 400);
    const locale = localeOf(body);
    const name = typeof body.companyName === 'string' ? body.companyName.trim() : '';
    if (name === '') return failure(message('nameRequired', locale), 400);
    if ([...name].length > COMPANY_NAME_MAX_LENGTH)
      return failure(message('nameTooLong', locale), 400);

    try {
      const outcome = await searchCompany(name, locale, providersFromEnv(env, fetchFn));
      return jsonResponse(outcome.body, outcome.status);
    } catch (error) {
      console.error('company-search failed', error);
      return failure(message('providerFailed', locale), 500);
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
  () => failure(`${message('invalidApiKey', 'ja')} / ${message('invalidApiKey', 'en')}`, 401),
);
