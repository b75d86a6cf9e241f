import {
  buildCalendarFeed,
  type FeedPoll,
  type FeedTask,
} from '../../../src/lib/calendarFeed/buildCalendarFeed.ts';
import { feedNotFound, feedResponse } from '../../../src/lib/calendarFeed/feedResponse.ts';
import { feedTokenFromPath } from '../../../src/lib/calendarFeed/feedUrls.ts';
import type { FeedLanguage } from '../../../src/lib/calendarFeed/feedLocales.ts';
import type { OptionKind } from '../../../src/lib/scheduleOptions/optionTime.ts';
import type { FunctionEnv } from '../_shared/function-env.ts';

/**
 * A user's calendar feed: GET (or HEAD) /calendar-feed/<token>.ics answers their open tasks with
 * a due date and their decided polls as one iCalendar file (src/lib/calendarFeed), with an ETag
 * so that calendars polling every hour download it only when something changed. The token is
 * the whole permission: calendars send no JWT (verify_jwt = false); an unknown, revoked or
 * malformed token answers a bare 404, without telling which. What a token may see is decided by
 * the database (public.calendar_feed_items, service role only): the lists the user owns or
 * joined, never another person's.
 */
export const verifyJwt = false;

interface FeedItems {
  language: string;
  tasks: {
    id: string;
    title: string;
    due_date: string;
    notes: string | null;
    list_id: string;
    list_name: string | null;
    updated_at: string | null;
  }[];
  polls: {
    id: string;
    title: string;
    description: string | null;
    updated_at: string | null;
    option: {
      kind: OptionKind;
      date_time: string | null;
      end_time: string | null;
      label: string | null;
    };
  }[];
}

export async function handler(req: Request, env: FunctionEnv): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  const token = feedTokenFromPath(new URL(req.url).pathname);
  if (!token) return feedNotFound();
  const supabaseUrl = (env.SUPABASE_URL ?? '').replace(/\/+$/, '');
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!supabaseUrl || !serviceKey) {
    return new Response('Missing SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY', { status: 500 });
  }
  const response = await fetch(`${supabaseUrl}/rest/v1/rpc/calendar_feed_items`, {
    method: 'POST',
    headers: {
      apikey: serviceKey,
      Authorization: `Bearer ${serviceKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ p_token: token }),
  });
  if (!response.ok) {
    return new Response('The feed could not be read; the calendar will try again.', {
      status: 503,
      headers: { 'Retry-After': '300' },
    });
  }
  const items = (await response.json()) as FeedItems | null;
  if (!items) return feedNotFound();
  // The site's pages for each item (SITE_URL, as the mails use; else this function's origin).
  const site = ((env.SITE_URL ?? '').trim() || new URL(req.url).origin).replace(/\/+$/, '');
  const language: FeedLanguage = items.language === 'en' ? 'en' : 'ja';
  const tasks: FeedTask[] = items.tasks.map((task) => ({
    id: task.id,
    title: task.title,
    dueDate: task.due_date,
    notes: task.notes,
    listName: task.list_name,
    url: `${site}/todo-share?list=${encodeURIComponent(task.list_id)}`,
    updatedAt: task.updated_at,
  }));
  const polls: FeedPoll[] = items.polls.map((poll) => ({
    id: poll.id,
    title: poll.title,
    description: poll.description,
    option: poll.option,
    url: `${site}/schedule-share?poll=${encodeURIComponent(poll.id)}`,
    updatedAt: poll.updated_at,
  }));
  const ics = buildCalendarFeed({ tasks, polls, language, now: new Date() });
  return feedResponse(ics, req);
}
