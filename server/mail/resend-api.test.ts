import { describe, expect, it } from 'vitest';
import { createMailApp } from './mail-app.ts';
import { Mailbox } from './mailbox.ts';
import { LOCAL_RESEND_KEY } from './resend-api.ts';

/**
 * The catcher's provider API against what Resend documents for POST /emails
 * (https://resend.com/docs/api-reference/emails/send-email, …/dashboard/emails/idempotency-keys):
 * {id} on success; the same Idempotency-Key with the same request gives the same id and no
 * second mail, with another request 409 invalid_idempotent_request; errors as
 * {statusCode, name, message}.
 */

function setUp() {
  const mailbox = new Mailbox();
  const app = createMailApp(mailbox);
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    app.fetch(
      new Request('http://catcher/resend/emails', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${LOCAL_RESEND_KEY}`,
          'Content-Type': 'application/json',
          ...headers,
        },
        body: JSON.stringify(body),
      }),
    );
  const chaos = (trigger: unknown) =>
    app.fetch(
      new Request('http://catcher/api/v1/chaos', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ Triggers: { Sender: trigger } }),
      }),
    );
  return { mailbox, app, send, chaos };
}

const MAIL = {
  from: 'オフィスツールボックス <notifications@localhost>',
  to: ['owner@example.com'],
  subject: '件名',
  text: '本文',
  html: '<p>本文</p>',
  headers: { 'List-Unsubscribe': '<http://x/u?token=t>' },
  attachments: [
    {
      filename: '会議.ics',
      content: Buffer.from('BEGIN:VCALENDAR\r\n日本語\r\n').toString('base64'),
      content_type: 'text/calendar; charset=utf-8',
    },
  ],
};

describe('POST /resend/emails', () => {
  it('delivers into the mailbox with the sender name, headers and attachments', async () => {
    const { mailbox, app, send } = setUp();
    const response = await send(MAIL);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^local-/);
    const [message] = mailbox.list();
    expect(message).toMatchObject({
      from: 'notifications@localhost',
      fromName: 'オフィスツールボックス',
      to: 'owner@example.com',
      subject: '件名',
      headers: { 'List-Unsubscribe': '<http://x/u?token=t>' },
    });
    const part = await app.fetch(
      new Request(
        `http://catcher/api/v1/message/${message?.id}/part/${message?.attachments[0]?.partId}`,
      ),
    );
    expect(part.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await part.text()).toBe('BEGIN:VCALENDAR\r\n日本語\r\n');
    const headers = (await (
      await app.fetch(new Request(`http://catcher/api/v1/message/${message?.id}/headers`))
    ).json()) as Record<string, string[]>;
    expect(headers['List-Unsubscribe']).toEqual(['<http://x/u?token=t>']);
    expect(headers.From).toEqual(['オフィスツールボックス <notifications@localhost>']);
  });

  it('sends once per idempotency key: the same request again answers the same id', async () => {
    const { mailbox, send } = setUp();
    const first = (await (await send(MAIL, { 'Idempotency-Key': 'k/1' })).json()) as { id: string };
    const again = await send(MAIL, { 'Idempotency-Key': 'k/1' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id: first.id });
    expect(mailbox.list()).toHaveLength(1);
    const other = await send({ ...MAIL, subject: '別の件名' }, { 'Idempotency-Key': 'k/1' });
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({
      statusCode: 409,
      name: 'invalid_idempotent_request',
    });
    expect(mailbox.list()).toHaveLength(1);
    await send(MAIL, { 'Idempotency-Key': 'k/2' });
    expect(mailbox.list()).toHaveLength(2);
  });

  it.each([
    [{}, 401, 'missing_api_key'],
    [{ Authorization: 'Bearer re_wrong' }, 403, 'invalid_api_key'],
  ])('refuses a request without the key (%j): %i %s', async (headers, status, name) => {
    const { app, mailbox } = setUp();
    const response = await app.fetch(
      new Request('http://catcher/resend/emails', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(MAIL),
      }),
    );
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ statusCode: status, name });
    expect(mailbox.list()).toHaveLength(0);
  });

  it.each(['from', 'to', 'subject'])('refuses a mail without %s (422)', async (field) => {
    const { send } = setUp();
    const response = await send({ ...MAIL, [field]: undefined });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ name: 'missing_required_field' });
  });

  it('chaos: an outage answers its status and delivers nothing, until it is lifted', async () => {
    const { mailbox, send, chaos } = setUp();
    await chaos({ ErrorCode: 503, Probability: 100 });
    const refused = await send(MAIL, { 'Idempotency-Key': 'c/1' });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ statusCode: 503, name: 'internal_server_error' });
    expect(mailbox.list()).toHaveLength(0);
    await chaos(null);
    expect((await send(MAIL, { 'Idempotency-Key': 'c/1' })).status).toBe(200);
    expect(mailbox.list()).toHaveLength(1);
  });

  it('chaos: a lost answer delivers, and the retry with the same key sends nothing more', async () => {
    const { mailbox, send, chaos } = setUp();
    await chaos({ ErrorCode: 500, Probability: 100, Delivered: true });
    expect((await send(MAIL, { 'Idempotency-Key': 'lost/1' })).status).toBe(500);
    expect(mailbox.list()).toHaveLength(1);
    await chaos(null);
    expect((await send(MAIL, { 'Idempotency-Key': 'lost/1' })).status).toBe(200);
    expect(mailbox.list()).toHaveLength(1);
  });
});
