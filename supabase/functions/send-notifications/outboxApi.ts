import type { FetchFunction } from '../_shared/providerHttp.ts';
import type { MailKind } from '../../../src/lib/notificationMail/composeMail.ts';

/**
 * The outbox through PostgREST's RPC endpoints with the service role: the database functions of
 * supabase/migrations/20261126000410_mail_sender.sql (and …430 for the morning mails). `now`,
 * when given, stands in for the database clock (tests and the e2e run set the time).
 */

export interface OutboxRow {
  id: string;
  kind: MailKind;
  idempotency_key: string;
  recipient: string;
  language: 'ja' | 'en';
  subject_id: string;
  payload: unknown;
  unsubscribe_token: string;
  attempts: number;
  created_at: string;
}

export interface OutboxApi {
  purge(): Promise<number>;
  queueDueReminders(now: string | undefined): Promise<number>;
  /** The morning mails on unpaid invoices (migration 20261130002200). */
  queueInvoiceDueMails(now: string | undefined): Promise<number>;
  /** Recurring invoices due by now made as drafts (migration 20261130002100). */
  createRecurringInvoices(now: string | undefined): Promise<number>;
  claim(now: string | undefined, limit: number): Promise<OutboxRow[]>;
  finish(
    id: string,
    outcome: { sent: string } | { error: string; retryable: boolean } | { cancelled: string },
    now: string | undefined,
  ): Promise<string | null>;
  release(ids: string[]): Promise<number>;
  unsubscribe(token: string): Promise<{ kind: MailKind } | null>;
}

export function outboxApi(
  fetchFn: FetchFunction,
  supabaseUrl: string,
  serviceKey: string,
): OutboxApi {
  async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
    const response = await fetchFn(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: serviceKey,
        Authorization: `Bearer ${serviceKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
    });
    if (!response.ok) {
      throw new Error(`${name} failed: HTTP ${response.status} ${await response.text()}`);
    }
    return (await response.json()) as T;
  }
  const at = (now: string | undefined) => (now ? { p_now: now } : {});
  return {
    purge: () => rpc<number>('purge_mail_outbox', {}),
    queueDueReminders: (now) => rpc<number>('enqueue_due_reminders', at(now)),
    queueInvoiceDueMails: (now) => rpc<number>('enqueue_invoice_due_mails', at(now)),
    createRecurringInvoices: (now) => rpc<number>('create_due_recurring_invoices', at(now)),
    claim: (now, limit) => rpc<OutboxRow[]>('claim_mail_outbox', { ...at(now), p_limit: limit }),
    finish: (id, outcome, now) =>
      rpc<string | null>('finish_mail_outbox', {
        p_id: id,
        ...at(now),
        ...('sent' in outcome
          ? { p_provider_message_id: outcome.sent }
          : 'cancelled' in outcome
            ? { p_error: outcome.cancelled, p_retryable: false, p_cancelled: true }
            : { p_error: outcome.error, p_retryable: outcome.retryable }),
      }),
    release: (ids) => rpc<number>('release_mail_outbox', { p_ids: ids }),
    unsubscribe: (token) => rpc<{ kind: MailKind } | null>('unsubscribe_mail', { p_token: token }),
  };
}
