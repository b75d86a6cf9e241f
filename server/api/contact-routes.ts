import type { Context, Hono } from 'hono';
import type { BackendServices } from '../context.ts';
import { bearerToken } from '../auth/jwt.ts';
import { clientAddress } from '../http/client-address.ts';

/** The form's categories; the spec spells them both with dashes and with underscores. */
const CATEGORIES = new Set([
  'tool-request',
  'tool_request',
  'improvement',
  'bug-report',
  'bug_report',
  'other',
]);
const LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;
const EMAIL_FORMAT = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

type ContactFields = Record<'name' | 'email' | 'category' | 'subject' | 'message', string>;

/** The posted fields, whether the form was sent as JSON, urlencoded or multipart. */
async function readForm(c: Context): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  if ((c.req.header('content-type') ?? '').includes('application/json')) {
    const body = (await c.req.json().catch(() => null)) as unknown;
    if (typeof body === 'object' && body !== null) {
      for (const [key, value] of Object.entries(body))
        if (typeof value === 'string') fields[key] = value;
    }
    return fields;
  }
  const body = await c.req.parseBody().catch(() => ({}));
  for (const [key, value] of Object.entries(body))
    if (typeof value === 'string') fields[key] = value;
  return fields;
}

/** The first problem with the form, in words a person can act on; null when it is fine. */
export function validateContact(
  form: Record<string, string>,
): { error: string } | { fields: ContactFields } {
  const formName = form['form-name'];
  if (formName !== undefined && formName !== 'contact') return { error: 'Unknown form' };
  const value = (name: keyof ContactFields) => (form[name] ?? '').trim();
  const fields: ContactFields = {
    name: value('name'),
    email: value('email'),
    category: value('category'),
    subject: value('subject'),
    message: value('message'),
  };
  for (const [name, text] of Object.entries(fields)) {
    if (text === '') return { error: `${name} is required` };
  }
  for (const [name, limit] of Object.entries(LIMITS)) {
    if ([...fields[name as keyof typeof LIMITS]].length > limit) {
      return { error: `${name} must be at most ${limit} characters` };
    }
  }
  if (!EMAIL_FORMAT.test(fields.email)) return { error: 'email is not a valid address' };
  if (!CATEGORIES.has(fields.category))
    return { error: 'category is not one of the offered choices' };
  return { fields };
}

/**
 * POST /api/contact: the local stand-in for Netlify Forms. Stores the message through the
 * backend's own privileged connection (no API role can touch contact_messages).
 * GET /api/contact-messages: the stored messages, for the service-role key only.
 */
export function mountContactRoutes(app: Hono, services: BackendServices): void {
  app.post('/contact', async (c) => {
    if (!services.rateLimits.allow('contact', clientAddress(c))) {
      return c.json({ ok: false, error: 'Too many messages; please try again later' }, 429);
    }
    const form = await readForm(c);
    // A filled honeypot means a bot: pretend success so it learns nothing, store nothing.
    if ((form['bot-field'] ?? '').trim() !== '') return c.json({ ok: true });
    const checked = validateContact(form);
    if ('error' in checked) return c.json({ ok: false, error: checked.error }, 400);
    const { name, email, category, subject, message } = checked.fields;
    await services.db.query(
      `insert into public.contact_messages (name, email, category, subject, message)
       values ($1, $2, $3, $4, $5)`,
      [name, email, category, subject, message],
    );
    return c.json({ ok: true });
  });

  app.get('/contact-messages', async (c) => {
    const token = bearerToken(c.req.header('authorization')) ?? c.req.header('apikey');
    const check = token ? await services.keys.verify(token) : null;
    if (!check?.ok) return c.json({ error: 'A service-role key is required' }, 401);
    if (check.claims.role !== 'service_role')
      return c.json({ error: 'A service-role key is required' }, 403);
    const { rows } = await services.db.query(
      `select coalesce(json_agg(m order by m.created_at desc), '[]'::json)::text as body
       from (select id, name, email, category, subject, message, created_at
             from public.contact_messages) m`,
    );
    return c.body(String(rows[0]?.body ?? '[]'), 200, {
      'Content-Type': 'application/json; charset=utf-8',
    });
  });
}
