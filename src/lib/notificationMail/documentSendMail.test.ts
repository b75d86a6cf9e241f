import { describe, expect, it } from 'vitest';
import { composeMail, UnreadablePayload, type OutboxMail } from './composeMail.ts';

const LINKS = {
  siteUrl: 'https://office-toolbox.example',
  unsubscribeUrl: 'https://office-toolbox.example/unsubscribe?token=T0KEN',
};
const PDF = Buffer.from('%PDF-1.7\n%%EOF\n').toString('base64');

const payload = {
  send_id: '0b6e0e3c-5f6f-4f55-9a70-3cb0f1c1b0a1',
  number: 'INV-001',
  version: 1,
  corrected: false,
  subject: '請求書送付のご案内（INV-001）｜株式会社オフィスツール',
  body: '株式会社サンプル商事 御中\n\nいつも大変お世話になっております。\r\n請求書をお送りいたします。\n\u3000\n<b>太字</b> & 記号',
  reply_to: 'owner@office.example',
  file_name: '請求書_INV-001_株式会社サンプル商事.pdf',
  pdf: PDF,
};

const row = (value: unknown, language: 'ja' | 'en' = 'ja'): OutboxMail => ({
  kind: 'document_send',
  language,
  payload: value,
  created_at: '2026-11-30T00:00:00Z',
  subject_id: '5f0e9d43-7a35-4c1a-b1d2-4d0a38a0a6a1',
});

describe('composeMail: document_send (「メールで送付」)', () => {
  it('sends the cover mail as written, the PDF attached, replies to the sender', () => {
    const mail = composeMail(row(payload), LINKS);
    expect(mail?.subject).toBe(payload.subject);
    expect(mail?.replyTo).toBe('owner@office.example');
    expect(mail?.attachments).toEqual([
      {
        filename: '請求書_INV-001_株式会社サンプル商事.pdf',
        contentType: 'application/pdf',
        content: PDF,
        base64: true,
      },
    ]);
    // Paragraphs as typed (a line of only spaces ends one), CRLF folded.
    expect(mail?.text).toMatch(
      /^株式会社サンプル商事 御中\n\nいつも大変お世話になっております。\n請求書をお送りいたします。\n\n<b>太字<\/b> & 記号\n\n/,
    );
    // The HTML part escapes what the user typed.
    expect(mail?.html).toContain('&lt;b&gt;太字&lt;/b&gt; &amp; 記号');
    expect(mail?.html).not.toContain('<b>太字</b>');
    // Why it came and the unsubscribe link; no settings page (the recipient has no account).
    expect(mail?.text).toContain('ご返信いただいたメールは、送信者の方に届きます。');
    expect(mail?.text).toContain(LINKS.unsubscribeUrl);
    expect(mail?.text).not.toContain('/settings');
  });

  it('in English, the English footer', () => {
    const mail = composeMail(row({ ...payload, subject: 'Invoice INV-001' }, 'en'), LINKS);
    expect(mail?.text).toContain('Replies go to the sender.');
    expect(mail?.text).toContain('To stop receiving documents sent through Office Toolbox');
  });

  it('a subject stays on one line', () => {
    const mail = composeMail(row({ ...payload, subject: '請求書\n送付' }), LINKS);
    expect(mail?.subject).toBe('請求書 送付');
  });

  it.each([
    ['no PDF', { ...payload, pdf: undefined }],
    ['a PDF that is not base64', { ...payload, pdf: '<pdf>' }],
    ['no reply address', { ...payload, reply_to: null }],
    ['an empty body', { ...payload, body: ' ' }],
    ['not an object', 'text'],
  ])('%s is a dead letter, not a mail with holes', (_, value) => {
    expect(() => composeMail(row(value), LINKS)).toThrow(UnreadablePayload);
  });
});
