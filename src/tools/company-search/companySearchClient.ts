import type { SupabaseClient } from '@supabase/supabase-js';
import type {
  CompanyCandidate,
  CompanyResult,
  CompanySearchResponse,
  Locale,
} from '../../../supabase/functions/company-search/contract';

export type CompanySearchOutcome =
  | { kind: 'result'; data: CompanyResult; related: CompanyCandidate[] }
  | { kind: 'candidates'; candidates: CompanyCandidate[] }
  /** The function answered non-OK; `message` is its own explanation when it gave one. */
  | { kind: 'failed'; message: string | null }
  /** No answer at all (offline, timeout). */
  | { kind: 'network-error' };

async function messageOf(error: unknown): Promise<string | null> {
  // supabase-js puts the function's Response on FunctionsHttpError.context.
  const context = (error as { context?: { json?: unknown } } | null)?.context;
  if (!context || typeof context.json !== 'function') return null;
  try {
    const body = (await (context as Response).json()) as { error?: { message?: unknown } };
    const message = body.error?.message;
    return typeof message === 'string' && message.trim() !== '' ? message : null;
  } catch {
    return null;
  }
}

/** POST company-search {companyName, locale}; a typed outcome, never a throw. */
export function createCompanySearchApi(getClient: () => Promise<SupabaseClient>) {
  return async function searchCompany(
    companyName: string,
    locale: Locale,
  ): Promise<CompanySearchOutcome> {
    try {
      const client = await getClient();
      const { data, error } = await client.functions.invoke<CompanySearchResponse>(
        'company-search',
        {
          body: { companyName, locale },
        },
      );
      if (error) {
        if ((error as { name?: string }).name === 'FunctionsFetchError')
          return { kind: 'network-error' };
        return { kind: 'failed', message: await messageOf(error) };
      }
      if (data && 'data' in data && data.success)
        return { kind: 'result', data: data.data, related: data.related ?? [] };
      if (data && 'candidates' in data && data.success)
        return { kind: 'candidates', candidates: data.candidates };
      if (data && 'error' in data) return { kind: 'failed', message: data.error.message || null };
      return { kind: 'failed', message: null };
    } catch (error) {
      console.error('company-search failed', error);
      return { kind: 'network-error' };
    }
  };
}
