import { Hono } from 'hono';
import type { MailMessage, Mailbox } from './mailbox.ts';
import { addResendApi } from './resend-api.ts';

/**
 * The mail catcher's web page and JSON API, shaped like Mailpit's (the Supabase CLI's
 * catcher on port 54324): GET /api/v1/messages (optionally ?to=<address>),
 * GET /api/v1/message/<id>, …/<id>/headers, …/<id>/part/<part id> (an attachment),
 * DELETE /api/v1/messages, and a page listing them at /. The notification sender delivers to
 * it through a provider API of its own (resend-api.ts).
 */
export function createMailApp(mailbox: Mailbox): Hono {
  const app = new Hono();
  const summary = (message: MailMessage) => ({
    ID: message.id,
    From: { Name: message.fromName, Address: message.from },
    To: [{ Address: message.to }],
    Subject: message.subject,
    Created: message.created,
    Attachments: message.attachments.length,
    Snippet: message.text.slice(0, 200),
  });

  app.get('/api/v1/messages', (c) => {
    const messages = mailbox.list(c.req.query('to'));
    return c.json({ total: messages.length, messages: messages.map(summary) });
  });
  app.get('/api/v1/message/:id', (c) => {
    const message = mailbox.get(c.req.param('id'));
    if (!message) return c.json({ error: 'message not found' }, 404);
    return c.json({
      ...summary(message),
      Text: message.text,
      HTML: message.html,
      Attachments: message.attachments.map((attachment) => ({
        PartID: attachment.partId,
        FileName: attachment.fileName,
        ContentType: attachment.contentType,
        Size: attachment.content.length,
      })),
    });
  });
  // Mailpit answers every header as a list of values.
  app.get('/api/v1/message/:id/headers', (c) => {
    const message = mailbox.get(c.req.param('id'));
    if (!message) return c.json({ error: 'message not found' }, 404);
    const headers: Record<string, string[]> = {
      From: [message.fromName ? `${message.fromName} <${message.from}>` : message.from],
      To: [message.to],
      Subject: [message.subject],
      Date: [new Date(message.created).toUTCString()],
    };
    for (const [name, value] of Object.entries(message.headers)) headers[name] = [value];
    return c.json(headers);
  });
  app.get('/api/v1/message/:id/part/:part', (c) => {
    const attachment = mailbox
      .get(c.req.param('id'))
      ?.attachments.find((candidate) => candidate.partId === c.req.param('part'));
    if (!attachment) return c.json({ error: 'part not found' }, 404);
    return new Response(new Uint8Array(attachment.content), {
      headers: {
        'Content-Type': attachment.contentType,
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(attachment.fileName)}`,
      },
    });
  });
  // Mailpit's: `{ "IDs": [...] }` deletes those messages; no body (or no IDs) empties the box.
  app.delete('/api/v1/messages', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { IDs?: unknown };
    const ids = Array.isArray(body.IDs) ? body.IDs.map(String) : [];
    if (ids.length > 0) mailbox.delete(ids);
    else mailbox.clear();
    return c.json({ ok: true });
  });
  addResendApi(app, mailbox);
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
      `<p>From ${escapeHtml(message.fromName ? `${message.fromName} <${message.from}>` : message.from)} ` +
      `to ${escapeHtml(message.to)}, ${escapeHtml(message.created)}</p>` +
      renderExtras(message) +
      `<pre>${escapeHtml(message.text)}</pre>`,
  );
}

function renderExtras(message: MailMessage): string {
  const headers = Object.entries(message.headers)
    .map(([name, value]) => `<li>${escapeHtml(name)}: ${escapeHtml(value)}</li>`)
    .join('');
  const attachments = message.attachments
    .map(
      (attachment) =>
        `<li><a href="/api/v1/message/${encodeURIComponent(message.id)}/part/${attachment.partId}">` +
        `${escapeHtml(attachment.fileName)}</a> (${escapeHtml(attachment.contentType)})</li>`,
    )
    .join('');
  return (
    (headers ? `<h2>Headers</h2><ul>${headers}</ul>` : '') +
    (attachments ? `<h2>Attachments</h2><ul>${attachments}</ul>` : '')
  );
}
