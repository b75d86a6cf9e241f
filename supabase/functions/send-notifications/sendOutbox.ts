import {
  SITE_NAME,
  UnreadablePayload,
  composeMail,
  mailPages,
} from '../../../src/lib/notificationMail/composeMail.ts';
import type { OutboxApi, OutboxRow } from './outboxApi.ts';
import type { OutgoingMail, SendResult } from './resendTransport.ts';

/**
 * One run of the sender: queue the morning mails when it is time, make the recurring invoices
 * due, then send what is due, a
 * batch at a time, until nothing is due, the time budget is spent, or the provider asks the
 * run to stop. Every mail ends the run sent, back in the queue for a later attempt, dead, or
 * cancelled: the database records which (finish_mail_outbox).
 */

export interface SenderSettings {
  /** The site's address for the mails' links (SITE_URL). */
  siteUrl: string;
  /** The one-click unsubscribe endpoint (RFC 8058), the token appended as ?token=. */
  oneClickUrl: string;
  /** The sender's address; the display name is the site's name in the mail's language. */
  fromAddress: string;
  /** Pause between two mails (the provider's rate limit). */
  intervalMs: number;
  /** Stop claiming after this long (the platform's wall-clock limit is far above). */
  budgetMs: number;
}

export interface RunSummary {
  queued: number;
  /** Recurring invoices made (drafts) by this run. */
  recurring: number;
  sent: number;
  retrying: number;
  dead: number;
  cancelled: number;
  stoppedBecause: string | null;
}

export interface SenderDeps {
  outbox: OutboxApi;
  send: (mail: OutgoingMail) => Promise<SendResult>;
  clock: () => number;
  sleep: (ms: number) => Promise<void>;
}

const BATCH = 10;

export function outgoingMail(row: OutboxRow, settings: SenderSettings): OutgoingMail | null {
  const siteUrl = settings.siteUrl.replace(/\/+$/, '');
  const composed = composeMail(row, {
    siteUrl,
    unsubscribeUrl: mailPages.unsubscribe(siteUrl, row.unsubscribe_token),
  });
  if (!composed) return null;
  const oneClick = `${settings.oneClickUrl}?token=${encodeURIComponent(row.unsubscribe_token)}`;
  return {
    from: `${SITE_NAME[row.language]} <${settings.fromAddress}>`,
    to: row.recipient,
    subject: composed.subject,
    text: composed.text,
    html: composed.html,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    attachments: composed.attachments,
    ...(composed.replyTo ? { replyTo: composed.replyTo } : {}),
    idempotencyKey: row.idempotency_key,
  };
}

export async function runSender(
  deps: SenderDeps,
  settings: SenderSettings | null,
  now: string | undefined,
): Promise<RunSummary> {
  const summary: RunSummary = {
    queued: 0,
    recurring: 0,
    sent: 0,
    retrying: 0,
    dead: 0,
    cancelled: 0,
    stoppedBecause: null,
  };
  await deps.outbox.purge();
  summary.queued = await deps.outbox.queueDueReminders(now);
  summary.queued += await deps.outbox.queueInvoiceDueMails(now);
  // The scheduler's other daily work: recurring invoices due today, as drafts.
  summary.recurring = await deps.outbox.createRecurringInvoices(now);
  if (!settings) return summary;

  const started = deps.clock();
  let first = true;
  while (deps.clock() - started < settings.budgetMs && summary.stoppedBecause === null) {
    const rows = await deps.outbox.claim(now, BATCH);
    if (rows.length === 0) break;
    for (const [index, row] of rows.entries()) {
      if (summary.stoppedBecause !== null) {
        // Claimed but not tried: back in the queue as they were.
        await deps.outbox.release(rows.slice(index).map((untried) => untried.id));
        break;
      }
      let mail: OutgoingMail | null;
      try {
        mail = outgoingMail(row, settings);
      } catch (error) {
        if (!(error instanceof UnreadablePayload)) throw error;
        await deps.outbox.finish(row.id, { error: error.message, retryable: false }, now);
        summary.dead += 1;
        continue;
      }
      if (!mail) {
        await deps.outbox.finish(row.id, { cancelled: 'nothing left to tell' }, now);
        summary.cancelled += 1;
        continue;
      }
      if (!first && settings.intervalMs > 0) await deps.sleep(settings.intervalMs);
      first = false;
      const result = await deps.send(mail);
      if (result.ok) {
        await deps.outbox.finish(row.id, { sent: result.id }, now);
        summary.sent += 1;
        continue;
      }
      const status = await deps.outbox.finish(
        row.id,
        { error: result.error, retryable: result.retryable },
        now,
      );
      if (status === 'dead') summary.dead += 1;
      else summary.retrying += 1;
      if (result.stopRun) summary.stoppedBecause = result.error;
    }
  }
  return summary;
}
