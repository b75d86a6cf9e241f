import type { FetchFunction } from '../_shared/providerHttp.ts';

/**
 * Sending one mail through Resend's documented REST API (POST /emails,
 * https://resend.com/docs/api-reference/emails/send-email). Chosen because its API takes what
 * these mails need in one JSON request (text and HTML parts, custom headers for
 * List-Unsubscribe, attachments) and an Idempotency-Key header: the same key within 24 hours
 * gives the first answer again instead of a second mail, so a retry after a lost answer never
 * delivers twice. Plain fetch, no client library: the handler stays runtime-neutral (Deno on
 * Supabase, Node in the local backend), and the request is the documented one.
 *
 * Errors are classified by Resend's codes (resend-node's RESEND_ERROR_CODES_BY_KEY): rate
 * limits, 5xx, network failures and a concurrent request with the same key are worth trying
 * again; a mail the API refuses as invalid is not. A key or sender the account refuses is a
 * configuration problem: retried (the operator may fix it) and the run stops.
 */

export const RESEND_DEFAULT_API_URL = 'https://api.resend.com';
const TIMEOUT_MS = 15_000;

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Text, or bytes in base64 when `base64` is set. */
  attachments: Array<{ filename: string; content: string; contentType: string; base64?: boolean }>;
  /** Where replies go; none: the sender's address (send-only). */
  replyTo?: string;
  idempotencyKey: string;
}

export type SendResult =
  { ok: true; id: string } | { ok: false; error: string; retryable: boolean; stopRun: boolean };

export interface ResendOptions {
  apiKey: string;
  baseUrl: string;
  fetch: FetchFunction;
}

/** UTF-8 text as base64, a chunk at a time (a spread of a large array overflows the stack). */
export function base64OfText(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** How to treat Resend's answer `status` with error `name` (Resend's error codes). */
export function classifyResendError(
  status: number,
  name: string,
): { retryable: boolean; stopRun: boolean } {
  if (status === 429) return { retryable: true, stopRun: true };
  if (status === 409)
    return { retryable: name === 'concurrent_idempotent_requests', stopRun: false };
  if (status === 401 || status === 403) return { retryable: true, stopRun: true };
  if (status >= 500) return { retryable: true, stopRun: false };
  return { retryable: false, stopRun: false };
}

export async function sendWithResend(
  options: ResendOptions,
  mail: OutgoingMail,
): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  let response: Response;
  try {
    response = await options.fetch(`${options.baseUrl.replace(/\/+$/, '')}/emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${options.apiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': mail.idempotencyKey,
      },
      body: JSON.stringify({
        from: mail.from,
        to: [mail.to],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
        attachments: mail.attachments.map((attachment) => ({
          filename: attachment.filename,
          content: attachment.base64 ? attachment.content : base64OfText(attachment.content),
          content_type: attachment.contentType,
        })),
      }),
      signal: controller.signal,
    });
  } catch (error) {
    const reason = controller.signal.aborted
      ? 'timed out'
      : `could not be reached (${String(error)})`;
    return { ok: false, error: `mail provider ${reason}`, retryable: true, stopRun: true };
  } finally {
    clearTimeout(timer);
  }
  const body = (await response.json().catch(() => null)) as {
    id?: unknown;
    name?: unknown;
    message?: unknown;
  } | null;
  if (response.ok && typeof body?.id === 'string') return { ok: true, id: body.id };
  const name = typeof body?.name === 'string' ? body.name : 'unknown_error';
  const message = typeof body?.message === 'string' ? body.message : response.statusText;
  return {
    ok: false,
    error: `mail provider answered ${response.status} ${name}: ${message}`,
    ...classifyResendError(response.ok ? 502 : response.status, name),
  };
}
