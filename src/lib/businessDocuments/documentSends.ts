import type { TypedSupabaseClient } from '../supabase';
import { fromSupabaseError, success, type DataResult } from '../dataResult';

/**
 * 「メールで送付」 and the 送付履歴 of a document kept in the account
 * (send_business_document and business_document_sends, migration 20261130002000): the page makes
 * the PDF, the database checks it and the cover mail, records the send and queues the mail in the
 * outbox; the record follows the mail to sent (with the provider's message id), failed or
 * cancelled.
 */

export type SendStatus = 'queued' | 'sent' | 'failed' | 'cancelled';

/** One send of a document: when, to whom, which version, and what became of the mail. */
export interface DocumentSend {
  id: string;
  documentId: string;
  version: number;
  corrected: boolean;
  recipient: string;
  language: 'ja' | 'en';
  subject: string;
  fileName: string;
  status: SendStatus;
  messageId: string | null;
  sentAt: string | null;
  createdAt: string;
}

export interface SendInput {
  documentId: string;
  recipient: string;
  language: 'ja' | 'en';
  subject: string;
  body: string;
  fileName: string;
  pdf: Uint8Array;
}

/** Why the database refused a send (the hints of send_business_document), or 'failed'. */
export type SendRefusal =
  | 'recipient_invalid'
  | 'recipient_unsubscribed'
  | 'recipient_rate_limited'
  | 'document_send_daily_limit'
  | 'address_unconfirmed'
  | 'document_not_issued'
  | 'pdf_too_large'
  | 'failed';

const REFUSALS: readonly SendRefusal[] = [
  'recipient_invalid',
  'recipient_unsubscribed',
  'recipient_rate_limited',
  'document_send_daily_limit',
  'address_unconfirmed',
  'document_not_issued',
  'pdf_too_large',
];

export const SEND_SUBJECT_MAX = 200;
export const SEND_BODY_MAX = 10_000;
/** The largest PDF the database takes (in base64 within the local backend's 1 MiB body). */
export const SEND_PDF_MAX_BYTES = 700 * 1024;

/** A mail address as the database accepts one (the same pattern as send_business_document). */
export function isMailAddress(text: string): boolean {
  const address = text.trim();
  return (
    address.length <= 254 && /^[^@\s<>(),;:"]+@[^@\s<>(),;:"]+\.[^@\s<>(),;:".]+$/.test(address)
  );
}

/** Bytes as base64, a chunk at a time (a spread of a large array overflows the stack). */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

const COLUMNS =
  'id,document_id,version,corrected,recipient,language,subject,file_name,status,message_id,sent_at,created_at';

interface SendRow {
  id: string;
  document_id: string;
  version: number;
  corrected: boolean;
  recipient: string;
  language: string;
  subject: string;
  file_name: string;
  status: string;
  message_id: string | null;
  sent_at: string | null;
  created_at: string;
}

const fromRow = (row: SendRow): DocumentSend => ({
  id: row.id,
  documentId: row.document_id,
  version: row.version,
  corrected: row.corrected,
  recipient: row.recipient,
  language: row.language === 'en' ? 'en' : 'ja',
  subject: row.subject,
  fileName: row.file_name,
  status:
    (['queued', 'sent', 'failed', 'cancelled'] as const).find((s) => s === row.status) ?? 'queued',
  messageId: row.message_id,
  sentAt: row.sent_at,
  createdAt: row.created_at,
});

export function createDocumentSendStore(getClient: () => Promise<TypedSupabaseClient>) {
  return {
    /** The document's sends, newest first. */
    async list(documentId: string): Promise<DataResult<DocumentSend[]>> {
      const client = await getClient();
      const { data, error } = await client
        .from('business_document_sends')
        .select(COLUMNS)
        .eq('document_id', documentId)
        .order('created_at', { ascending: false })
        .limit(100);
      if (error) return fromSupabaseError('list document sends', error);
      return success((data ?? []).map(fromRow));
    },
    async send(
      input: SendInput,
    ): Promise<{ ok: true; data: DocumentSend } | { ok: false; refusal: SendRefusal }> {
      if (input.pdf.length > SEND_PDF_MAX_BYTES) return { ok: false, refusal: 'pdf_too_large' };
      const client = await getClient();
      const { data, error } = await client
        .rpc('send_business_document', {
          p_id: input.documentId,
          p_recipient: input.recipient.trim(),
          p_language: input.language,
          p_subject: input.subject,
          p_body: input.body,
          p_file_name: input.fileName,
          p_pdf: base64Of(input.pdf),
        })
        .single();
      if (error) {
        const hint = (error as { hint?: unknown }).hint;
        const refusal = REFUSALS.find((known) => known === hint) ?? 'failed';
        if (refusal === 'failed') fromSupabaseError('send document', error);
        return { ok: false, refusal };
      }
      return { ok: true, data: fromRow(data as SendRow) };
    },
  };
}

export type DocumentSendStore = ReturnType<typeof createDocumentSendStore>;
