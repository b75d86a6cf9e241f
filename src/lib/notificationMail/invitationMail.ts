import type { Block } from './blocks.ts';
import { addressee, personName, salutation } from './common.ts';
import { shorten } from './format.ts';
import type { AllAnsweredPayload, InvitationPayload, MailLanguage } from './payloads.ts';

/**
 * Two mails of poll invitations: the invitation (or its reminder) to an invited address, with
 * the invitee's personal link; and the owner's notice that everyone invited has answered.
 */

const INVITATION = {
  ja: {
    subject: (title: string, reminder: boolean) =>
      reminder ? `【再送・日程調整のお願い】${title}` : `【日程調整のお願い】${title}`,
    // 「主催者の山田 太郎様より」: who invites, when their account has a name.
    from: (name: string) => (name ? `${name}より` : '主催者より'),
    body: (from: string, title: string) =>
      `${from}、オフィスツールボックスの日程調整「${title}」へのご回答のお願いが届いております。`,
    reminder: 'まだご回答をいただいていないため、改めてご案内をお送りしております。',
    ask: 'お手数ではございますが、次のリンクからご都合をご回答くださいますよう、お願いいたします。ログインは不要です。',
    personal:
      'このリンクはあなた専用です。ほかの方には転送なさらないようお願いいたします（どなたが回答済みかが主催者に表示されます）。',
    description: '■主催者からのご案内',
    open: '回答する',
  },
  en: {
    subject: (title: string, reminder: boolean) =>
      reminder
        ? `Reminder: please answer the schedule poll "${title}"`
        : `Please answer the schedule poll "${title}"`,
    from: (name: string) => (name ? `${name}` : 'The organizer'),
    body: (from: string, title: string) =>
      `${from} asks you to answer the schedule poll "${title}" on Office Toolbox.`,
    reminder: 'We have not received your answer yet, so we are sending this invitation again.',
    ask: 'Please tell them which dates suit you through the link below. No sign-in is needed.',
    personal:
      'This link is yours alone: please do not forward it (the organizer sees who has answered).',
    description: 'From the organizer:',
    open: 'Answer the poll',
  },
} as const;

export function composeInvitationMail(
  payload: InvitationPayload,
  language: MailLanguage,
  personalUrl: string,
): { subject: string; blocks: Block[] } {
  const words = INVITATION[language];
  const organizer = payload.organizer ? addressee(payload.organizer, language) : '';
  const blocks: Block[] = [
    {
      kind: 'paragraph',
      lines: [
        words.body(words.from(organizer), payload.poll.title),
        ...(payload.reminder ? [words.reminder] : []),
        words.ask,
      ],
    },
  ];
  const description = payload.poll.description?.trim();
  if (description)
    blocks.push({ kind: 'paragraph', lines: [words.description, ...description.split(/\r?\n/)] });
  blocks.push({
    kind: 'button',
    lead: words.personal,
    link: { label: words.open, url: personalUrl },
  });
  return { subject: words.subject(shorten(payload.poll.title, 60), payload.reminder), blocks };
}

const ALL_ANSWERED = {
  ja: {
    subject: (title: string) => `【日程調整】ご招待した全員から回答が届きました：${title}`,
    body: (title: string, count: number) =>
      `日程調整「${title}」にご招待した${count}名の方全員から、回答が届きましたのでお知らせいたします。`,
    heading: '回答された方',
    next: '回答の一覧をご確認のうえ、日程を確定してください。',
    open: '日程調整を開く',
  },
  en: {
    subject: (title: string) => `Everyone you invited has answered: ${title}`,
    body: (title: string, count: number) =>
      `All ${count} people you invited to the schedule poll "${title}" have answered.`,
    heading: 'Answered by',
    next: 'See the answers and decide the date:',
    open: 'Open the poll',
  },
} as const;

export function composeAllAnsweredMail(
  payload: AllAnsweredPayload,
  language: MailLanguage,
  ownerPollUrl: string,
): { subject: string; blocks: Block[] } {
  const words = ALL_ANSWERED[language];
  return {
    subject: words.subject(shorten(payload.poll.title, 60)),
    blocks: [
      ...salutation(payload.recipient_name, language),
      { kind: 'paragraph', lines: [words.body(payload.poll.title, payload.invited)] },
      {
        kind: 'section',
        heading: words.heading,
        items: payload.names.map((name) => ({ head: personName(name, language) })),
      },
      { kind: 'button', lead: words.next, link: { label: words.open, url: ownerPollUrl } },
    ],
  };
}
