import { japaneseAddressee, withoutHonorific } from '../mail/recipientName.ts';
import type { Block } from './blocks.ts';
import type { MailKind, MailLanguage } from './payloads.ts';

/** The site's name: the sender's display name and the mails' signature. */
export const SITE_NAME: Record<MailLanguage, string> = {
  ja: 'オフィスツールボックス',
  en: 'Office Toolbox',
};

export interface MailLinks {
  /** The site's address (SITE_URL), without a trailing slash. */
  siteUrl: string;
  /** The page that confirms the unsubscribe (the site's /unsubscribe?token=…). */
  unsubscribeUrl: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (the calendar file), or its bytes in base64 when `base64` is set (a PDF). */
  content: string;
  base64?: boolean;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  /** Where replies go (a document's sender), when not to nobody. */
  replyTo?: string;
}

/**
 * A person as a mail addresses them: 山田 太郎 → 山田 太郎様, and what people type themselves
 * (山田様, 山田 さん) never doubled (山田様, not 山田様 様); a job title (山田部長) already
 * honours them. English drops a typed 様 (Dear 山田, not Dear 山田様).
 */
/**
 * A mail header's text on one line: every run of line breaks, tabs, other control characters
 * and Unicode line or paragraph separators becomes one space (a poll title is anybody's text,
 * and a line break in a subject would end the header). Ends trimmed.
 */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  return text.replace(/[\s\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
}

export function addressee(name: string, language: MailLanguage): string {
  return language === 'ja' ? japaneseAddressee(name) : withoutHonorific(name);
}

/** 「山田 太郎様」 / "Dear Taro Yamada," as the mail's first line; nothing without a name. */
export function salutation(name: string | null, language: MailLanguage): Block[] {
  const person = addressee(name ?? '', language);
  if (!person) return [];
  return [{ kind: 'paragraph', lines: [language === 'ja' ? person : `Dear ${person},`] }];
}

/** 「田中様」: a respondent as the owner's mail names them. */
export function personName(name: string, language: MailLanguage): string {
  return addressee(name, language) || name.trim();
}

const WHY: Record<MailKind, Record<MailLanguage, string[]>> = {
  todo_invitation: {
    ja: [
      'このメールは、共有のToDoリストに招待された方へ、オフィスツールボックスの送信専用アドレスからお送りしています。ご返信いただいてもお答えできませんので、あらかじめご了承ください。',
      '招待のお知らせが不要な場合は、次のリンクから配信を停止できます（ほかのお知らせは引き続きお届けします）。',
    ],
    en: [
      'Office Toolbox sends this email from a send-only address because someone invited you to a shared to-do list. Replies to it are not read.',
      'To stop mails about invitations, use the link below (other mails are not affected).',
    ],
  },
  todo_task_reminder: {
    ja: [
      'このメールは、共有のToDoリストのタスクに設定されたリマインダーの時刻に、オフィスツールボックスの送信専用アドレスからお送りしています。ご返信いただいてもお答えできませんので、あらかじめご了承ください。',
      'リマインダーのメールが不要な場合は、次のリンクから配信を停止できます（ほかのお知らせは引き続きお届けします）。',
    ],
    en: [
      'Office Toolbox sends this email from a send-only address at the time of a reminder set on a task of a to-do list. Replies to it are not read.',
      'To stop reminder emails, use the link below (other mails are not affected).',
    ],
  },
  todo_assigned: {
    ja: [
      'このメールは、共有のToDoリストでタスクの担当者に指定された方へ、オフィスツールボックスの送信専用アドレスからお送りしています。ご返信いただいてもお答えできませんので、あらかじめご了承ください。',
      '担当のお知らせが不要な場合は、次のリンクから配信を停止できます（ほかのお知らせは引き続きお届けします）。',
    ],
    en: [
      'Office Toolbox sends this email from a send-only address because someone made you the assignee of a task in a shared to-do list. Replies to it are not read.',
      'To stop mails about tasks assigned to you, use the link below (other mails are not affected).',
    ],
  },
  poll_answers: {
    ja: [
      'このメールは、日程調整の回答状況をお知らせするため、オフィスツールボックスの送信専用アドレスからお送りしています。ご返信いただいてもお答えできませんので、あらかじめご了承ください。',
      '回答のお知らせが不要な場合は、次のリンクから配信を停止できます（ほかのお知らせは引き続きお届けします）。',
    ],
    en: [
      'Office Toolbox sends this email automatically to tell you about answers to your schedule poll. Replies to it are not read.',
      'To stop mails about answers, use the link below (other mails are not affected).',
    ],
  },
  poll_decision: {
    ja: [
      'このメールは、日程調整へのご回答の際にメールアドレスをご入力いただいた方へ、オフィスツールボックスの送信専用アドレスからお送りしています。ご返信いただいても主催者には届きませんので、ご了承ください。',
      '日程確定のお知らせが今後不要な場合は、次のリンクから配信を停止できます。',
    ],
    en: [
      'Office Toolbox sends this email automatically because you gave your email address when answering the schedule poll. Replies to it do not reach the organizer.',
      'To stop mails about decided dates, use the link below.',
    ],
  },
  poll_edit_code: {
    ja: [
      'このメールは、回答の修正を回答者ご本人に限る日程調整へのご回答の際にメールアドレスをご入力いただいた方へ、オフィスツールボックスの送信専用アドレスからお送りしています。ご返信いただいても主催者には届きませんので、ご了承ください。',
      '編集コードのお知らせが今後不要な場合は、次のリンクから配信を停止できます（日程確定のお知らせは引き続きお届けします）。',
    ],
    en: [
      'Office Toolbox sends this email automatically because you gave your email address when answering a schedule poll whose answers only their respondents may change. Replies to it do not reach the organizer.',
      'To stop mails with edit codes, use the link below (mails about decided dates are not affected).',
    ],
  },
  document_send: {
    ja: [
      'このメールは、オフィスツールボックスをご利用の方が作成された書類を、その方のご依頼によりお送りしています。ご返信いただいたメールは、送信者の方に届きます。',
      'オフィスツールボックスを通じた書類の送付を今後ご希望にならない場合は、次のリンクから配信を停止できます。',
    ],
    en: [
      'This email was sent through Office Toolbox at the request of the sender, who made the attached document. Replies go to the sender.',
      'To stop receiving documents sent through Office Toolbox, use the link below.',
    ],
  },
  invoice_due: {
    ja: [
      'このメールは、見積書・請求書の「支払期限のお知らせ」を有効にされた方へ、毎朝8時（日本時間）にオフィスツールボックスの送信専用アドレスからお送りしています。',
      '支払期限のお知らせが不要な場合は、次のリンクから配信を停止できます（ほかのお知らせは引き続きお届けします）。',
    ],
    en: [
      'Office Toolbox sends this email from a send-only address at 8:00 in the morning (Japan time) because you turned on due-date mails for your invoices.',
      'To stop invoice due-date mails, use the link below (other mails are not affected).',
    ],
  },
  poll_invitation: {
    ja: [
      'このメールは、日程調整の主催者があなたのメールアドレスを回答者として招待したため、オフィスツールボックスの送信専用アドレスからお送りしています。ご返信いただいても主催者には届きませんので、ご了承ください。',
      'お心当たりのない場合は、このメールを破棄していただきますようお願いいたします。日程調整へのご招待が今後不要な場合は、次のリンクから配信を停止できます。',
    ],
    en: [
      'Office Toolbox sends this email automatically because the organizer of a schedule poll invited your address to answer it. Replies to it do not reach the organizer.',
      'If you do not know this poll, please disregard this email. To stop poll invitations, use the link below.',
    ],
  },
  poll_all_answered: {
    ja: [
      'このメールは、日程調整にメールでご招待した方全員の回答がそろったことをお知らせするため、オフィスツールボックスの送信専用アドレスからお送りしています。',
      'このお知らせが不要な場合は、次のリンクから配信を停止できます（ほかのお知らせは引き続きお届けします）。',
    ],
    en: [
      'Office Toolbox sends this email automatically to tell you that everyone you invited to your schedule poll has answered. Replies to it are not read.',
      'To stop these mails, use the link below (other mails are not affected).',
    ],
  },
  todo_reminders: {
    ja: [
      'このメールは、ToDoリストの「期限のお知らせ」を有効にされた方へ、毎朝8時（日本時間）にオフィスツールボックスの送信専用アドレスからお送りしています。',
      '期限のお知らせが不要な場合は、次のリンクから配信を停止できます（ほかのお知らせは引き続きお届けします）。',
    ],
    en: [
      'Office Toolbox sends this email from a send-only address at 8:00 every morning (Japan time) because you turned on due-date reminders for a to-do list.',
      'To stop due-date reminders, use the link below (other mails are not affected).',
    ],
  },
};

const UNSUBSCRIBE: Record<MailLanguage, string> = { ja: '配信を停止する', en: 'Unsubscribe' };
const SETTINGS: Record<MailLanguage, [string, string]> = {
  ja: ['お知らせの設定は、設定画面からも変更いただけます。', '設定画面を開く'],
  en: ['You can also change your email settings on the Settings page.', 'Open Settings'],
};

/** Why the mail came, how to stop this kind of mail, and (for account holders) the settings. */
export function footer(kind: MailKind, language: MailLanguage, links: MailLinks): Block {
  const lines: Array<string | { label: string; url: string }> = [
    ...WHY[kind][language],
    { label: UNSUBSCRIBE[language], url: links.unsubscribeUrl },
  ];
  // Respondents' and customers' own addresses have no account, hence no settings page.
  if (
    kind !== 'poll_decision' &&
    kind !== 'poll_edit_code' &&
    kind !== 'document_send' &&
    kind !== 'poll_invitation'
  ) {
    const [note, label] = SETTINGS[language];
    lines.push(note, { label, url: `${links.siteUrl}/settings` });
  }
  lines.push(SITE_NAME[language]);
  return { kind: 'footer', lines };
}
