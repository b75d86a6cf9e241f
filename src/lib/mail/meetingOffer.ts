import type { Language } from '../i18n/types';
import { isOneOf } from '../isOneOf';
import { cleanValue } from './fillTemplate';

/**
 * What the sender offers for a meeting: how long, online or in person, and where. Each is the
 * sender's choice, so a mail never promises a format or a length the sender does not offer;
 * "not stated" (0 / '') leaves it out of the mail.
 */
export const MEETING_LENGTHS = [0, 15, 30, 45, 60, 90, 120] as const;
export type MeetingLength = (typeof MEETING_LENGTHS)[number];

/** online; visit: in person (at the client's office unless a place is given); either. */
export const MEETING_FORMATS = ['', 'online', 'visit', 'either'] as const;
export type MeetingFormat = (typeof MEETING_FORMATS)[number];

export interface MeetingOffer {
  minutes: MeetingLength;
  format: MeetingFormat;
  /** Where an in-person meeting takes place; empty: at the client's office (貴社に伺う). */
  place: string;
}

export const EMPTY_MEETING_OFFER: MeetingOffer = { minutes: 0, format: '', place: '' };

export function isMeetingLength(value: number): value is MeetingLength {
  return isOneOf(MEETING_LENGTHS, value);
}

export function isMeetingFormat(value: string): value is MeetingFormat {
  return isOneOf(MEETING_FORMATS, value);
}

const EN_LENGTH: Record<number, string> = {
  60: 'an hour',
  90: 'an hour and a half',
  120: 'two hours',
};

/** 30 → 30分 / 30 minutes, 90 → 1時間30分 / an hour and a half; 0 → ''. */
export function meetingLengthText(minutes: number, language: Language): string {
  if (minutes <= 0) return '';
  if (language === 'en') return EN_LENGTH[minutes] ?? `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${hours > 0 ? `${hours}時間` : ''}${rest > 0 ? `${rest}分` : ''}`;
}

/** One sentence stating the offer in Japanese, or '' when nothing is offered. */
export function japaneseOfferLine(offer: MeetingOffer): string {
  const length = meetingLengthText(offer.minutes, 'ja');
  const place = cleanValue(offer.place);
  const about = length ? `${length}ほど、` : '';
  switch (offer.format) {
    case 'online':
      return `${about}オンラインにてご説明いたします。`;
    case 'visit':
      return `${about}${place ? `${place}にて` : '貴社に伺って'}ご説明いたします。`;
    case 'either': {
      const inPerson = place ? `${place}での対面` : '貴社に伺う形';
      const lengthPart = length ? `所要時間は${length}ほどで、` : '';
      return `${lengthPart}オンライン、または${inPerson}のいずれでも承りますので、ご希望をお知らせください。`;
    }
    default:
      return length ? `所要時間は${length}ほどを予定しております。` : '';
  }
}

/** The same offer as one English sentence, or ''. */
export function englishOfferLine(offer: MeetingOffer): string {
  const length = meetingLengthText(offer.minutes, 'en');
  const place = cleanValue(offer.place);
  const forLength = length ? ` for about ${length}` : '';
  switch (offer.format) {
    case 'online':
      return `We could meet online${forLength}.`;
    case 'visit':
      return place
        ? `We could meet at ${place}${forLength}.`
        : `I would be happy to visit your office${forLength}.`;
    case 'either': {
      const inPerson = place ? `in person at ${place}` : 'at your office';
      const lengthPart = length ? `; it would take about ${length}` : '';
      return `We could meet online or ${inPerson}, whichever you prefer${lengthPart}.`;
    }
    default:
      return length ? `The meeting would take about ${length}.` : '';
  }
}
