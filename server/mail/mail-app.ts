import { Hono } from 'hono';
import type { MailMessage, Mailbox } from './mailbox.ts';

/**
 * The mail catcher's web page and JSON API, shaped like Mailpit's (the Supabase CLI's
 * catcher on port 54324): GET /api/v1/messages (optionally ?to=<address>),
 * GET /api/v1/message/<id>, DELETE /api/v1/messages, and a page listing them at /.
 */
export function createMailApp(mailbox: Mailbox): Hono {
  const app = new Hono();
  const summary = (message: MailMessage) => ({
    ID: message.id,
    From: { Address: message.from },
    To: [{ Address: message.to }],
    Subject: message.subject,
    Created: message.created,
    Snippet: message.text.slice(0, 200),
  });

  app.get('/api/v1/messages', (c) => {
    const messages = mailbox.list(c.req.query('to'));
    return c.json({ total: messages.length, messages: messages.map(summary) });
  });
  app.get('/api/v1/message/:id', (c) => {
    const message = mailbox.get(c.req.param('id'));
    if (!message) return c.json({ error: 'message not found' }, 404);
    return c.json({ ...summary(message), Text: message.text, HTML: message.html });
  });
  app.delete('/api/v1/messages', (c) => {
    mailbox.clear();
    return c.json({ ok: true });
  });
  app.get('/', (c) => c.html(renderList(mailbox.list())));
  app.get('/view/:id', (c) => {
    const message = mailbox.get(c.req.param('id'));
    return message ? c.html(renderMessage(message)) : c.notFound();
  });
  return app;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? '',
  );

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.4rem;text-align:left}
pre{white-space:pre-wrap;background:#f4f4f4;padding:1rem}</style></head>
<body>${body}</body></html>`;

function renderList(messages: MailMessage[]): string {
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${escapeHtml(message.created)}</td><td>${escapeHtml(message.to)}</td>` +
        `<td><a href="/view/${encodeURIComponent(message.id)}">${escapeHtml(message.subject)}</a></td></tr>`,
    )
    .join('');
  return page(
    'Local mail catcher',
    `<h1>Local mail catcher</h1><p>${messages.length} message(s), newest first.</p>` +
      `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

// The text part only: a mail's HTML is untrusted here and is never rendered.
function renderMessage(message: MailMessage): string {
  return page(
    message.subject,
    `<p><a href="/">All messages</a></p><h1>${escapeHtml(message.subject)}</h1>` +
      `<p>From ${escapeHtml(message.from)} to ${escapeHtml(message.to)}, ${escapeHtml(message.created)}</p>` +
      `<pre>${escapeHtml(message.text)}</pre>`,
  );
}
