/** What every data module returns: typed data, or a typed error the UI can explain. */
export type DataResult<T> = { ok: true; data: T } | { ok: false; error: DataError };

export interface DataError {
  kind: 'network' | 'database' | 'not_found' | 'session';
  message: string;
}

export const success = <T>(data: T): DataResult<T> => ({ ok: true, data });

export function failure(kind: DataError['kind'], message: string): { ok: false; error: DataError } {
  return { ok: false, error: { kind, message } };
}

/** Turns a supabase-js error into a DataError, logging it (the spec: database errors are logged). */
export function fromSupabaseError(
  context: string,
  error: unknown,
): { ok: false; error: DataError } {
  console.error(`${context} failed`, error);
  const e = (error ?? {}) as { message?: string; code?: string; status?: number };
  const message = e.message ?? String(error);
  const network = e.status === 0 || /fetch|network/i.test(message);
  return failure(network ? 'network' : 'database', message);
}
