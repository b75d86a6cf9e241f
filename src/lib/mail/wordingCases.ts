import type { Language } from '../i18n/types';
import { findMailProblems, type MailProblem } from './mailProblems';
import { EMPTY_MAIL_SENDER, type MailSender } from './mailSender';
import { formatMailText, type GeneratedMail, type MailContext } from './mailText';

/**
 * The cases every mail tool's wording test runs each scene through, in both languages: every
 * field filled with the form's own examples, every optional field blank, a subject (or title)
 * typed with 件 at the end, and names typed with their honorific already.
 */
export const WORDING_CASES = ['filled', 'optionalBlank', 'subjectEndsIn件', 'namesWith様'] as const;
export type WordingCase = (typeof WORDING_CASES)[number];

/** The sender of the examples (the placeholders of the sender block). */
export const EXAMPLE_SENDER: Record<Language, MailSender> = {
  ja: {
    company: 'テック株式会社',
    department: '営業部',
    name: '佐藤 花子',
    tel: '03-1234-5678',
    email: 'sato@example.co.jp',
  },
  en: {
    company: 'Tech Inc.',
    department: 'Sales Department',
    name: 'Hanako Sato',
    tel: '+81 3-1234-5678',
    email: 'sato@example.co.jp',
  },
};

/** The recipient's name as a user types it in each case and language. */
export function exampleRecipientName(wordingCase: WordingCase, language: Language): string {
  if (wordingCase === 'optionalBlank') return '';
  const name = language === 'ja' ? '山田 太郎' : 'Taro Yamada';
  return wordingCase === 'namesWith様' ? `${name} 様` : name;
}

/** The recipient's company, typed with 御中 in the honorific case. */
export function exampleRecipientCompany(wordingCase: WordingCase, language: Language): string {
  if (wordingCase === 'optionalBlank') return '';
  const company = language === 'ja' ? '株式会社サンプル' : 'Sample Co., Ltd.';
  return wordingCase === 'namesWith様' ? `${company} 御中` : company;
}

export function wordingContext(wordingCase: WordingCase, language: Language): MailContext {
  if (wordingCase === 'optionalBlank') {
    return { sender: EMPTY_MAIL_SENDER, salutation: { title: 'none', familyPart: null } };
  }
  return { sender: EXAMPLE_SENDER[language], salutation: { title: 'mr', familyPart: null } };
}

/** Every wording problem of a written mail, subject line included. */
export function mailWordingProblems(mail: GeneratedMail, language: Language): MailProblem[] {
  return findMailProblems(formatMailText(mail, language));
}
