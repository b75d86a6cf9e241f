import { composeAnswersMail } from './answersMail.ts';
import { renderHtml, renderText, type Block } from './blocks.ts';
import {
  footer,
  oneLine,
  type ComposedMail,
  type MailAttachment,
  type MailLinks,
} from './common.ts';
import { composeDecisionMail, decisionCalendarFile } from './decisionMail.ts';
import { composeDocumentSendMail } from './documentSendMail.ts';
import { composeInvoiceDueMail } from './invoiceDueMail.ts';
import { composeEditCodeMail } from './editCodeMail.ts';
import { composeAllAnsweredMail, composeInvitationMail } from './invitationMail.ts';
import {
  composeAssignedMail,
  composeListInvitationMail,
  composeTaskReminderMail,
} from './todoMails.ts';
import {
  readAllAnsweredPayload,
  readAnswersPayload,
  readAssignedPayload,
  readListInvitationPayload,
  readDecisionPayload,
  readDocumentSendPayload,
  readEditCodePayload,
  readInvoiceDuePayload,
  readInvitationPayload,
  readReminderPayload,
  readTaskReminderPayload,
  type OutboxMail,
} from './payloads.ts';
import { composeReminderMail } from './reminderMail.ts';

export type { ComposedMail, MailAttachment, MailLinks } from './common.ts';
export { SITE_NAME } from './common.ts';
export { UnreadablePayload, MAIL_KINDS, type MailKind, type OutboxMail } from './payloads.ts';

/** Where the site's pages for one mail are: the owner's poll, the public poll, a list. */
export const mailPages = {
  ownerPoll: (siteUrl: string, pollId: string) =>
    `${siteUrl}/schedule-share?poll=${encodeURIComponent(pollId)}`,
  sharedPoll: (siteUrl: string, shareId: string) =>
    `${siteUrl}/schedule-share/${encodeURIComponent(shareId)}`,
  /** The to-do page, where invitations wait to be accepted. */
  todoPage: (siteUrl: string) => `${siteUrl}/todo-share`,
  invoices: (siteUrl: string) => `${siteUrl}/quote-generator`,
  /** An invitee's personal link: the poll's link with the invitation's token. */
  invitedPoll: (siteUrl: string, shareId: string, token: string) =>
    `${siteUrl}/schedule-share/${encodeURIComponent(shareId)}?invite=${encodeURIComponent(token)}`,
  list: (siteUrl: string, listId: string) =>
    `${siteUrl}/todo-share?list=${encodeURIComponent(listId)}`,
  unsubscribe: (siteUrl: string, token: string) =>
    `${siteUrl}/unsubscribe?token=${encodeURIComponent(token)}`,
};

/**
 * The mail of one outbox row, in the row's language: subject, plain-text and HTML parts and
 * attachments. Null when there is nothing left to say (every change was undone). The same row
 * always gives the same mail (no clock is read), so a retry sends what the first attempt sent.
 * Throws UnreadablePayload for a row it cannot read.
 */
export function composeMail(mail: OutboxMail, links: MailLinks): ComposedMail | null {
  const { language, kind } = mail;
  const siteUrl = links.siteUrl.replace(/\/+$/, '');
  let body: { subject: string; blocks: Block[] } | null;
  let attachments: MailAttachment[] = [];
  let replyTo: string | undefined;
  if (kind === 'poll_answers') {
    const payload = readAnswersPayload(mail.payload);
    body = composeAnswersMail(payload, language, mailPages.ownerPoll(siteUrl, payload.poll.id));
  } else if (kind === 'poll_decision') {
    const payload = readDecisionPayload(mail.payload);
    const pollUrl = mailPages.sharedPoll(siteUrl, payload.poll.share_id);
    body = composeDecisionMail(payload, language, pollUrl);
    const writtenAt = new Date(mail.created_at);
    const file = decisionCalendarFile(payload, mail.subject_id, pollUrl, writtenAt, language);
    if (file) attachments = [file];
  } else if (kind === 'todo_assigned') {
    const payload = readAssignedPayload(mail.payload);
    body = composeAssignedMail(payload, language, mailPages.list(siteUrl, payload.list.id));
  } else if (kind === 'todo_task_reminder') {
    const payload = readTaskReminderPayload(mail.payload);
    body = composeTaskReminderMail(payload, language, mailPages.list(siteUrl, payload.list.id));
  } else if (kind === 'todo_invitation') {
    const payload = readListInvitationPayload(mail.payload);
    body = composeListInvitationMail(payload, language, mailPages.todoPage(siteUrl));
  } else if (kind === 'poll_edit_code') {
    const payload = readEditCodePayload(mail.payload);
    body = composeEditCodeMail(
      payload,
      language,
      mailPages.sharedPoll(siteUrl, payload.poll.share_id),
    );
  } else if (kind === 'document_send') {
    const payload = readDocumentSendPayload(mail.payload);
    const sent = composeDocumentSendMail(payload);
    body = sent;
    attachments = [sent.attachment];
    replyTo = payload.reply_to;
  } else if (kind === 'invoice_due') {
    body = composeInvoiceDueMail(
      readInvoiceDuePayload(mail.payload),
      language,
      mailPages.invoices(siteUrl),
    );
  } else if (kind === 'poll_invitation') {
    const payload = readInvitationPayload(mail.payload);
    body = composeInvitationMail(
      payload,
      language,
      mailPages.invitedPoll(siteUrl, payload.poll.share_id, payload.token),
    );
  } else if (kind === 'poll_all_answered') {
    const payload = readAllAnsweredPayload(mail.payload);
    body = composeAllAnsweredMail(payload, language, mailPages.ownerPoll(siteUrl, payload.poll.id));
  } else {
    const payload = readReminderPayload(mail.payload);
    body = composeReminderMail(payload, language, (listId) => mailPages.list(siteUrl, listId));
  }
  if (!body) return null;
  const blocks = [...body.blocks, footer(kind, language, { ...links, siteUrl })];
  const subject = oneLine(body.subject);
  return {
    subject,
    text: renderText(blocks, language),
    html: renderHtml(blocks, language, subject),
    attachments,
    ...(replyTo ? { replyTo } : {}),
  };
}
