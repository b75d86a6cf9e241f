import type { Language } from '../i18n/types';
import { GAP_MARKER_PATTERN } from './mailGaps';
import { findMailProblems, type MailProblem } from './mailProblems';
import { EMPTY_MAIL_SENDER, type MailSender } from './mailSender';
import {
  englishNameDefaults,
  formatMailText,
  type EnglishNames,
  type GeneratedMail,
  type MailContext,
} from './mailText';

/**
 * The inputs every mail tool's wording test runs each scene through, in both languages, as a
 * careful user would type them:
 * - filled: every field with the form's own examples;
 * - optionalBlank: every field blank;
 * - subjectEndsIn件: the subject (or title) typed 「お見積りの件」;
 * - namesWith様: names typed with their honorific (山田 太郎 様, 株式会社サンプル 御中);
 * - estimateRequest: the subject typed 「見積書送付」, the content left blank, the name 「田中様」;
 * - budgetSubject: the subject 「来期の予算」, the content ending in 「…幸いです。」;
 * - japaneseInEnglish: names, subject and content typed in Japanese, the Latin-letter fields of
 *   the English mail left blank (an English mail must then carry placeholders, not Japanese);
 * - latinNames: the same Japanese names with their Latin spelling typed for the English mail.
 */
export const WORDING_CASES = [
  'filled',
  'optionalBlank',
  'subjectEndsIn件',
  'namesWith様',
  'estimateRequest',
  'budgetSubject',
  'japaneseInEnglish',
  'latinNames',
] as const;
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

/** The Japanese signature block of EXAMPLE_SENDER.ja, line by line, as a mail must end. */
export const EXAMPLE_SIGNATURE_JA: readonly string[] = [
  '────────────────────────',
  'テック株式会社',
  '営業部　佐藤 花子',
  'TEL：03-1234-5678',
  'Email：sato@example.co.jp',
  '────────────────────────',
];

/** Cases whose names and texts are typed in Japanese whatever the mail's language. */
const TYPED_IN_JAPANESE: ReadonlySet<WordingCase> = new Set([
  'estimateRequest',
  'japaneseInEnglish',
  'latinNames',
]);

function typingLanguage(wordingCase: WordingCase, language: Language): Language {
  return TYPED_IN_JAPANESE.has(wordingCase) ? 'ja' : language;
}

/** The recipient's name as a user types it in each case and language. */
export function exampleRecipientName(wordingCase: WordingCase, language: Language): string {
  if (wordingCase === 'optionalBlank') return '';
  if (TYPED_IN_JAPANESE.has(wordingCase)) return '田中様';
  const name = language === 'ja' ? '山田 太郎' : 'Taro Yamada';
  return wordingCase === 'namesWith様' || wordingCase === 'budgetSubject' ? `${name} 様` : name;
}

/** The recipient's company, typed with 御中 in the honorific case. */
export function exampleRecipientCompany(wordingCase: WordingCase, language: Language): string {
  if (wordingCase === 'optionalBlank') return '';
  if (TYPED_IN_JAPANESE.has(wordingCase)) return '株式会社ABC';
  const company = language === 'ja' ? '株式会社サンプル' : 'Sample Co., Ltd.';
  return wordingCase === 'namesWith様' ? `${company} 御中` : company;
}

/**
 * The subject (or title, or product) typed in each case; `own` is the field's own example,
 * used when the case does not set the subject.
 */
export function exampleSubject(wordingCase: WordingCase, language: Language, own: string): string {
  switch (wordingCase) {
    case 'optionalBlank':
      return '';
    case 'subjectEndsIn件':
      return 'お見積りの件';
    case 'estimateRequest':
    case 'japaneseInEnglish':
      return '見積書送付';
    case 'budgetSubject':
      return language === 'ja' ? '来期の予算' : "next year's budget";
    case 'latinNames':
      return language === 'ja' ? '見積書送付' : 'the quotation';
    default:
      return own;
  }
}

/** The content typed in each case (`own`: the field's example in the mail's language). */
export function exampleContent(
  wordingCase: WordingCase,
  language: Language,
  own: Record<Language, string>,
): string {
  switch (wordingCase) {
    case 'optionalBlank':
    case 'estimateRequest':
      return '';
    case 'budgetSubject':
      return language === 'ja'
        ? '来期の予算案を、今月末までにお送りいただけますと幸いです。'
        : 'Could you send us the draft budget by the end of this month?';
    default:
      return own[typingLanguage(wordingCase, language)];
  }
}

/** The Latin-letter names typed for an English mail in the latinNames case. */
const TYPED_LATIN_NAMES: EnglishNames = {
  recipientName: 'Ichiro Tanaka',
  recipientCompany: 'ABC Corporation',
  senderName: 'Hanako Sato',
  senderCompany: 'Tech Inc.',
  senderDepartment: 'Sales Department',
};

/** The sender and the English names as the form shell would pass them in each case. */
export function wordingContext(
  wordingCase: WordingCase,
  language: Language,
  recipient: { name: string; company: string } = {
    name: exampleRecipientName(wordingCase, language),
    company: exampleRecipientCompany(wordingCase, language),
  },
): MailContext {
  if (wordingCase === 'optionalBlank') {
    return {
      sender: EMPTY_MAIL_SENDER,
      salutation: { title: 'none', familyPart: null },
      english: englishNameDefaults(recipient, EMPTY_MAIL_SENDER),
    };
  }
  const sender = EXAMPLE_SENDER[typingLanguage(wordingCase, language)];
  return {
    sender,
    salutation: { title: 'mr', familyPart: null },
    english:
      wordingCase === 'latinNames' ? TYPED_LATIN_NAMES : englishNameDefaults(recipient, sender),
  };
}

/** Every wording problem of a written mail, subject line included. */
export function mailWordingProblems(
  mail: GeneratedMail,
  language: Language,
  now: Date = new Date(),
): MailProblem[] {
  return findMailProblems(formatMailText(mail, language), language, now);
}

/**
 * Every problem of a written mail: its wording, and its placeholders. Each placeholder in the
 * text must come with a notice (a gap) and each notice with its placeholder; a required field
 * left blank must show one; a field that is not blank must not.
 */
export function lintMail(
  mail: GeneratedMail,
  language: Language,
  { requiredBlank, now = new Date() }: { requiredBlank: boolean; now?: Date },
): MailProblem[] {
  const text = formatMailText(mail, language);
  const problems = findMailProblems(text, language, now);
  const gaps = mail.gaps ?? [];
  for (const marker of text.match(GAP_MARKER_PATTERN[language]) ?? []) {
    if (!gaps.some((gap) => gap.marker === marker)) {
      problems.push({ rule: 'placeholder without a notice', excerpt: marker });
    }
  }
  for (const gap of gaps) {
    if (!text.includes(gap.marker)) {
      problems.push({ rule: 'notice without its placeholder', excerpt: gap.marker });
    }
    if (language === 'ja' && gap.reason === 'notEnglish') {
      problems.push({ rule: 'English-only placeholder in a Japanese mail', excerpt: gap.marker });
    }
  }
  // A blank sender has placeholders of its own, whatever the tool's fields hold.
  const blanks = gaps.filter((gap) => gap.reason === 'blank' && !gap.field.startsWith('sender'));
  if (requiredBlank && blanks.length === 0) {
    problems.push({
      rule: 'blank required field without a marked placeholder',
      excerpt: mail.body.split('\n\n').slice(2, 4).join(' / '),
    });
  }
  if (!requiredBlank && blanks.length > 0) {
    problems.push({
      rule: 'placeholder for a field that is not blank',
      excerpt: blanks[0]!.marker,
    });
  }
  return problems;
}

/** One line per problem, for a test that lists every finding of every scene at once. */
export function describeProblems(label: string, problems: readonly MailProblem[]): string[] {
  return problems.map((problem) => `${label}: ${problem.rule} — ${problem.excerpt}`);
}
