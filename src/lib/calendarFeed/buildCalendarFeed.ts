import {
  escapeIcsText,
  icsEventLines,
  icsStamp,
  joinIcsLines,
  TOKYO_TZID,
  TOKYO_VTIMEZONE,
  type IcsEvent,
} from '../calendar/buildIcs.ts';
import { decidedPollEvent } from '../scheduleOptions/decidedEvent.ts';
import type { OptionWhen } from '../scheduleOptions/optionTime.ts';
import { FEED_WORDS, type FeedLanguage } from './feedLocales.ts';

/**
 * A user's calendar feed (the text a secret `webcal://` address serves): their tasks that have a
 * due date and their polls whose date was decided, as one RFC 5545 calendar that Google
 * Calendar, Outlook and Apple Calendar subscribe to and fetch again from time to time.
 *
 * - A task is an all-day VEVENT on its due date, not a VTODO. Calendars that subscribe to a feed
 *   show its events only: Google Calendar and the iOS Calendar skip VTODO (reported by users of
 *   Nextcloud's subscription links, nextcloud/server#38036), and Outlook's internet calendars
 *   hold appointments, not tasks (To Do's own tasks reach Outlook through Exchange). A VTODO
 *   feed would look empty there; the subscription feeds of task apps that work in them
 *   (Toodledo's, Todoist's) write dated tasks as events for the same reason. It is TRANSPARENT:
 *   a due date does not make the user busy for the day.
 * - A decided poll is the same CONFIRMED event as the decision mail's .ics (same UID, title,
 *   place): a clock time is written as Japan's wall clock (TZID=Asia/Tokyo, with its VTIMEZONE),
 *   which a calendar shows in its viewer's own zone; a date without a time is a whole day.
 *   A text candidate is no date and is left out.
 * - UIDs are stable per item (todo-<task id>@…, <poll id>@…): when the feed is fetched again, a
 *   renamed or moved item changes in place, a ticked or deleted one (no longer passed in)
 *   disappears, and nothing is duplicated. An item passed twice is written once.
 * - Lines are folded at 75 octets and text is escaped (buildIcs.ts); the file ends with CRLF.
 *
 * The caller decides what the user may see (never another person's private list) and which
 * tasks to pass (open ones with a due date); this module only writes them.
 */

export interface FeedTask {
  id: string;
  title: string;
  /** YYYY-MM-DD, a date in Japan. */
  dueDate: string;
  notes: string | null;
  listName: string | null;
  /** The list's page. */
  url: string;
  updatedAt: string | null;
}

export interface FeedPoll {
  id: string;
  title: string;
  description: string | null;
  /** The decided candidate. */
  option: OptionWhen;
  /** The poll's page. */
  url: string;
  updatedAt: string | null;
  /** The decision's revision, as in the decision mail (0 first, one more for each change). */
  sequence?: number;
}

export interface CalendarFeedInput {
  tasks: readonly FeedTask[];
  polls: readonly FeedPoll[];
  language: FeedLanguage;
  /** When the feed is written (DTSTAMP). */
  now: Date;
}

/** How often calendars should fetch the feed again (RFC 7986 REFRESH-INTERVAL; Outlook's TTL). */
export const FEED_REFRESH = 'PT1H';

export const taskEventUid = (taskId: string) => `todo-${taskId}@office-toolbox`;

const instantOrUndefined = (value: string | null) => {
  if (value === null) return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
};

export function taskEvent(task: FeedTask, language: FeedLanguage): IcsEvent {
  const words = FEED_WORDS[language];
  return {
    uid: taskEventUid(task.id),
    date: task.dueDate,
    summary: task.title,
    description: [
      task.notes?.trim(),
      task.listName?.trim() ? words.list(task.listName.trim()) : null,
      task.url,
    ]
      .filter(Boolean)
      .join('\n\n'),
    location: '',
    status: 'CONFIRMED',
    transparency: 'TRANSPARENT',
    url: task.url,
    lastModified: instantOrUndefined(task.updatedAt),
  };
}

export function pollEvent(poll: FeedPoll, language: FeedLanguage): IcsEvent | null {
  const event = decidedPollEvent({
    pollId: poll.id,
    title: poll.title,
    description: poll.description,
    option: poll.option,
    pollUrl: poll.url,
    language,
    sequence: poll.sequence,
  });
  if (!event) return null;
  return {
    ...event,
    ...('start' in event ? { zone: TOKYO_TZID } : {}),
    url: poll.url,
    lastModified: instantOrUndefined(poll.updatedAt),
  };
}

export function buildCalendarFeed({ tasks, polls, language, now }: CalendarFeedInput): string {
  const words = FEED_WORDS[language];
  const stamp = icsStamp(now);
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Office Toolbox//Calendar Feed//${language.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeIcsText(words.name)}`,
    `X-WR-CALNAME:${escapeIcsText(words.name)}`,
    `DESCRIPTION:${escapeIcsText(words.description)}`,
    `X-WR-CALDESC:${escapeIcsText(words.description)}`,
    `X-WR-TIMEZONE:${TOKYO_TZID}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
    `X-PUBLISHED-TTL:${FEED_REFRESH}`,
    ...TOKYO_VTIMEZONE,
  ];
  const written = new Set<string>();
  const events = [
    ...tasks.map((task) => taskEvent(task, language)),
    ...polls.map((poll) => pollEvent(poll, language)),
  ];
  for (const event of events) {
    if (!event || written.has(event.uid)) continue;
    written.add(event.uid);
    // An event's DTSTAMP is its last change where known, not the moment the feed is written:
    // the text, and so its ETag, then stays the same while nothing in it changes, and a
    // calendar's next fetch gets a 304 (with the time of writing, every second made a new ETag).
    lines.push(...icsEventLines(event, event.lastModified ? icsStamp(event.lastModified) : stamp));
  }
  lines.push('END:VCALENDAR');
  return joinIcsLines(lines);
}
