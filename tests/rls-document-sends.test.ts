import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { useCallers } from './helpers/callers.ts';
import { documentData } from './helpers/documents.ts';
import { uniqueEmail } from './helpers/backend.ts';

/**
 * 「メールで送付」 (send_business_document) and the 送付履歴 (business_document_sends): who may
 * send and read, what the server checks whatever the page sent, and how the record follows the
 * mail through the outbox. Callers: the owner, another user, a guest, the anon key (a share-link
 * visitor has only the anon key: documents have no share links).
 */

const callers = useCallers();
// The smallest file the check takes for a PDF: its header and an end marker.
const PDF = Buffer.from('%PDF-1.7\n%%EOF\n').toString('base64');

let counter = 0;
async function issuedInvoice(client: SupabaseClient, userId: string) {
  counter += 1;
  const number = `S-${counter}`;
  const claim = await client.from('document_numbers').insert({
    user_id: userId,
    kind: 'invoice',
    number,
    counter_key: '|YYYYMMDD-NNN|2026-11-30',
    sequence: counter,
    issued_on: '2026-11-30',
  });
  if (claim.error) throw new Error(claim.error.message);
  const { data, error } = await client
    .from('business_documents')
    .insert({ user_id: userId, kind: 'invoice', number, data: documentData({ number }) })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const id = (data as { id: string }).id;
  return { id, number };
}

const sendArgs = (id: string, overrides: Record<string, unknown> = {}) => ({
  p_id: id,
  p_recipient: 'keiri@sample.example.com',
  p_language: 'ja',
  p_subject: '請求書送付のご案内（S-1）',
  p_body: '株式会社サンプル商事 御中\n\n請求書をお送りいたします。',
  p_file_name: '請求書_S-1_株式会社サンプル商事.pdf',
  p_pdf: PDF,
  ...overrides,
});

describe('send_business_document and business_document_sends', () => {
  it('the owner sends an issued document and reads its 送付履歴; nobody else sends or reads it', async () => {
    const { owner, ownerId, other, guest, anon, service } = callers;
    const { id } = await issuedInvoice(owner, ownerId);
    // A draft is not sent.
    const draft = await owner.rpc('send_business_document', sendArgs(id));
    expect(draft.error).toMatchObject({ code: '55000', hint: 'document_not_issued' });
    expect((await owner.rpc('issue_business_document', { p_id: id })).error).toBeNull();

    for (const intruder of [other, guest, anon]) {
      const refused = await intruder.rpc('send_business_document', sendArgs(id));
      expect(['PT404', '42501']).toContain(refused.error?.code);
    }
    const sent = await owner.rpc('send_business_document', sendArgs(id)).single();
    expect(sent.error).toBeNull();
    expect(sent.data).toMatchObject({
      document_id: id,
      version: 1,
      corrected: false,
      recipient: 'keiri@sample.example.com',
      status: 'queued',
      pdf_bytes: Buffer.from(PDF, 'base64').length,
    });

    const mine = await owner.from('business_document_sends').select('id').eq('document_id', id);
    expect(mine.data).toHaveLength(1);
    for (const intruder of [other, guest]) {
      expect((await intruder.from('business_document_sends').select('id')).data).toEqual([]);
    }
    expect((await anon.from('business_document_sends').select('id')).error?.code).toBe('42501');
    // The record is the database's: nobody writes it directly, the owner neither.
    const sendId = (sent.data as { id: string }).id;
    const table = (client: SupabaseClient) => client.from('business_document_sends');
    expect((await table(owner).update({ status: 'sent' }).eq('id', sendId)).error?.code).toBe(
      '42501',
    );
    expect((await table(owner).delete().eq('id', sendId)).error?.code).toBe('42501');
    expect(
      (
        await table(owner).insert({
          user_id: ownerId,
          document_id: id,
          version: 1,
          corrected: false,
          recipient: 'x@example.com',
          language: 'ja',
          subject: 's',
          file_name: 'a.pdf',
          pdf_bytes: 1,
          pdf_sha256: '',
        })
      ).error?.code,
    ).toBe('42501');
    // The outbox row: to an address nobody confirmed, the PDF in its payload, replies to the owner.
    const outbox = await service
      .from('mail_outbox')
      .select('kind,recipient_user_id,subject_id,payload')
      .eq('idempotency_key', `document_send:${sendId}`)
      .single();
    expect(outbox.data).toMatchObject({
      kind: 'document_send',
      recipient_user_id: null,
      subject_id: id,
      payload: { pdf: PDF, reply_to: expect.stringContaining('@') as unknown, corrected: false },
    });
  });

  it('checks every field on the server', async () => {
    const { owner, ownerId } = callers;
    const { id } = await issuedInvoice(owner, ownerId);
    await owner.rpc('issue_business_document', { p_id: id });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ p_recipient: 'not an address' }, 'recipient_invalid'],
      [{ p_recipient: 'a@b' }, 'recipient_invalid'],
      [{ p_recipient: 'a@example.com, b@example.com' }, 'recipient_invalid'],
      [{ p_language: 'fr' }, 'language_invalid'],
      [{ p_subject: ' \n ' }, 'subject_invalid'],
      [{ p_subject: 'あ'.repeat(201) }, 'subject_invalid'],
      [{ p_body: '' }, 'body_invalid'],
      [{ p_body: 'あ'.repeat(10_001) }, 'body_invalid'],
      [{ p_file_name: '../請求書.pdf' }, 'file_name_invalid'],
      [{ p_file_name: '請求書.exe' }, 'file_name_invalid'],
      [{ p_pdf: Buffer.from('<html>not a pdf</html>').toString('base64') }, 'pdf_invalid'],
      [{ p_pdf: '***' }, 'pdf_invalid'],
      [
        {
          p_pdf: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(700 * 1024)]).toString(
            'base64',
          ),
        },
        'pdf_too_large',
      ],
    ];
    for (const [overrides, hint] of cases) {
      const refused = await owner.rpc('send_business_document', sendArgs(id, overrides));
      expect(refused.error?.hint, JSON.stringify(overrides).slice(0, 80)).toBe(hint);
    }
    // A subject is one line whatever was typed.
    const sent = await owner
      .rpc('send_business_document', sendArgs(id, { p_subject: '請求書\r\n送付\tのご案内' }))
      .single();
    expect((sent.data as { subject: string }).subject).toBe('請求書 送付 のご案内');
  });

  it('a corrected version says so in its subject, whatever the page sent', async () => {
    const { owner, ownerId } = callers;
    const { id, number } = await issuedInvoice(owner, ownerId);
    await owner.rpc('issue_business_document', { p_id: id });
    const corrected = await owner.rpc('correct_business_document', {
      p_id: id,
      p_title: 'Web制作',
      p_client: '株式会社サンプル商事 御中',
      p_data: documentData({ number, items: [{ unitPrice: '180000' }] }),
      p_transaction_date: '2026-12-10',
      p_amount: 198000,
      p_customer_id: null,
      p_reason: '単価の誤り',
    });
    expect(corrected.error).toBeNull();
    const ja = await owner.rpc('send_business_document', sendArgs(id)).single();
    expect(ja.data).toMatchObject({
      version: 2,
      corrected: true,
      subject: `【訂正】請求書送付のご案内（S-1）`,
    });
    const en = await owner
      .rpc('send_business_document', sendArgs(id, { p_language: 'en', p_subject: 'Invoice S-1' }))
      .single();
    expect((en.data as { subject: string }).subject).toBe('[Corrected] Invoice S-1');
    // Already said: not said twice.
    const said = await owner
      .rpc('send_business_document', sendArgs(id, { p_subject: '【訂正版】請求書（S-1）' }))
      .single();
    expect((said.data as { subject: string }).subject).toBe('【訂正版】請求書（S-1）');
  });

  it('the record follows the mail: sent with its message id (the PDF leaves the outbox), or cancelled with its document', async () => {
    const { owner, ownerId, service } = callers;
    const { id } = await issuedInvoice(owner, ownerId);
    await owner.rpc('issue_business_document', { p_id: id });
    const first = await owner
      .rpc('send_business_document', sendArgs(id, { p_recipient: uniqueEmail() }))
      .single();
    const firstId = (first.data as { id: string; mail_id: string }).id;
    const mailId = (first.data as { mail_id: string }).mail_id;
    const now = new Date(Date.now() + 60_000).toISOString();
    const claimed = await service.rpc('claim_mail_outbox', { p_now: now, p_limit: 100 });
    expect((claimed.data as { id: string }[]).map((row) => row.id)).toContain(mailId);
    await service.rpc('finish_mail_outbox', { p_id: mailId, p_provider_message_id: 'msg-123' });
    const record = await owner
      .from('business_document_sends')
      .select('status,message_id,sent_at')
      .eq('id', firstId)
      .single();
    expect(record.data).toMatchObject({ status: 'sent', message_id: 'msg-123' });
    expect((record.data as { sent_at: string | null }).sent_at).not.toBeNull();
    const row = await service.from('mail_outbox').select('payload').eq('id', mailId).single();
    expect((row.data as { payload: Record<string, unknown> }).payload.pdf).toBeUndefined();

    // Queued, then the document is cancelled: the mail is not sent.
    const second = await owner
      .rpc('send_business_document', sendArgs(id, { p_recipient: uniqueEmail() }))
      .single();
    const secondId = (second.data as { id: string }).id;
    await owner.rpc('cancel_business_document', { p_id: id, p_reason: '二重発行' });
    await service.rpc('claim_mail_outbox', { p_now: now, p_limit: 100 });
    const cancelled = await owner
      .from('business_document_sends')
      .select('status,error')
      .eq('id', secondId)
      .single();
    expect(cancelled.data).toMatchObject({
      status: 'cancelled',
      error: 'the document was cancelled',
    });
    const refused = await owner.rpc('send_business_document', sendArgs(id));
    expect(refused.error?.hint).toBe('document_not_issued');
  });

  it('an address that unsubscribed is refused; an address gets 5 mails an hour', async () => {
    const { owner, ownerId, service } = callers;
    const { id } = await issuedInvoice(owner, ownerId);
    await owner.rpc('issue_business_document', { p_id: id });
    const stopped = uniqueEmail();
    const key = await service.rpc('mail_address_key', { p_address: stopped });
    await service
      .from('mail_suppressions')
      .insert({ address_key: key.data, kind: 'document_send' });
    const refused = await owner.rpc(
      'send_business_document',
      sendArgs(id, { p_recipient: stopped }),
    );
    expect(refused.error).toMatchObject({ code: '55000', hint: 'recipient_unsubscribed' });

    const busy = uniqueEmail();
    for (let sent = 0; sent < 5; sent += 1) {
      const result = await owner.rpc('send_business_document', sendArgs(id, { p_recipient: busy }));
      expect(result.error).toBeNull();
    }
    const sixth = await owner.rpc('send_business_document', sendArgs(id, { p_recipient: busy }));
    expect(sixth.error).toMatchObject({ code: 'PT429', hint: 'recipient_rate_limited' });
    // Nothing of the refused send stays.
    const records = await owner.from('business_document_sends').select('id').eq('recipient', busy);
    expect(records.data).toHaveLength(5);
  });
});
