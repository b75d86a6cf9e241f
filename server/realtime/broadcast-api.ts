import { Hono, type Context } from 'hono';
import { bearerToken } from '../auth/jwt.ts';
import { PolicyCheckError, writePolicies, type AuthorizationContext } from './authorization.ts';
import type { RealtimeContext } from './context.ts';
import { Hub } from './hub.ts';
import { payloadLimitFor } from './limits.ts';
import { checkToken } from './token.ts';

/**
 * Realtime's REST broadcast (lib/realtime_web/controllers/broadcast_controller.ex and
 * broadcast_single_controller.ex), mounted at /realtime/v1:
 *
 * - POST /api/broadcast {messages: [{topic, event, payload, private?, id?}]}: realtime-js's
 *   send() when the channel is not joined. 202; private messages go out only for topics whose
 *   INSERT policy lets the caller write (the others are dropped silently, as there).
 * - POST /api/broadcast/:topic/events/:event[?private=true] with a JSON or
 *   application/octet-stream body: realtime-js's httpSend(). 202, or 403 when a private topic's
 *   INSERT policy refuses.
 *
 * As behind Supabase's gateway, a valid apikey is required; the caller is the bearer token's
 * role, else the apikey's.
 */
type Claims = AuthorizationContext['claims'];

const unauthorized = (c: Context) => c.json({ message: 'Unauthorized' }, 401);

async function caller(c: Context, context: RealtimeContext): Promise<Claims | Response> {
  const apiKey = c.req.header('apikey') ?? c.req.query('apikey');
  if (!apiKey) return c.json({ message: 'No API key found in request' }, 401);
  if (!(await context.keys.verify(apiKey)).ok) return c.json({ message: 'Invalid API key' }, 401);
  const check = await checkToken(
    context.keys,
    bearerToken(c.req.header('authorization')) ?? apiKey,
  );
  return check.ok ? check.claims : unauthorized(c);
}

function xHeaders(c: Context): Record<string, string> {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    if (name.toLowerCase().startsWith('x-')) headers[name.toLowerCase()] = value;
  });
  return headers;
}

async function mayWrite(context: RealtimeContext, authorization: AuthorizationContext) {
  const policies = await writePolicies(context.db, authorization, ['broadcast', 'presence']);
  return policies.broadcast.write === true;
}

interface BatchMessage {
  topic: string;
  event: string;
  payload: Record<string, unknown>;
  private: boolean;
  id?: unknown;
}

/** Ecto's validation of the batch, with its error shape ({errors: {messages: [...]}}). */
function validateBatch(body: unknown, maxPayloadBytes: number) {
  const messages = (body as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(messages) || messages.length === 0) {
    return { errors: { messages: ["can't be blank"] } };
  }
  let invalid = false;
  const errors = messages.map((message: Record<string, unknown> | null) => {
    const fieldErrors: Record<string, string[]> = {};
    for (const field of ['topic', 'event', 'payload'] as const) {
      const value = message?.[field];
      if (value === undefined || value === null || value === '')
        fieldErrors[field] = ["can't be blank"];
    }
    const payload = message?.payload;
    if (
      payload !== undefined &&
      (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    ) {
      fieldErrors.payload = ['is invalid'];
    } else if (payload && Buffer.byteLength(JSON.stringify(payload)) > maxPayloadBytes) {
      fieldErrors.payload = ['Payload size exceeds tenant limit'];
    }
    if (Object.keys(fieldErrors).length > 0) invalid = true;
    return fieldErrors;
  });
  if (invalid) return { errors: { messages: errors } };
  return {
    messages: messages.map((message: Record<string, unknown>) => ({
      topic: String(message.topic),
      event: String(message.event),
      payload: message.payload as Record<string, unknown>,
      private: message.private === true || message.private === 'true',
      id: message.id,
    })) satisfies BatchMessage[],
  };
}

export function createBroadcastApi(context: RealtimeContext): Hono {
  const app = new Hono();
  const { hub, limits } = context;

  app.post('/api/broadcast', async (c) => {
    const claims = await caller(c, context);
    if (claims instanceof Response) return claims;
    const body: unknown = await c.req.json().catch(() => null);
    const batch = validateBatch(body, limits.maxPayloadBytes);
    if (!('errors' in batch)) {
      // The anon key and guests are capped lower on public topics (limits.ts).
      const small = payloadLimitFor(limits, claims, false);
      const over = batch.messages.some(
        (message) =>
          !message.private && Buffer.byteLength(JSON.stringify(message.payload ?? null)) > small,
      );
      if (over) return c.json({ errors: { payload: ['Payload size exceeds tenant limit'] } }, 422);
    }
    if ('errors' in batch) return c.json({ errors: batch.errors }, 422);
    if (batch.messages.length > limits.maxEventsPerSecond) {
      return c.json(
        { message: 'Too many messages to broadcast, please reduce the batch size' },
        429,
      );
    }
    const writable = new Map<string, boolean>();
    for (const message of batch.messages) {
      if (message.private && !writable.has(message.topic)) {
        const authorization = { topic: message.topic, claims, headers: xHeaders(c) };
        writable.set(message.topic, await mayWrite(context, authorization).catch(() => false));
      }
      if (message.private && !writable.get(message.topic)) continue;
      const payload: Record<string, unknown> = {
        payload: message.payload,
        event: message.event,
        type: 'broadcast',
      };
      if (message.id !== undefined && message.id !== null) payload.meta = { id: message.id };
      hub.publish(Hub.key(message.topic, message.private), {
        kind: 'event',
        event: 'broadcast',
        payload,
        extension: 'broadcast',
      });
    }
    return c.body(null, 202);
  });

  app.post('/api/broadcast/:topic/events/:event', async (c) => {
    const contentType = c.req.header('content-type');
    const binary = /^application\/octet-stream\b/i.test(contentType ?? '');
    if (contentType && !binary && !/^application\/json\b/i.test(contentType)) {
      return c.json(
        { error: 'Unsupported Media Type. Use application/json or application/octet-stream' },
        415,
      );
    }
    const claims = await caller(c, context);
    if (claims instanceof Response) return claims;
    const topic = c.req.param('topic');
    const event = c.req.param('event');
    const isPrivate = c.req.query('private') === 'true';
    const body = new Uint8Array(await c.req.arrayBuffer());
    let payloadText = '';
    if (!binary) {
      try {
        const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
        // Plug puts a JSON body that is not an object under "_json".
        const params = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
        payloadText = JSON.stringify(params ? parsed : { _json: parsed });
      } catch {
        return c.json({ errors: { payload: ["can't be blank"] } }, 422);
      }
    }
    const maxBytes = payloadLimitFor(limits, claims, isPrivate);
    if ((binary ? body.length : Buffer.byteLength(payloadText)) > maxBytes) {
      return c.json({ errors: { payload: ['Payload size exceeds tenant limit'] } }, 422);
    }
    if (isPrivate) {
      try {
        const allowed = await mayWrite(context, { topic, claims, headers: xHeaders(c) });
        if (!allowed) return c.json({ message: 'Unauthorized' }, 403);
      } catch (error) {
        const canceled = error instanceof PolicyCheckError && error.canceled;
        return c.json({ message: canceled ? 'Query canceled' : 'RLS policy error' }, 422);
      }
    }
    hub.publish(Hub.key(topic, isPrivate), {
      kind: 'user',
      message: {
        userEvent: event,
        encoding: binary ? 'binary' : 'json',
        userPayload: binary ? body : payloadText,
      },
    });
    return c.body(null, 202);
  });

  return app;
}
