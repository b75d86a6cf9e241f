import { jsonResponse, preflightResponse } from '../_shared/cors.ts';
import { requireEnv, type FunctionEnv } from '../_shared/function-env.ts';

/**
 * Deletes the calling user's account: every row they own goes with it through the tables'
 * `on delete cascade` from auth.users.
 *
 * The caller is identified only by their access token (checked by the Auth server, so a
 * deleted or signed-out session is refused); the optional body `{ userId }` must name that
 * same user, so nobody can delete someone else. The deletion itself needs the service role.
 * Answers `{ success: true }`, or `{ error }` with 4xx/5xx.
 *
 * Plain fetch against the Auth API (no client library) keeps the handler free of Node- or
 * Deno-specific transports.
 */
export async function handler(req: Request, env: FunctionEnv): Promise<Response> {
  const preflight = preflightResponse(req);
  if (preflight) return preflight;
  if (req.method !== 'POST' && req.method !== 'DELETE') {
    return jsonResponse({ error: 'Method not allowed' }, 405);
  }

  let supabaseUrl: string;
  let anonKey: string;
  let serviceRoleKey: string;
  try {
    supabaseUrl = requireEnv(env, 'SUPABASE_URL').replace(/\/+$/, '');
    anonKey = requireEnv(env, 'SUPABASE_ANON_KEY');
    serviceRoleKey = requireEnv(env, 'SUPABASE_SERVICE_ROLE_KEY');
  } catch (error) {
    return jsonResponse({ error: (error as Error).message }, 500);
  }

  const authorization = req.headers.get('Authorization') ?? '';
  if (!/^Bearer\s+\S+$/i.test(authorization)) {
    return jsonResponse({ error: 'Missing authorization header' }, 401);
  }

  const userResponse = await fetch(`${supabaseUrl}/auth/v1/user`, {
    headers: { apikey: anonKey, Authorization: authorization },
  });
  if (!userResponse.ok) {
    return jsonResponse({ error: 'Invalid or expired session' }, 401);
  }
  const user = (await userResponse.json()) as { id?: unknown };
  if (typeof user.id !== 'string') {
    return jsonResponse({ error: 'Invalid or expired session' }, 401);
  }

  const requestedId = await readRequestedUserId(req);
  if (requestedId === 'invalid') return jsonResponse({ error: 'Invalid request body' }, 400);
  if (requestedId !== null && requestedId !== user.id) {
    return jsonResponse({ error: 'You can only delete your own account' }, 403);
  }

  const deletion = await fetch(`${supabaseUrl}/auth/v1/admin/users/${user.id}`, {
    method: 'DELETE',
    headers: {
      apikey: serviceRoleKey,
      Authorization: `Bearer ${serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ should_soft_delete: false }),
  });
  if (!deletion.ok) {
    return jsonResponse({ error: 'Failed to delete the account' }, 500);
  }
  return jsonResponse({ success: true });
}

/** The body's `userId` if given, null when absent, 'invalid' for a body that is not JSON. */
async function readRequestedUserId(req: Request): Promise<string | null | 'invalid'> {
  const text = await req.text();
  if (text.trim() === '') return null;
  try {
    const body = JSON.parse(text) as { userId?: unknown } | null;
    return typeof body?.userId === 'string' ? body.userId : null;
  } catch {
    return 'invalid';
  }
}
