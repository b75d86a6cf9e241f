/**
 * Outbound calls to providers: always with a time limit, never throwing anything but
 * ProviderError, so a slow or broken provider degrades to the offline data instead of hanging.
 * (Shared with book-search; a candidate for supabase/functions/_shared.)
 */

export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>;

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export async function fetchJsonWithTimeout(
  fetchFn: FetchFunction,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchFn(url, { ...init, signal: controller.signal });
    if (!response.ok) {
      throw new ProviderError(
        `${new URL(url).host} answered HTTP ${response.status}`,
        response.status,
      );
    }
    return (await response.json()) as unknown;
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    if (controller.signal.aborted) throw new ProviderError(`${new URL(url).host} timed out`);
    throw new ProviderError(`${new URL(url).host} could not be reached: ${String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Trimmed text, or null for missing, blank or placeholder values ("-"). */
export function textOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' || /^[-－―—‐]$/.test(text) ? null : text;
}

export function numberOrNull(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replace(/,/g, ''));
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** Only http(s) URLs are passed on to users. */
export function httpUrlOrNull(value: unknown): string | null {
  const text = textOrNull(value);
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
