import { describe, expect, it } from 'vitest';
import { createMailApp } from '../../../server/mail/mail-app.ts';
import { Mailbox } from '../../../server/mail/mailbox.ts';
import { LOCAL_RESEND_KEY } from '../../../server/mail/resend-api.ts';
import {
  base64OfText,
  classifyResendError,
  sendWithResend,
  type OutgoingMail,
} from './resendTransport.ts';

describe('classifyResendError', () => {
  // Status and name pairs as resend-node's RESEND_ERROR_CODES_BY_KEY lists them.
  it.each([
    [429, 'rate_limit_exceeded', true, true],
    [500, 'application_error', true, false],
    [500, 'internal_server_error', true, false],
    [503, 'service_unavailable', true, false],
    [409, 'concurrent_idempotent_requests', true, false],
    [409, 'invalid_idempotent_request', false, false],
    [401, 'missing_api_key', true, true],
    [403, 'invalid_api_key', true, true],
    [403, 'invalid_from_address', true, true],
    [422, 'validation_error', false, false],
    [422, 'invalid_parameter', false, false],
    [400, 'invalid_idempotency_key', false, false],
  ])('%i %s: retry %s, stop the run %s', (status, name, retryable, stopRun) => {
    expect(classifyResendError(status, name)).toEqual({ retryable, stopRun });
  });
});

describe('base64OfText', () => {
  it.each(['', 'BEGIN:VCALENDAR\r\n', '日本語の予定🗓️', 'x'.repeat(100_000) + 'あ'.repeat(50_000)])(
    'encodes UTF-8 as Node’s Buffer does (%#)',
    (text) => {
      expect(base64OfText(text)).toBe(Buffer.from(text, 'utf8').toString('base64'));
    },
  );
});

describe('sendWithResend against the mail catcher’s provider API', () => {
  const mail: OutgoingMail = {
    from: 'Office Toolbox <notifications@localhost>',
    to: 'someone@example.com',
    subject: 'Subject',
    text: 'text',
    html: '<p>html</p>',
    headers: { 'List-Unsubscribe': '<http://x>' },
    attachments: [{ filename: 'a.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' }],
    idempotencyKey: 'test/1',
  };

  function provider(apiKey = LOCAL_RESEND_KEY) {
    const mailbox = new Mailbox();
    const app = createMailApp(mailbox);
    const options = {
      apiKey,
      baseUrl: 'http://catcher/resend/',
      fetch: (input: string, init?: RequestInit) =>
        Promise.resolve(app.fetch(new Request(input, init))),
    };
    return { mailbox, app, options };
  }

  it('delivers and answers the provider’s id', async () => {
    const { mailbox, options } = provider();
    const result = await sendWithResend(options, mail);
    expect(result).toEqual({ ok: true, id: expect.stringMatching(/^local-/) });
    expect(mailbox.list()[0]?.attachments[0]?.fileName).toBe('a.ics');
  });

  it('sends bytes given in base64 as they are, and the reply address as Reply-To', async () => {
    const { mailbox, options } = provider();
    const pdf = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x80]);
    const result = await sendWithResend(options, {
      ...mail,
      idempotencyKey: 'test/pdf',
      replyTo: 'owner@office.example',
      attachments: [
        {
          filename: '請求書.pdf',
          content: pdf.toString('base64'),
          contentType: 'application/pdf',
          base64: true,
        },
      ],
    });
    expect(result.ok).toBe(true);
    const delivered = mailbox.list()[0];
    expect(Buffer.from(delivered?.attachments[0]?.content ?? [])).toEqual(pdf);
    expect(delivered?.headers['Reply-To']).toBe('owner@office.example');
  });

  it('reports a refused key as a configuration problem that stops the run', async () => {
    const { options } = provider('re_wrong');
    expect(await sendWithResend(options, mail)).toEqual({
      ok: false,
      error: 'mail provider answered 403 invalid_api_key: API key is invalid',
      retryable: true,
      stopRun: true,
    });
  });

  it('reports an unreachable provider as worth retrying later', async () => {
    const result = await sendWithResend(
      {
        apiKey: 'k',
        baseUrl: 'http://catcher',
        fetch: () => Promise.reject(new TypeError('fetch failed')),
      },
      mail,
    );
    expect(result).toMatchObject({ ok: false, retryable: true, stopRun: true });
  });
});
