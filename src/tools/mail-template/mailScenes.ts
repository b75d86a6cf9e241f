import { isOneOf } from '../../lib/isOneOf';

/**
 * The spec lists the scenes twice: once as request, thanks, apology, confirmation, report,
 * reminder and once without report. Both readings stand, so all six are offered.
 */
export const MAIL_SCENES = [
  'request',
  'thanks',
  'apology',
  'confirmation',
  'report',
  'reminder',
] as const;

export type MailScene = (typeof MAIL_SCENES)[number];

export function isMailScene(value: unknown): value is MailScene {
  return isOneOf(MAIL_SCENES, value);
}

/** The five fields of the mail form (spec part 2 §3). */
export interface MailForm {
  recipientName: string;
  senderName: string;
  /** The recipient's company, written above the name as in a Japanese address block. */
  companyName: string;
  subject: string;
  customContent: string;
}

export const EMPTY_MAIL_FORM: MailForm = {
  recipientName: '',
  senderName: '',
  companyName: '',
  subject: '',
  customContent: '',
};
