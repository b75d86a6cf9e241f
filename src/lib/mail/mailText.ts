import type { Language } from '../i18n/types';
import { cleanValue, fillSubject, fillTemplate, type TemplateValues } from './fillTemplate';
import { englishSignature, japaneseSelf, japaneseSignature, type MailSender } from './mailSender';
import { englishGreeting, japaneseAddressBlock, type EnglishSalutation } from './recipientName';

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

/** The whole mail as one text, for "copy all": a subject line, a blank line, the body. */
export function formatMailText(mail: GeneratedMail, language: Language): string {
  const label = language === 'ja' ? '件名：' : 'Subject: ';
  return `${label}${mail.subject}\n\n${mail.body}`;
}

/** What every mail tool passes besides its own form: who writes, and how to greet in English. */
export interface MailContext {
  sender: MailSender;
  salutation: EnglishSalutation;
}

/** The recipient as the tool's form has it (company and person, either may be empty). */
export interface MailRecipient {
  company: string;
  name: string;
}

/**
 * The parts every mail shares, as template values: `address` (the Japanese address block or the
 * English greeting), `self` / `selfFull` (テック株式会社 営業部の佐藤 / …佐藤 花子) and
 * `signature` (the Japanese block, or the English closing and sign-off), plus the sender's own
 * `senderName` and `senderCompany` for sentences such as "My name is … from …".
 */
export function mailFrame(
  language: Language,
  recipient: MailRecipient,
  { sender, salutation }: MailContext,
  englishClosing = 'Best regards,',
): Record<string, string> {
  const common = { senderName: cleanValue(sender.name), senderCompany: cleanValue(sender.company) };
  if (language === 'en') {
    return {
      ...common,
      address: englishGreeting(recipient.name, recipient.company, salutation),
      signature: englishSignature(sender, englishClosing),
    };
  }
  return {
    ...common,
    address: japaneseAddressBlock(recipient.company, recipient.name),
    self: japaneseSelf(sender),
    selfFull: japaneseSelf(sender, { fullName: true }),
    signature: japaneseSignature(sender),
  };
}

/**
 * Fills a mail template. In English a value ending in a full stop (Tech Inc., Sample Co., Ltd.)
 * may meet the sentence's own full stop; the two become one, as English writes it.
 */
export function fillMail(
  template: MailTemplate,
  values: TemplateValues,
  language: Language,
): GeneratedMail {
  const tidy = (text: string) =>
    language === 'en' ? text.replace(/(?<!\.)\.\.(?!\.)/g, '.') : text;
  return {
    subject: tidy(fillSubject(template.subject, values)),
    body: tidy(fillTemplate(template.body, values)),
  };
}
