import { japaneseAddressee, withoutHonorific } from '../../lib/mail/recipientName';
import type { DocumentKind } from '../../lib/businessDocuments';
import type { Honorific } from './quoteTypes';

/**
 * The cover mail 「メールで送付」 proposes for a document, in the recipient's language: a Japanese
 * business mail (宛名, 挨拶, 用件, the document's number and amount, 結び, 署名) or an English one.
 * The user edits it before sending. A corrected version says so in the subject (【訂正】 /
 * [Corrected]) and apologises for the earlier one in the body.
 */

export interface CoverMailInput {
  kind: DocumentKind;
  /** The document's number. */
  number: string;
  /** 件名 of the document ('' when none). */
  title: string;
  clientName: string;
  honorific: Honorific;
  department: string;
  person: string;
  /** The issuer (自社名). */
  companyName: string;
  /** The amount as the page writes it (￥110,000). */
  amount: string;
  /** お支払期限 as the page writes it in the mail's language ('' when none or not an invoice). */
  dueDate: string;
  /** A version after a correction. */
  corrected: boolean;
}

const JA = {
  subjectKind: { quote: '見積書', invoice: '請求書', delivery_note: '納品書', receipt: '領収書' },
  bodyKind: { quote: 'お見積書', invoice: '請求書', delivery_note: '納品書', receipt: '領収書' },
  numberLabel: {
    quote: '見積番号',
    invoice: '請求書番号',
    delivery_note: '納品書番号',
    receipt: '領収書番号',
  },
  amountLabel: {
    quote: 'お見積金額',
    invoice: 'ご請求金額',
    delivery_note: '合計金額',
    receipt: '領収金額',
  },
} as const;

const EN = {
  kind: { quote: 'Quote', invoice: 'Invoice', delivery_note: 'Delivery note', receipt: 'Receipt' },
  amountLabel: {
    quote: 'Quoted amount',
    invoice: 'Amount due',
    delivery_note: 'Total',
    receipt: 'Amount received',
  },
} as const;

/** 「株式会社サンプル商事\n経理部 山田 太郎様」, 「…\n経理部 御中」, 「株式会社サンプル商事 御中」. */
function japaneseAddressLines(input: CoverMailInput): string[] {
  const company = withoutHonorific(input.clientName);
  const department = input.department.trim();
  const person = japaneseAddressee(input.person);
  if (person) return [company, [department, person].filter(Boolean).join(' ')].filter(Boolean);
  if (department) return [company, `${department} 御中`].filter(Boolean);
  if (!company) return ['ご担当者様'];
  return [input.honorific === 'sama' ? japaneseAddressee(company) : `${company} 御中`];
}

function japanese(input: CoverMailInput): { subject: string; body: string } {
  const company = input.companyName.trim();
  const kind = JA.bodyKind[input.kind];
  const number = input.number.trim();
  const subject = [
    input.corrected ? '【訂正】' : '',
    `${JA.subjectKind[input.kind]}送付のご案内`,
    number ? `（${number}${input.corrected ? '・訂正版' : ''}）` : '',
    company ? `｜${company}` : '',
  ].join('');
  const about = input.title.trim() ? `「${input.title.trim()}」の${kind}` : kind;
  const errand = input.corrected
    ? [
        `先日お送りした${about}${number ? `（${JA.numberLabel[input.kind]}：${number}）` : ''}に誤りがございましたので、訂正版をお送りいたします。`,
        'ご迷惑をおかけしましたことを、深くお詫び申し上げます。',
        `お手数ですが、先にお送りした${kind}は破棄していただき、添付の訂正版をご査収くださいますよう、お願い申し上げます。`,
      ]
    : [
        `${about}をお送りいたします。`,
        '添付のPDFファイルをご査収くださいますよう、お願い申し上げます。',
      ];
  const facts = [
    number ? `■${JA.numberLabel[input.kind]}：${number}` : '',
    input.amount ? `■${JA.amountLabel[input.kind]}：${input.amount}` : '',
    input.kind === 'invoice' && input.dueDate ? `■お支払期限：${input.dueDate}` : '',
  ].filter(Boolean);
  const paragraphs = [
    japaneseAddressLines(input),
    ['いつも大変お世話になっております。', company ? `${company}でございます。` : ''].filter(
      Boolean,
    ),
    errand,
    facts,
    [
      'ご不明な点がございましたら、お気軽にお問い合わせください。',
      '今後ともどうぞよろしくお願い申し上げます。',
    ],
    company ? [company] : [],
  ].filter((lines) => lines.length > 0);
  return { subject, body: paragraphs.map((lines) => lines.join('\n')).join('\n\n') };
}

function english(input: CoverMailInput): { subject: string; body: string } {
  const company = input.companyName.trim();
  const kind = EN.kind[input.kind];
  const number = input.number.trim();
  const named = [kind, number].filter(Boolean).join(' ');
  const subject = `${input.corrected ? '[Corrected] ' : ''}${named}${company ? ` from ${company}` : ''}`;
  const person = withoutHonorific(input.person) || withoutHonorific(input.clientName);
  const about = input.title.trim() ? ` for ${input.title.trim()}` : '';
  const lower = kind.toLowerCase();
  const errand = input.corrected
    ? [
        `We found an error in our ${lower}${number ? ` ${number}` : ''}${about} and are sending you a corrected version.`,
        'We apologize for the inconvenience.',
        `Please discard the earlier ${lower} and use the attached corrected version.`,
      ]
    : [`Please find attached our ${lower}${number ? ` ${number}` : ''}${about}.`];
  const facts = [
    number ? `${kind} number: ${number}` : '',
    input.amount ? `${EN.amountLabel[input.kind]}: ${input.amount}` : '',
    input.kind === 'invoice' && input.dueDate ? `Due date: ${input.dueDate}` : '',
  ].filter(Boolean);
  const paragraphs = [
    [person ? `Dear ${person},` : 'Dear Sir or Madam,'],
    ['Thank you for your continued business.', ...errand],
    facts,
    ['If you have any questions, please feel free to contact us.'],
    ['Best regards,', ...(company ? [company] : [])],
  ].filter((lines) => lines.length > 0);
  return { subject, body: paragraphs.map((lines) => lines.join('\n')).join('\n\n') };
}

export function coverMail(
  input: CoverMailInput,
  language: 'ja' | 'en',
): { subject: string; body: string } {
  return language === 'ja' ? japanese(input) : english(input);
}
