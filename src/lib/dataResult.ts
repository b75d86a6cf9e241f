/** What every data module returns: typed data, or a typed error the UI can explain. */
export type DataResult<T> = { ok: true; data: T } | { ok: false; error: DataError };

export interface DataError {
  kind: 'network' | 'database' | 'not_found' | 'session' | 'conflict';
  message: string;
  /** With kind 'conflict': the fields changed meanwhile, and the row's revision now. */
  conflict?: RevisionConflict;
}

/**
 * The database refused a change based on an old revision, because someone else changed some
 * of the same fields meanwhile (check_revision and save_schedule_answer; HTTP 409).
 */
export interface RevisionConflict {
  fields: string[];
  revision: number;
}

/** The conflict a refused write carries (PostgREST's error with hint 'revision_conflict'). */
export function revisionConflictOf(error: unknown): RevisionConflict | null {
  const { hint, details } = (error ?? {}) as { hint?: unknown; details?: unknown };
  if (hint !== 'revision_conflict' || typeof details !== 'string') return null;
  try {
    const parsed = JSON.parse(details) as Partial<RevisionConflict>;
    if (!Array.isArray(parsed.fields) || typeof parsed.revision !== 'number') return null;
    return { fields: parsed.fields.map(String), revision: parsed.revision };
  } catch {
    return null;
  }
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
  const conflict = revisionConflictOf(error);
  if (conflict) return { ok: false, error: { kind: 'conflict', message: context, conflict } };
  console.error(`${context} failed`, error);
  const e = (error ?? {}) as { message?: string; code?: string; status?: number };
  const message = e.message ?? String(error);
  const network = e.status === 0 || /fetch|network/i.test(message);
  return failure(network ? 'network' : 'database', message);
}
