import { buildCalendarLink } from '../../lib/calendar/buildCalendarLink';
import { buildIcs, safeFileName } from '../../lib/calendar/buildIcs';
import { fillSubject, fillTemplate } from '../../lib/mail/fillTemplate';
import type { GeneratedMail, MailTemplate } from '../../lib/mail/mailText';
import { formatOptionSlot } from './optionTime';
import type { ScheduleOption } from './schedules';

/** An option without an end is entered in calendars as one hour long. */
export const DEFAULT_EVENT_MINUTES = 60;

export interface DecidedPoll {
  title: string;
  description: string | null;
  option: ScheduleOption;
}

export function decidedSlot(option: ScheduleOption) {
  const start = new Date(option.date_time);
  const end = option.end_time
    ? new Date(option.end_time)
    : new Date(start.getTime() + DEFAULT_EVENT_MINUTES * 60_000);
  return { start, end };
}

/** The decided date as an .ics file (CONFIRMED), named after the poll. */
export function buildDecisionIcs(poll: DecidedPoll, now: Date, uid: string) {
  const { start, end } = decidedSlot(poll.option);
  const content = buildIcs(
    [
      {
        uid,
        start,
        end,
        summary: poll.title,
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

export function buildDecisionCalendarLink(poll: DecidedPoll): string | null {
  return buildCalendarLink({
    title: poll.title,
    slot: decidedSlot(poll.option),
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
      '■日時：{slot}',
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
      'Date and time: {slot} (Japan time)',
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
  language: 'ja' | 'en',
  pollLink: string | null,
): GeneratedMail {
  const template = NOTICE_TEMPLATES[language];
  const values = {
    title: poll.title,
    slot: formatOptionSlot(poll.option, language),
    place: poll.option.label,
    pollLink,
  };
  return {
    subject: fillSubject(template.subject, values),
    body: fillTemplate(template.body, values),
  };
}
