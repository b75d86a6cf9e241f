import { projectSecretKeys } from '../_shared/apiKey.ts';
import type { FunctionEnv, FunctionHandler } from '../_shared/function-env.ts';
import type { FetchFunction } from '../_shared/providerHttp.ts';
import { outboxApi } from './outboxApi.ts';
import { RESEND_DEFAULT_API_URL, sendWithResend } from './resendTransport.ts';
import { runSender, type SenderSettings } from './sendOutbox.ts';

/**
 * The sender of the site's mails (poll answers, decisions, due-date reminders).
 *
 * POST /send-notifications — works the outbox (public.mail_outbox): queues the morning mails
 *   when it is time, sends what is due through the mail provider, records each outcome. Only
 *   for the project itself: the caller presents a secret key (service role or sb_secret_) as
 *   Bearer token or apikey. pg_cron calls it on hosted Supabase, the local backend's timer
 *   locally. Body (optional): {"now": ISO time} to stand in for the clock (tests).
 *   Without RESEND_API_KEY, MAIL_FROM_ADDRESS or SITE_URL it sends nothing, answers 503
 *   naming what is missing, and leaves every mail in the outbox.
 * POST /send-notifications/unsubscribe?token=… — RFC 8058 one-click unsubscribe, the target of
 *   each mail's List-Unsubscribe header: stops that kind of mail to that address, no sign-in.
 * GET  /send-notifications/unsubscribe?token=… — a person opening that address: sent on to the
 *   site's page, which asks before it unsubscribes (a GET never does, so link checkers that
 *   fetch every link in a mail unsubscribe nobody).
 *
 * The function is deployed with verify_jwt = false (mail programs send no JWT) and checks its
 * callers itself.
 */
export const verifyJwt = false;

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

function presentsSecretKey(req: Request, env: FunctionEnv): boolean {
  const keys = projectSecretKeys(env);
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1];
  const apikey = req.headers.get('apikey')?.trim();
  return (bearer !== undefined && keys.has(bearer)) || (apikey !== undefined && keys.has(apikey));
}

/** What the sender needs from the environment, or the names of what is missing. */
export function senderSettings(env: FunctionEnv): SenderSettings | { missing: string[] } {
  const missing = ['RESEND_API_KEY', 'MAIL_FROM_ADDRESS', 'SITE_URL'].filter(
    (name) => !env[name]?.trim(),
  );
  if (missing.length > 0) return { missing };
  const supabaseUrl = (env.SUPABASE_URL ?? '').replace(/\/+$/, '');
  const interval = Number.parseInt(env.MAIL_SEND_INTERVAL_MS ?? '', 10);
  return {
    siteUrl: (env.SITE_URL ?? '').trim(),
    oneClickUrl:
      env.MAIL_UNSUBSCRIBE_URL?.trim() ||
      `${supabaseUrl}/functions/v1/send-notifications/unsubscribe`,
    fromAddress: (env.MAIL_FROM_ADDRESS ?? '').trim(),
    // Resend allows 2 requests a second by default.
    intervalMs: Number.isFinite(interval) && interval >= 0 ? interval : 500,
    budgetMs: 25_000,
  };
}

async function requestedNow(req: Request): Promise<string | undefined | 'invalid'> {
  const text = await req.text();
  if (text.trim() === '') return undefined;
  try {
    const body = JSON.parse(text) as { now?: unknown } | null;
    if (body?.now === undefined) return undefined;
    return typeof body.now === 'string' && !Number.isNaN(Date.parse(body.now))
      ? body.now
      : 'invalid';
  } catch {
    return 'invalid';
  }
}

export function createSendNotificationsHandler(fetchFn: FetchFunction): FunctionHandler {
  return async function sendNotifications(req: Request, env: FunctionEnv): Promise<Response> {
    const url = new URL(req.url);
    const path = url.pathname.replace(/\/+$/, '');
    const supabaseUrl = env.SUPABASE_URL;
    const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY;
    if (!supabaseUrl || !serviceKey) {
      return json({ error: 'Missing SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY' }, 500);
    }
    const outbox = outboxApi(fetchFn, supabaseUrl, serviceKey);

    if (path.endsWith('/unsubscribe')) {
      const token = url.searchParams.get('token') ?? '';
      if (req.method === 'GET') {
        const site = (env.SITE_URL ?? '').trim().replace(/\/+$/, '');
        if (!site) return new Response('SITE_URL is not set', { status: 500, headers: TEXT });
        return Response.redirect(`${site}/unsubscribe?token=${encodeURIComponent(token)}`, 303);
      }
      if (req.method !== 'POST')
        return new Response('Method not allowed', { status: 405, headers: TEXT });
      const done = token ? await outbox.unsubscribe(token) : null;
      if (!done) return new Response('Unknown unsubscribe link', { status: 404, headers: TEXT });
      return new Response('配信を停止しました。 / You have been unsubscribed.', { headers: TEXT });
    }

    if (req.method !== 'POST') return json({ error: 'Method not allowed' }, 405);
    if (!presentsSecretKey(req, env))
      return json({ error: 'A project secret key is required' }, 401);
    const now = await requestedNow(req);
    if (now === 'invalid') return json({ error: 'Body must be {} or {"now": "<ISO time>"}' }, 400);

    const settings = senderSettings(env);
    const configured = !('missing' in settings);
    const summary = await runSender(
      {
        outbox,
        send: (mail) =>
          sendWithResend(
            {
              apiKey: env.RESEND_API_KEY ?? '',
              baseUrl: env.RESEND_API_URL?.trim() || RESEND_DEFAULT_API_URL,
              fetch: fetchFn,
            },
            mail,
          ),
        clock: () => Date.now(),
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      },
      configured ? settings : null,
      now,
    );
    if (!configured) {
      const message = `No mail is sent: ${settings.missing.join(', ')} not set. Every mail stays in the outbox until they are.`;
      console.warn(`send-notifications: ${message}`);
      return json({ configured: false, message, ...summary }, 503);
    }
    return json({ configured: true, ...summary });
  };
}

export const handler: FunctionHandler = createSendNotificationsHandler((input, init) =>
  fetch(input, init),
);
