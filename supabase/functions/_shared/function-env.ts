/**
 * The environment an edge function handler receives: on Supabase, `Deno.env.toObject()`;
 * in the local backend, the process environment plus the same three SUPABASE_* values that
 * Supabase injects. Handlers read configuration only from here (never from Deno or process
 * globals), so the same code runs in both places and tests can pass any environment.
 */
export interface FunctionEnv {
  SUPABASE_URL?: string;
  SUPABASE_ANON_KEY?: string;
  SUPABASE_SERVICE_ROLE_KEY?: string;
  [name: string]: string | undefined;
}

/** The shape of every handler: web-standard Request in, Response out. */
export type FunctionHandler = (req: Request, env: FunctionEnv) => Promise<Response>;

/** A required variable, or an Error naming the missing one. */
export function requireEnv(env: FunctionEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}
