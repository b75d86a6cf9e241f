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

/**
 * Where the offer stands in the mail: `statement` after a request for time (お打ち合わせは
 * オンラインにて、30分ほどを予定しております。); `ifWanted` in a follow-up, where the explanation
 * is offered, not announced (改めてのご説明をご希望でしたら、30分ほど、オンラインにて承ります。).
 * Neither says ご説明いたします right after a sentence that offers an explanation already.
 */
export type OfferForm = 'statement' | 'ifWanted';

/** One sentence stating the offer in Japanese, or '' when nothing is offered. */
export function japaneseOfferLine(offer: MeetingOffer, form: OfferForm = 'statement'): string {
  const length = meetingLengthText(offer.minutes, 'ja');
  const place = cleanValue(offer.place);
  const inPerson = place ? `${place}での対面` : '貴社に伺う形';
  const how: Record<Exclude<MeetingFormat, ''>, string> = {
    online: 'オンラインにて',
    visit: place ? `${place}にて` : '貴社に伺う形で',
    either: `オンライン、または${inPerson}のいずれでも`,
  };
  if (form === 'ifWanted') {
    const lead = `改めてのご説明をご希望でしたら、${length ? `${length}ほど` : ''}`;
    if (offer.format === '') return length ? `${lead}で承ります。` : '';
    return `${lead}${length ? '、' : ''}${how[offer.format]}承ります。`;
  }
  switch (offer.format) {
    case 'online':
    case 'visit':
      return length
        ? `お打ち合わせは${how[offer.format]}、${length}ほどを予定しております。`
        : `お打ち合わせは${how[offer.format]}承ります。`;
    case 'either':
      return length
        ? `お打ち合わせは${length}ほどを予定しており、${how.either}承ります。`
        : `お打ち合わせは、${how.either}承ります。`;
    default:
      return length ? `お打ち合わせは${length}ほどを予定しております。` : '';
  }
}

/** The same offer as one English sentence, or ''. The place must be in English already. */
export function englishOfferLine(offer: MeetingOffer, form: OfferForm = 'statement'): string {
  const length = meetingLengthText(offer.minutes, 'en');
  const place = cleanValue(offer.place);
  const forLength = length ? ` for about ${length}` : '';
  const lead = form === 'ifWanted' ? 'If you would like a fuller explanation, w' : 'W';
  const leadI = form === 'ifWanted' ? 'If you would like a fuller explanation, I' : 'I';
  switch (offer.format) {
    case 'online':
      return `${lead}e could meet online${forLength}.`;
    case 'visit':
      return place
        ? `${lead}e could meet at ${place}${forLength}.`
        : `${leadI} would be happy to visit your office${forLength}.`;
    case 'either': {
      const inPerson = place ? `in person at ${place}` : 'at your office';
      const lengthPart = length ? `; it would take about ${length}` : '';
      return `${lead}e could meet online or ${inPerson}, whichever you prefer${lengthPart}.`;
    }
    default:
      if (!length) return '';
      return form === 'ifWanted'
        ? `If you would like a fuller explanation, we could meet for about ${length}.`
        : `The meeting would take about ${length}.`;
  }
}

/**
 * The day of a meeting without its clock time, for a thank-you: 12月3日(水) 14:00〜15:00 →
 * 12月3日(水); Wednesday, December 3 at 2 PM → Wednesday, December 3. A thank-you names the day
 * (or says 先日); the hour reads like a log entry.
 */
export function meetingDayOnly(text: string): string {
  return cleanValue(text)
    .replace(/[\s\u3000]*(午前|午後)?\d{1,2}([:：]\d{2}|時(\d{1,2}分|半)?)[\s\S]*$/u, '')
    .replace(/,?\s*(at|from)?\s*\d{1,2}(:\d{2})?\s*(AM|PM|a\.m\.|p\.m\.)[\s\S]*$/iu, '')
    .replace(/,?\s*(at|from)?\s*\d{1,2}:\d{2}[\s\S]*$/u, '')
    .replace(/(?:[\s\u3000,、]+(?:at|from))?[\s\u3000,、]*$/u, '');
}
