import { buildCalendarLink } from '../../lib/calendar/buildCalendarLink';
import { buildIcs, safeFileName } from '../../lib/calendar/buildIcs';
import { decidedEventTitle, decidedSlot } from '../../lib/scheduleOptions/decidedEvent';
import { fillSubject, fillTemplate } from '../../lib/mail/fillTemplate';
import type { GeneratedMail, MailTemplate } from '../../lib/mail/mailText';
import { formatOptionSlot, optionNote } from '../../lib/scheduleOptions/optionTime';
import type { ScheduleOption } from './schedules';

type Language = 'ja' | 'en';

export { decidedSlot } from '../../lib/scheduleOptions/decidedEvent';

export interface DecidedPoll {
  /** The poll's id: the calendar UID (<id>@office-toolbox) the decision mail and feed use too. */
  id?: string;
  title: string;
  description: string | null;
  option: ScheduleOption;
}

const eventTitle = (poll: DecidedPoll, language: Language) =>
  decidedEventTitle(poll.title, poll.option, language);

/** The decided date as an .ics file (CONFIRMED), named after the poll; null for text. */
export function buildDecisionIcs(poll: DecidedPoll, now: Date, uid: string, language: Language) {
  const slot = decidedSlot(poll.option);
  if (!slot) return null;
  const content = buildIcs(
    [
      {
        uid,
        ...slot,
        summary: eventTitle(poll, language),
        description: poll.description ?? '',
        location: poll.option.label ?? '',
        status: 'CONFIRMED',
      },
    ],
    now,
    '-//Office Toolbox//Schedule Poll//JA',
  );
  return { fileName: `${safeFileName(poll.title, 'schedule')}.ics`, content };
}

export function buildDecisionCalendarLink(poll: DecidedPoll, language: Language): string | null {
  const slot = decidedSlot(poll.option);
  if (!slot) return null;
  return buildCalendarLink({
    title: eventTitle(poll, language),
    slot,
    details: poll.description ?? '',
    location: poll.option.label ?? '',
  });
}

const NOTICE_TEMPLATES: Record<'ja' | 'en', MailTemplate> = {
  ja: {
    subject: '【日程確定】{title}',
    body: [
      '各位',
      '',
      'いつもお世話になっております。',
      '「{title}」の日程調整にご回答いただき、誠にありがとうございました。',
      '下記のとおり日程が決まりましたので、お知らせいたします。',
      '',
      '[■日時：{slot}]',
      '[■決定内容：{choice}]',
      '[■場所・備考：{place}]',
      '',
      'お忙しいところ恐れ入りますが、ご予定くださいますようお願い申し上げます。',
      '[詳細とカレンダーへの登録はこちらからご覧いただけます：{pollLink}]',
    ].join('\n'),
  },
  en: {
    subject: 'Date confirmed: {title}',
    body: [
      'Dear all,',
      '',
      'Thank you for answering the scheduling poll for "{title}".',
      'We have settled on the following date:',
      '',
      '[Date and time: {slot}]',
      '[Decided: {choice}]',
      '[Place / note: {place}]',
      '',
      'We look forward to seeing you there.',
      '[Details and calendar links: {pollLink}]',
    ].join('\n'),
  },
};

/** A ready-to-send notice of the decided date, to paste into a mail or a chat. */
export function buildDecisionNotice(
  poll: DecidedPoll,
  language: Language,
  pollLink: string | null,
): GeneratedMail {
  const template = NOTICE_TEMPLATES[language];
  const { option } = poll;
  const slot = formatOptionSlot(option, language);
  const zone = language === 'ja' ? '（日本時間）' : ' (Japan time)';
  const values = {
    title: poll.title,
    // A text candidate is not a date and time: it is told as what was decided.
    slot: option.kind === 'text' ? null : option.kind === 'time' ? `${slot}${zone}` : slot,
    choice: option.kind === 'text' ? slot : null,
    place: optionNote(option),
    pollLink,
  };
  return {
    subject: fillSubject(template.subject, values),
    body: fillTemplate(template.body, values),
  };
}
