import { buildCalendarLink } from '../calendar/buildCalendarLink.ts';
import { buildIcs, safeFileName } from '../calendar/buildIcs.ts';
import type { Block } from './blocks.ts';
import { addressee, salutation, type MailAttachment } from './common.ts';
import {
  decidedEventTitle,
  decidedPollEvent,
  decidedSlot,
} from '../scheduleOptions/decidedEvent.ts';
import { optionNote } from '../scheduleOptions/optionTime.ts';
import { formatSlot, shorten } from './format.ts';
import type { DecisionPayload, MailLanguage } from './payloads.ts';

/**
 * The mail to a respondent who left an address: the date was decided (with the calendar file
 * and a Google Calendar link), changed (the same, with the date told before), or undone. A
 * date without a clock time goes into calendars as a whole day, as on the poll's page; a text
 * candidate is told as what was decided, with no calendar entry.
 */

const WORDS = {
  ja: {
    subject: {
      decided: (title: string) => `【日程確定】${title}`,
      changed: (title: string) => `【日程変更】${title}`,
      cancelled: (title: string) => `【日程確定の取り消し】${title}`,
    },
    thanks: (title: string) =>
      `オフィスツールボックスの日程調整「${title}」にご回答いただき、誠にありがとうございます。`,
    // 「主催者の山田 太郎様」: who decided, when their account has a name.
    organizer: (name: string | null) => (name ? `主催者の${name}` : '主催者'),
    decided: (by: string) => `${by}により日程が確定しましたので、下記のとおりお知らせいたします。`,
    changed: (by: string) =>
      `先にお知らせした日程が、${by}により下記のとおり変更されましたので、お知らせいたします。`,
    cancelled: (slot: string, by: string) =>
      `先にお知らせした日程（${slot}）の確定が、${by}により取り消されましたので、お知らせいたします。`,
    cancelledAsk: [
      'ご予定に登録されている場合は、お手数ですが削除をお願いいたします。',
      '新しい日程が決まりましたら、改めてお知らせいたします。',
    ],
    when: (slot: string) => `■日時：${slot}（日本時間）`,
    whenChanged: (slot: string) => `■変更後の日時：${slot}（日本時間）`,
    day: (slot: string) => `■日時：${slot}`,
    dayChanged: (slot: string) => `■変更後の日時：${slot}`,
    choice: (text: string) => `■決定内容：${text}`,
    choiceChanged: (text: string) => `■変更後の決定内容：${text}`,
    place: (label: string) => `■場所・備考：${label}`,
    before: (slot: string) => `（変更前：${slot}）`,
    calendar:
      'ご予定への登録には、添付のカレンダーファイル（.ics）をご利用いただくか、次のリンクから Google カレンダーに追加してください。',
    calendarChanged:
      '以前の日時でご予定に登録されている場合は、お手数ですが変更をお願いいたします。添付のカレンダーファイル（.ics）または次のリンクから、変更後の日時を登録いただけます。',
    calendarGone:
      '以前の日時でご予定に登録されている場合は、お手数ですが変更または削除をお願いいたします。',
    google: 'Google カレンダーに追加する',
    page: '日程調整のページは、次のリンクからご覧いただけます。',
    open: '日程調整のページを開く',
  },
  en: {
    subject: {
      decided: (title: string) => `Date confirmed: ${title}`,
      changed: (title: string) => `Date changed: ${title}`,
      cancelled: (title: string) => `Date withdrawn: ${title}`,
    },
    thanks: (title: string) =>
      `Thank you for answering the schedule poll "${title}" on Office Toolbox.`,
    organizer: (name: string | null) => (name ? `The organizer, ${name},` : 'The organizer'),
    decided: (by: string) => `${by} has confirmed the following date:`,
    changed: (by: string) => `${by} has changed the date we told you about to the following:`,
    cancelled: (slot: string, by: string) =>
      `${by} has withdrawn the date we told you about (${slot}).`,
    cancelledAsk: [
      'If you added it to your calendar, please remove it.',
      'We will let you know when a new date is set.',
    ],
    when: (slot: string) => `Date and time: ${slot} (Japan time)`,
    whenChanged: (slot: string) => `New date and time: ${slot} (Japan time)`,
    day: (slot: string) => `Date: ${slot}`,
    dayChanged: (slot: string) => `New date: ${slot}`,
    choice: (text: string) => `Decided: ${text}`,
    choiceChanged: (text: string) => `Now decided: ${text}`,
    place: (label: string) => `Place / note: ${label}`,
    before: (slot: string) => `(Previously: ${slot})`,
    calendar:
      'To add it to your calendar, open the attached calendar file (.ics) or use the Google Calendar link below.',
    calendarChanged:
      'If you added the earlier date to your calendar, please change it. The attached calendar file (.ics) and the link below have the new date.',
    calendarGone: 'If you added the earlier date to your calendar, please change or remove it.',
    google: 'Add to Google Calendar',
    page: 'The poll’s page:',
    open: 'Open the schedule poll',
  },
} as const;

/** The decided date as a calendar file: one CONFIRMED event, one UID per poll; none for text. */
export function decisionCalendarFile(
  payload: DecisionPayload,
  pollId: string,
  pollUrl: string,
  writtenAt: Date,
  language: MailLanguage = 'ja',
): MailAttachment | null {
  const event = payload.option
    ? decidedPollEvent({
        pollId,
        title: payload.poll.title,
        description: payload.poll.description,
        option: payload.option,
        pollUrl,
        language,
        sequence: payload.sequence,
      })
    : null;
  if (!event) return null;
  const content = buildIcs([event], writtenAt, '-//Office Toolbox//Schedule Poll//JA');
  return {
    filename: `${safeFileName(payload.poll.title, 'schedule')}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content,
  };
}

export function composeDecisionMail(
  payload: DecisionPayload,
  language: MailLanguage,
  pollUrl: string,
): { subject: string; blocks: Block[] } {
  const words = WORDS[language];
  const title = payload.poll.title;
  const subject = words.subject[payload.state](shorten(title, 60));
  const organizerName = payload.organizer ? addressee(payload.organizer, language) : '';
  const by = words.organizer(organizerName || null);
  const greeting = salutation(payload.name, language);
  const page: Block = {
    kind: 'button',
    lead: words.page,
    link: { label: words.open, url: pollUrl },
  };

  if (payload.state === 'cancelled' || !payload.option) {
    const before = payload.previous
      ? formatSlot(payload.previous, language, { withYear: true })
      : '';
    return {
      subject,
      blocks: [
        ...greeting,
        { kind: 'paragraph', lines: [words.thanks(title), words.cancelled(before, by)] },
        { kind: 'paragraph', lines: [...words.cancelledAsk] },
        page,
      ],
    };
  }

  const option = payload.option;
  const slot = formatSlot(option, language, { withYear: true });
  const changed = payload.state === 'changed';
  // A clock time says it is Japan time; a date needs no zone; a text candidate is no date.
  const told = option.kind === 'text' ? 'choice' : option.kind === 'time' ? 'when' : 'day';
  const facts = [words[changed ? (`${told}Changed` as const) : told](slot)];
  const note = optionNote(option);
  if (note) facts.push(words.place(note));
  if (changed && payload.previous) {
    facts.push(words.before(formatSlot(payload.previous, language, { withYear: true })));
  }
  const calendarSlot = decidedSlot(option);
  const google = calendarSlot
    ? buildCalendarLink({
        title: decidedEventTitle(title, option, language),
        slot: calendarSlot,
        details: [payload.poll.description?.trim(), pollUrl].filter(Boolean).join('\n\n'),
        location: note ?? '',
      })
    : null;
  const blocks: Block[] = [
    ...greeting,
    {
      kind: 'paragraph',
      lines: [words.thanks(title), changed ? words.changed(by) : words.decided(by)],
    },
    { kind: 'paragraph', lines: facts },
  ];
  if (google) {
    blocks.push({
      kind: 'button',
      lead: changed ? words.calendarChanged : words.calendar,
      link: { label: words.google, url: google },
    });
  } else if (changed && payload.previous && payload.previous.kind !== 'text') {
    blocks.push({ kind: 'paragraph', lines: [words.calendarGone] });
  }
  blocks.push(page);
  return { subject, blocks };
}
