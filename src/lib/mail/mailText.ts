import type { Language } from '../i18n/types';
import { cleanValue } from './fillTemplate';

/**
 * The wording of a mail before it is filled in (syntax: see fillTemplate.ts): a subject
 * (alternatives one per line: the first that renders wins) and a body.
 */
export interface MailTemplate {
  subject: string;
  body: string;
}

/** A generated mail: the subject goes in the subject field of the mailer, the body below. */
export interface GeneratedMail {
  subject: string;
  body: string;
}

const SIGNATURE_RULE = '─'.repeat(20);

/**
 * The signature block of a Japanese mail: the given lines (company, name...) between two rules.
 * Empty lines are skipped; with nothing to sign, there is no block at all.
 */
export function buildJapaneseSignature(lines: readonly (string | undefined)[]): string {
  const present = lines.map(cleanValue).filter((line) => line !== '');
  if (present.length === 0) return '';
  return [SIGNATURE_RULE, ...present, SIGNATURE_RULE].join('\n');
}

/** The whole mail as one text, for "copy all": a subject line, a blank line, the body. */
export function formatMailText(mail: GeneratedMail, language: Language): string {
  const label = language === 'ja' ? '件名：' : 'Subject: ';
  return `${label}${mail.subject}\n\n${mail.body}`;
}
