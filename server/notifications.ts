import type { BackendServices } from './context.ts';
import { LOCAL_RESEND_KEY } from './mail/resend-api.ts';
import type { FunctionEnv } from './functions/discover-functions.ts';

/** How often the local backend works the outbox (pg_cron wakes the sender every minute on
 *  hosted Supabase; locally mails should show in the catcher at once). */
export const NOTIFICATIONS_INTERVAL_MS = 5_000;

/**
 * The mail settings the local backend gives the send-notifications function: its mail catcher
 * as the provider (the catcher answers as Resend's API does), links to the site, no pause
 * between mails. Nothing when the catcher runs no server: the function then says it has no
 * provider, and mails wait in the outbox.
 */
export function localMailEnv(services: BackendServices): FunctionEnv {
  const provider = services.mail.providerUrl();
  if (!provider) return {};
  return {
    RESEND_API_URL: provider,
    RESEND_API_KEY: LOCAL_RESEND_KEY,
    MAIL_FROM_ADDRESS: process.env.MAIL_FROM_ADDRESS || 'notifications@localhost',
    SITE_URL: services.mail.siteUrl,
    MAIL_SEND_INTERVAL_MS: '0',
  };
}

export interface SenderRun {
  configured: boolean;
  queued: number;
  sent: number;
  retrying: number;
  dead: number;
  cancelled: number;
  stoppedBecause: string | null;
  message?: string;
}

/** One run of the function, called as pg_cron calls it: POST with the service-role key. */
export async function runNotificationSender(
  backendUrl: string,
  serviceRoleKey: string,
  now?: string,
): Promise<SenderRun> {
  const response = await fetch(`${backendUrl}/functions/v1/send-notifications`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(now ? { now } : {}),
  });
  const body = (await response.json()) as SenderRun | { error?: string; message?: string };
  if (!('configured' in body)) {
    throw new Error(
      `send-notifications answered ${response.status}: ${body.error ?? body.message}`,
    );
  }
  return body;
}

/**
 * What pg_cron does on hosted Supabase: runs the sender now and then every interval, one run
 * at a time. The timer does not keep the process alive. The stop function waits for a run in
 * progress, so the database is never closed under it.
 */
export function startNotificationSender(
  run: () => Promise<SenderRun>,
  log: (message: string) => void,
  intervalMs = NOTIFICATIONS_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let warned = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    running = run()
      .then((result) => {
        if (result.sent > 0) log(`sent ${result.sent} notification mail(s) to the mail catcher`);
        if (!result.configured && !warned) log(result.message ?? 'notifications: no mail provider');
        warned ||= !result.configured;
      })
      .catch((error: unknown) => console.error('[backend] notification sender failed:', error))
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
