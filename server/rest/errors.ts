import { isPostgresError } from '../db/database.ts';
import { MAX_JSON_DEPTH } from '../http/json-depth.ts';
import { FuzzySet } from './fuzzy-set.ts';

/** An error in PostgREST's shape: `{code, details, hint, message}` with its HTTP status. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A string, or (PGRST201) PostgREST's list of candidate relationships. */
    readonly details: string | null | object[] = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const restErrors = {
  badQuery: (message: string, details: string | null = null) =>
    new RestError(400, 'PGRST100', message, details),
  badJson: (details: string | null = null) =>
    new RestError(400, 'PGRST102', 'Empty or invalid json', details),
  tooDeepJson: () =>
    new RestError(
      400,
      'PGRST102',
      'Empty or invalid json',
      `JSON nested deeper than ${MAX_JSON_DEPTH} levels`,
    ),
  /** PGRST205 with Error.hs tableNotFoundHint: the closest table (fuzzy score ≥ 0.75). */
  unknownTable: (schema: string, name: string, tables: Iterable<string> = []) => {
    const closest = new FuzzySet(tables).getOne(name, 0.75);
    return new RestError(
      404,
      'PGRST205',
      `Could not find the table '${schema}.${name}' in the schema cache`,
      null,
      closest === undefined ? null : `Perhaps you meant the table '${schema}.${closest}'`,
    );
  },
  unknownColumn: (table: string, column: string) =>
    new RestError(400, '42703', `column ${table}.${column} does not exist`),
  unknownBodyColumn: (table: string, column: string) =>
    new RestError(
      400,
      'PGRST204',
      `Could not find the '${column}' column of '${table}' in the schema cache`,
    ),
  notSingular: (rows: number) =>
    new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    ),
  jwt: (message: string, code = 'PGRST301') => new RestError(401, code, message),
};

/** PostgREST's mapping of SQLSTATE to HTTP status (docs: references/errors). */
export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    '53400': 500,
    P0001: 400,
  };
  if (exact[code]) return exact[code];
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** Turns anything a request threw into PostgREST's error response parts. */
export function toRestError(error: unknown, role: string): RestError {
  if (error instanceof RestError) return error;
  if (isPostgresError(error)) {
    return new RestError(
      statusForSqlState(error.code, role),
      error.code,
      error.message,
      error.detail ?? null,
      error.hint ?? null,
    );
  }
  console.error('[backend] REST request failed:', error);
  return new RestError(500, 'PGRST000', 'Unexpected failure in the local backend');
}
