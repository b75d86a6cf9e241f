import type { Language } from '../../lib/i18n/types';
/** Everything the appointment tool writes, per language (syntax: src/lib/mail/fillTemplate.ts). */
export interface AppointmentTexts {
  /** The mail's body; its subject is in src/lib/mail/subjectRules.ts with every other scene's. */
  body: string;
  /** One line of the candidate list; {number} and {slot} are filled in code. */
  candidateLine: string;
  /** The details of the calendar entry (link and .ics). */
  calendarDetails: string;
  /** The title of a tentative event in the .ics; {option} only when there are several. */
  icsSummary: string;
  icsFileName: string;
}

/*
 * The Japanese asks the way an office worker asks a business partner for time: address block,
 * お世話になっております, 名乗り, the request, the candidates (候補1：12月3日(水) 14:00〜15:00),
 * the details, an offer to rearrange, closing and signature. {address}, {self} and {signature}
 * are built in code from the recipient and the sender profile; {meetingTitle} is the title read
 * as a meeting (来期の予算 → 来期の予算に関するお打ち合わせ, without a trailing の件 or について), and
 * {notes} comes with flags telling how it ends (src/lib/mail/userText.ts), so the closing never
 * echoes it. In English every field typed in Japanese is a placeholder.
 */
export const APPOINTMENT_TEXTS: Record<Language, AppointmentTexts> = {
  ja: {
    body: `{address}

いつもお世話になっております。
{self}でございます。

{meetingTitle}の日程につきまして、ご相談いたしたく、ご連絡いたしました。
{!meetingTitle}お打ち合わせの日程につきまして、ご相談いたしたく、ご連絡いたしました。
{?candidateList}お忙しいところ恐れ入りますが、下記の候補日時のうち、ご都合のよろしい日時をお知らせいただけますと幸いです。
{!candidateList}お忙しいところ恐れ入りますが、ご都合のよろしい日時をいくつかお知らせいただけますと幸いです。

{?candidateList}■ 候補日時
{candidateList}

■ 目的：{purpose}
■ 所要時間：{durationText}程度
■ 場所：{location}

{?notes}■ 備考
{notes}

{?candidateList}いずれの日時もご都合が合わない場合は、お手数ですが、ご希望の日時をお知らせください。
{?candidateList}改めて調整いたします。

{!notesCloses}何卒よろしくお願い申し上げます。

{signature}`,
    candidateLine: '候補{number}：{slot}',
    calendarDetails: `目的：{purpose}
お相手：{contactCompany}[ {contactAddressee}]
{!contactCompany}お相手：{contactAddressee}
所要時間：{durationText}
備考：{notes}`,
    icsSummary: '【仮】{meetingTitle}[（候補{option}）]',
    icsFileName: '候補日時',
  },
  en: {
    body: `{address}

I hope this email finds you well.
I am writing to arrange a time for "{meetingTitle}".
{!meetingTitle}I am writing to arrange a time for a meeting.
{?candidateList}Could you please let me know which of the following times would suit you?
{!candidateList}Could you please let me know a few dates and times that would suit you?

{?candidateList}Proposed times (Japan time, JST):
{candidateList}

Purpose: {purpose}
Duration: about {durationText}
Location: {location}

{?notes}Notes:
{notes}

{?candidateList}If none of these times work for you, please let me know some that would, and I will arrange accordingly.

Thank you, and I look forward to hearing from you.

{signature}`,
    candidateLine: 'Option {number}: {slot}',
    calendarDetails: `Purpose: {purpose}
With: {contactName}[, {contactCompany}]
{!contactName}With: {contactCompany}
Duration: {durationText}
Notes: {notes}`,
    icsSummary: 'Tentative: {meetingTitle}[ (option {option})]',
    icsFileName: 'meeting-options',
  },
};

/** Placeholders of an English mail for the fields typed in Japanese. */
export const ENGLISH_FIELD_MARKERS = {
  meetingTitle: 'Meeting title in English',
  purpose: 'Purpose in English',
  location: 'Location in English',
  notes: 'Write your notes in English here',
} as const;
