import type { Context, Hono } from 'hono';
import type { Mailbox } from './mailbox.ts';

/**
 * The catcher's stand-in for the mail provider the site uses on hosted Supabase: POST
 * /resend/emails as Resend's REST API answers it (https://resend.com/docs/api-reference/
 * emails/send-email; error bodies {statusCode, name, message} with the codes of resend-node's
 * RESEND_ERROR_CODES_BY_KEY), delivering into the mailbox. The notification sender runs
 * unchanged against it: same request, same Idempotency-Key rule (the same key with the same
 * request within 24 hours gives the first answer and no second mail; with another request,
 * 409 invalid_idempotent_request).
 *
 * Chaos, as Mailpit's chaos API (PUT /api/v1/chaos) but for this endpoint: a trigger answers
 * sends with an error status at a given probability; "Delivered": true delivers the mail and
 * then answers the error, as a provider whose answer is lost on the way.
 */

export const LOCAL_RESEND_KEY = 're_local_mail_catcher';
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface ChaosTrigger {
  ErrorCode: number;
  Probability: number;
  Delivered?: boolean;
}

export interface ResendChaos {
  Sender: ChaosTrigger | null;
}

interface RememberedRequest {
  body: string;
  id: string;
  at: number;
}

const ERROR_NAMES: Record<number, string> = {
  401: 'missing_api_key',
  403: 'invalid_api_key',
  409: 'invalid_idempotent_request',
  422: 'validation_error',
  429: 'rate_limit_exceeded',
};

function resendError(c: Context, status: number, message: string, name?: string) {
  const errorName =
    name ?? ERROR_NAMES[status] ?? (status >= 500 ? 'internal_server_error' : 'validation_error');
  return c.json({ statusCode: status, name: errorName, message }, status as 400);
}

/** "Name <address>" or a bare address. */
function parseSender(from: string): { address: string; name: string } {
  const match = /^\s*(.*?)\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from);
  if (match) return { name: (match[1] ?? '').replace(/^"|"$/g, ''), address: match[2] ?? '' };
  return { name: '', address: from.trim() };
}

function decodeBase64(content: string): Uint8Array {
  return Uint8Array.from(atob(content), (char) => char.charCodeAt(0));
}

export function addResendApi(app: Hono, mailbox: Mailbox): void {
  const seen = new Map<string, RememberedRequest>();
  let chaos: ResendChaos = { Sender: null };
  let counter = 0;

  app.get('/api/v1/chaos', (c) => c.json({ Triggers: chaos }));
  app.put('/api/v1/chaos', async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      Triggers?: Partial<ResendChaos>;
    } | null;
    const trigger = body?.Triggers?.Sender ?? null;
    if (
      trigger !== null &&
      (!Number.isInteger(trigger.ErrorCode) || typeof trigger.Probability !== 'number')
    ) {
      return c.json({ error: 'Triggers.Sender needs ErrorCode and Probability' }, 400);
    }
    chaos = { Sender: trigger && trigger.Probability > 0 ? trigger : null };
    return c.json({ Triggers: chaos });
  });

  app.post('/resend/emails', async (c) => {
    const authorization = c.req.header('authorization') ?? '';
    if (!authorization) return resendError(c, 401, 'Missing API key in the authorization header');
    if (authorization !== `Bearer ${LOCAL_RESEND_KEY}`)
      return resendError(c, 403, 'API key is invalid');
    const raw = await c.req.text();
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return resendError(c, 422, 'Invalid JSON body', 'invalid_parameter');
    }
    for (const field of ['from', 'to', 'subject']) {
      if (!body[field])
        return resendError(c, 422, `Missing \`${field}\` field.`, 'missing_required_field');
    }
    if (typeof body.html !== 'string' && typeof body.text !== 'string') {
      return resendError(c, 422, 'Missing `html` or `text` field.', 'missing_required_field');
    }

    const key = c.req.header('idempotency-key');
    const now = Date.now();
    for (const [remembered, entry] of seen)
      if (now - entry.at > KEY_LIFETIME_MS) seen.delete(remembered);
    const earlier = key ? seen.get(key) : undefined;
    if (earlier && earlier.body !== raw) {
      return resendError(
        c,
        409,
        'This idempotency key has been used on a request with a different payload.',
      );
    }

    const trigger = chaos.Sender;
    const failing = trigger !== null && Math.random() * 100 < trigger.Probability;
    if (failing && !trigger.Delivered) return resendError(c, trigger.ErrorCode, 'Chaos trigger');
    if (earlier) return c.json({ id: earlier.id });

    const sender = parseSender(String(body.from));
    const recipients = Array.isArray(body.to) ? body.to.map(String) : [String(body.to)];
    const headers = {
      ...((typeof body.headers === 'object' && body.headers !== null ? body.headers : {}) as Record<
        string,
        string
      >),
      // Resend's reply_to field (a string or a list) is the mail's Reply-To header.
      ...(body.reply_to
        ? {
            'Reply-To': Array.isArray(body.reply_to)
              ? body.reply_to.map(String).join(', ')
              : String(body.reply_to),
          }
        : {}),
    };
    const attachments = (Array.isArray(body.attachments) ? body.attachments : []) as Array<{
      filename?: string;
      content?: string;
      content_type?: string;
    }>;
    counter += 1;
    const id = `local-${now.toString(36)}-${counter}`;
    for (const to of recipients) {
      mailbox.send({
        to,
        from: sender.address,
        fromName: sender.name,
        subject: String(body.subject),
        text: typeof body.text === 'string' ? body.text : '',
        html: typeof body.html === 'string' ? body.html : '',
        headers,
        attachments: attachments.map((attachment) => ({
          fileName: attachment.filename ?? 'attachment',
          contentType: attachment.content_type ?? 'application/octet-stream',
          content: decodeBase64(attachment.content ?? ''),
        })),
      });
    }
    if (key) seen.set(key, { body: raw, id, at: now });
    if (failing) return resendError(c, trigger.ErrorCode, 'Chaos trigger (the mail was delivered)');
    return c.json({ id });
  });
}
