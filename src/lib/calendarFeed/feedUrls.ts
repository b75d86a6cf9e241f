/**
 * The addresses of a user's calendar feed. The feed is served by the `calendar-feed` edge
 * function (on hosted Supabase and on the local backend) at
 * `<project>/functions/v1/calendar-feed/<token>.ics`: the secret token is the whole of the
 * permission, so it is the only variable part, and the address ends in `.ics` because some
 * calendars (older Outlook) judge a subscription by its file name.
 *
 * - `webcal`: the same address with the webcal scheme, which opens the system's calendar app to
 *   subscribe (Apple Calendar, Outlook for Windows).
 * - `google`: Google Calendar's "add by URL" screen with the feed filled in
 *   (`calendar.google.com/calendar/render?cid=webcal://…`); Google fetches only https feeds.
 */

export const CALENDAR_FEED_FUNCTION = 'calendar-feed';

/** A token as the feed's address carries it: 22 to 128 URL-safe characters (base64url). */
const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;

export function isFeedToken(text: string): boolean {
  return TOKEN.test(text);
}

export interface FeedUrls {
  https: string;
  webcal: string;
  google: string;
}

/** The feed's addresses from the project's URL (VITE_SUPABASE_URL) and the user's token. */
export function calendarFeedUrls(projectUrl: string, token: string): FeedUrls {
  if (!isFeedToken(token)) throw new RangeError('not a calendar feed token');
  const base = new URL(projectUrl);
  if (base.protocol !== 'https:' && base.protocol !== 'http:')
    throw new RangeError(`not a web address: ${projectUrl}`);
  const path = `${base.pathname.replace(/\/+$/, '')}/functions/v1/${CALENDAR_FEED_FUNCTION}/${token}.ics`;
  const https = `${base.origin}${path}`;
  const webcal = https.replace(/^https?:/, 'webcal:');
  const google = `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`;
  return { https, webcal, google };
}

/**
 * The token in a request's path to the function (`…/calendar-feed/<token>.ics`, the `.ics`
 * optional); null for any other path, so the function answers 404 without a database query.
 */
export function feedTokenFromPath(pathname: string): string | null {
  const match = new RegExp(`/${CALENDAR_FEED_FUNCTION}/([^/]+?)(?:\\.ics)?/?$`).exec(pathname);
  const token = match?.[1];
  return token !== undefined && isFeedToken(token) ? token : null;
}
