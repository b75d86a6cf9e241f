import type { SenderProfile } from '../senderProfile';
import { cleanValue } from './fillTemplate';

/**
 * The sender of a mail: the user's own company and contact details, taken from the sender
 * profile so they are typed once for the whole site. (The specs' senderName, yourName and
 * yourCompany fields are the profile's personName and companyName.)
 */
export interface MailSender {
  company: string;
  department: string;
  name: string;
  tel: string;
  email: string;
}

export const MAIL_SENDER_FIELDS = ['company', 'department', 'name', 'tel', 'email'] as const;
export type MailSenderField = (typeof MAIL_SENDER_FIELDS)[number];

export const EMPTY_MAIL_SENDER: MailSender = {
  company: '',
  department: '',
  name: '',
  tel: '',
  email: '',
};

/** Which profile field each sender field is read from and written back to. */
export const SENDER_PROFILE_FIELD: Record<MailSenderField, keyof SenderProfile> = {
  company: 'companyName',
  department: 'department',
  name: 'personName',
  tel: 'tel',
  email: 'email',
};

export function senderFromProfile(profile: SenderProfile): MailSender {
  return {
    company: profile.companyName,
    department: profile.department,
    name: profile.personName,
    tel: profile.tel,
    email: profile.email,
  };
}

function clean(sender: MailSender): MailSender {
  return {
    company: cleanValue(sender.company),
    department: cleanValue(sender.department),
    name: cleanValue(sender.name),
    tel: cleanValue(sender.tel),
    email: cleanValue(sender.email),
  };
}

/**
 * The name one gives in the opening line: the family name alone (佐藤でございます) when a name in
 * Japanese script is typed with a space (佐藤 花子), else the name as typed.
 */
export function japaneseFamilyName(name: string): string {
  const parts = cleanValue(name).split(/[\s\u3000]+/u);
  const first = parts[0] ?? '';
  return parts.length > 1 && /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(first)
    ? first
    : cleanValue(name);
}

/**
 * Who is writing, for 「…でございます」 / 「…と申します」: テック株式会社 営業部の佐藤. With
 * `fullName` (a first contact, where the full name is given) 佐藤 花子. Empty when nothing is
 * known; the company alone when there is no name.
 */
export function japaneseSelf(sender: MailSender, options: { fullName?: boolean } = {}): string {
  const { company, department, name } = clean(sender);
  const organisation = [company, department].filter(Boolean).join(' ');
  const person = options.fullName ? name : japaneseFamilyName(name);
  if (person === '') return organisation;
  return organisation === '' ? person : `${organisation}の${person}`;
}

const RULE = '─'.repeat(24);

/** The Japanese signature block between two rules; empty when nothing is known. */
export function japaneseSignature(sender: MailSender): string {
  const { company, department, name, tel, email } = clean(sender);
  const lines = [
    company,
    [department, name].filter(Boolean).join('\u3000'),
    tel && `TEL：${tel}`,
    email && `Email：${email}`,
  ].filter(Boolean);
  return lines.length === 0 ? '' : [RULE, ...lines, RULE].join('\n');
}

/** The English sign-off: the closing, then name, department, company, phone and mail. */
export function englishSignature(sender: MailSender, closing: string): string {
  const { company, department, name, tel, email } = clean(sender);
  const lines = [name, department, company, tel && `Tel: ${tel}`, email && `Email: ${email}`];
  return [closing, ...lines.filter(Boolean)].join('\n');
}
