import { isOneOf } from '../../lib/isOneOf';

/**
 * The spec lists the scenes twice: once as request, thanks, apology, confirmation, report,
 * reminder and once without report. Both readings stand, so all six are offered. The scenes a
 * Japanese office needs besides follow, each with its own set phrases: the year-end and New
 * Year greetings, leaving a post and taking one up (異動・着任), declining, a payment reminder
 * (督促) and asking to reschedule.
 */
export const MAIL_SCENES = [
  'request',
  'thanks',
  'apology',
  'confirmation',
  'report',
  'reminder',
  'yearEnd',
  'newYear',
  'transfer',
  'arrival',
  'decline',
  'paymentReminder',
  'reschedule',
] as const;

export type MailScene = (typeof MAIL_SCENES)[number];

export function isMailScene(value: unknown): value is MailScene {
  return isOneOf(MAIL_SCENES, value);
}

/**
 * The mail form's own fields. The fifth field of the form, the sender's name, is part of the
 * sender block that every mail tool reads from the sender profile (src/lib/mail/mailSender.ts).
 */
export interface MailForm {
  recipientName: string;
  /** The recipient's company, written above the name as in a Japanese address block. */
  companyName: string;
  subject: string;
  customContent: string;
}

export const EMPTY_MAIL_FORM: MailForm = {
  recipientName: '',
  companyName: '',
  subject: '',
  customContent: '',
};
