import type { Language } from '../i18n/types';
import { withoutEchoes } from './echoes';
import { cleanValue, fillSubject, fillTemplate, type TemplateValues } from './fillTemplate';
import { englishSignature, japaneseSelf, japaneseSignature, type MailSender } from './mailSender';
import { isGapMarker, openGaps, type GapCollector, type MailGap } from './mailGaps';
import {
  englishGreeting,
  japaneseAddressBlock,
  latinOrEmpty,
  withoutHonorific,
  type EnglishSalutation,
} from './recipientName';

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
  /** Placeholders the user still has to fill in, shown as notices beside the mail. */
  gaps?: readonly MailGap[];
}

/** The whole mail as one text, for "copy all": a subject line, a blank line, the body. */
export function formatMailText(mail: GeneratedMail, language: Language): string {
  const label = language === 'ja' ? '件名：' : 'Subject: ';
  return `${label}${mail.subject}\n\n${mail.body}`;
}

/**
 * The names an English mail uses, in Latin letters: an English mail never carries the Japanese
 * the forms are usually filled in with. '' when not given.
 */
export interface EnglishNames {
  recipientName: string;
  recipientCompany: string;
  senderName: string;
  senderCompany: string;
  senderDepartment: string;
}

/** The names already typed in Latin letters (honorifics off), as the English names to start from. */
export function englishNameDefaults(
  recipient: { name: string; company: string },
  sender: MailSender,
): EnglishNames {
  return {
    recipientName: latinOrEmpty(recipient.name),
    recipientCompany: latinOrEmpty(recipient.company),
    senderName: latinOrEmpty(sender.name),
    senderCompany: latinOrEmpty(sender.company),
    senderDepartment: latinOrEmpty(sender.department),
  };
}

/** What every mail tool passes besides its own form: who writes, and how to greet in English. */
export interface MailContext {
  sender: MailSender;
  salutation: EnglishSalutation;
  english: EnglishNames;
}

/** The recipient as the tool's form has it (company and person, either may be empty). */
export interface MailRecipient {
  company: string;
  name: string;
}

/** The Latin-letter fields of the English mail, as the gaps (and notices) name them. */
export const ENGLISH_NAME_FIELDS = {
  recipientName: 'englishRecipientName',
  recipientCompany: 'englishRecipientCompany',
  senderName: 'englishSenderName',
  senderCompany: 'englishSenderCompany',
  senderDepartment: 'englishSenderDepartment',
} as const satisfies Record<keyof EnglishNames, string>;

/** The placeholders of a mail whose sender is not filled in at all. */
const SENDER_MARKERS = {
  ja: {
    name: '差出人の会社名・お名前をご記入ください',
    signature: '署名欄：会社名・お名前・連絡先をご記入ください',
  },
  en: { name: 'Your name and company' },
} as const;

/** The placeholders of an English mail whose names are only known in Japanese. */
const ENGLISH_NAME_MARKERS: Record<keyof EnglishNames, string> = {
  recipientName: "Recipient's name in Latin letters",
  recipientCompany: "Recipient's company in English",
  senderName: 'Your name in Latin letters',
  senderCompany: 'Your company in English',
  senderDepartment: 'Your department in English',
};

/**
 * A name for the English mail: the Latin-letter field, or a placeholder (and a gap) when the name
 * is only typed in Japanese; '' when no name is known at all.
 */
function englishName(
  gaps: GapCollector,
  key: keyof EnglishNames,
  latin: string,
  typed: string,
): string {
  const marker = ENGLISH_NAME_MARKERS[key];
  const value = gaps.value(ENGLISH_NAME_FIELDS[key], latin, { notEnglish: marker });
  if (value !== '' || withoutHonorific(typed) === '') return value;
  return gaps.mark(ENGLISH_NAME_FIELDS[key], 'notEnglish', marker);
}

/** Dear …, for an English mail: placeholders are written as they are, with no title. */
function greetingLine(name: string, company: string, salutation: EnglishSalutation): string {
  if (isGapMarker(name, 'en')) return `Dear ${name},`;
  if (name === '' && isGapMarker(company, 'en')) return `Dear ${company} Team,`;
  return englishGreeting(name, company, salutation);
}

/**
 * The parts every mail shares, as template values: `address` (the Japanese address block or the
 * English greeting), `self` / `selfFull` (テック株式会社 営業部の佐藤 / …佐藤 花子), `signature`
 * (the Japanese block, or the English closing and sign-off), the sender's own `senderName` and
 * `senderCompany` for sentences such as "My name is … from …", and `recipientCompany` for the
 * body ('' when unknown; in English only a Latin-letter name, the body then says "your company").
 * An English mail takes every name from the Latin-letter fields; a name known only in Japanese is
 * a placeholder there, recorded in `gaps`.
 */
export function mailFrame(
  gaps: GapCollector,
  recipient: MailRecipient,
  { sender, salutation, english }: MailContext,
  englishClosing = 'Best regards,',
): Record<string, string> {
  if (gaps.language === 'en') {
    const name = englishName(gaps, 'recipientName', english.recipientName, recipient.name);
    const company = englishName(
      gaps,
      'recipientCompany',
      english.recipientCompany,
      recipient.company,
    );
    const typedName = englishName(gaps, 'senderName', english.senderName, sender.name);
    const latinSender: MailSender = {
      ...sender,
      name:
        typedName ||
        (cleanValue(sender.company) === '' && cleanValue(english.senderCompany) === ''
          ? gaps.mark('senderName', 'blank', SENDER_MARKERS.en.name)
          : ''),
      company: englishName(gaps, 'senderCompany', english.senderCompany, sender.company),
      department: gaps.value(ENGLISH_NAME_FIELDS.senderDepartment, english.senderDepartment, {
        notEnglish: ENGLISH_NAME_MARKERS.senderDepartment,
      }),
    };
    return {
      address: greetingLine(name, company, salutation),
      signature: englishSignature(latinSender, englishClosing),
      senderName: latinSender.name,
      senderCompany: latinSender.company,
      recipientCompany: isGapMarker(company, 'en') ? '' : withoutHonorific(company),
    };
  }
  // Without a sender the mail would open with nobody's name and end unsigned: placeholders (and
  // a notice) say what to fill in.
  const self = japaneseSelf(sender) || gaps.mark('senderName', 'blank', SENDER_MARKERS.ja.name);
  return {
    address: japaneseAddressBlock(recipient.company, recipient.name),
    self,
    selfFull: japaneseSelf(sender, { fullName: true }) || self,
    signature:
      japaneseSignature(sender) || gaps.mark('senderName', 'blank', SENDER_MARKERS.ja.signature),
    senderName: cleanValue(sender.name),
    senderCompany: cleanValue(sender.company),
    recipientCompany: withoutHonorific(recipient.company),
  };
}

/**
 * Fills a mail template. In English a value ending in a full stop (Tech Inc., Sample Co., Ltd.)
 * may meet the sentence's own full stop; the two become one, as English writes it. A Japanese
 * mail says each set phrase once and ends with its closing (echoes.ts). The gaps whose
 * placeholder the mail shows go with it.
 */
export function fillMail(
  template: MailTemplate,
  values: TemplateValues,
  language: Language,
  gaps: readonly MailGap[] = [],
): GeneratedMail {
  const tidy = (text: string) =>
    language === 'en' ? text.replace(/(?<!\.)\.\.(?!\.)/g, '.') : text;
  const body = fillTemplate(template.body, values);
  const mail = {
    subject: tidy(fillSubject(template.subject, values)),
    body: tidy(language === 'ja' ? withoutEchoes(body, values) : body),
  };
  const open = openGaps(gaps, mail);
  return open.length > 0 ? { ...mail, gaps: open } : mail;
}
