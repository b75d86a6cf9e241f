import fc from 'fast-check';
import { calendarFeedUrls, feedTokenFromPath, isFeedToken } from './feedUrls';

const TOKEN = 'Xb3k_9-QmZ2pL7tR4vW8yA';

describe('calendarFeedUrls', () => {
  it.each([
    [
      'https://abc.supabase.co',
      'https://abc.supabase.co/functions/v1/calendar-feed/Xb3k_9-QmZ2pL7tR4vW8yA.ics',
      'webcal://abc.supabase.co/functions/v1/calendar-feed/Xb3k_9-QmZ2pL7tR4vW8yA.ics',
    ],
    [
      'https://abc.supabase.co/',
      'https://abc.supabase.co/functions/v1/calendar-feed/Xb3k_9-QmZ2pL7tR4vW8yA.ics',
      'webcal://abc.supabase.co/functions/v1/calendar-feed/Xb3k_9-QmZ2pL7tR4vW8yA.ics',
    ],
    [
      'http://127.0.0.1:54321',
      'http://127.0.0.1:54321/functions/v1/calendar-feed/Xb3k_9-QmZ2pL7tR4vW8yA.ics',
      'webcal://127.0.0.1:54321/functions/v1/calendar-feed/Xb3k_9-QmZ2pL7tR4vW8yA.ics',
    ],
    [
      'https://example.com/api/',
      'https://example.com/api/functions/v1/calendar-feed/Xb3k_9-QmZ2pL7tR4vW8yA.ics',
      'webcal://example.com/api/functions/v1/calendar-feed/Xb3k_9-QmZ2pL7tR4vW8yA.ics',
    ],
  ])('%s', (project, https, webcal) => {
    const urls = calendarFeedUrls(project, TOKEN);
    expect(urls.https).toBe(https);
    expect(urls.webcal).toBe(webcal);
    const google = new URL(urls.google);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('cid')).toBe(webcal);
  });

  it.each([
    '',
    'short',
    'a/b/c/d/e/f/g/h/i/j/k/l/m',
    '../../../../secret-admin-path',
    'Xb3k 9QmZ2pL7tR4vW8yA00',
  ])('refuses the token %j', (token) => {
    expect(() => calendarFeedUrls('https://abc.supabase.co', token)).toThrow(RangeError);
  });

  it('refuses an address that is not a web address', () => {
    expect(() => calendarFeedUrls('javascript:alert(1)', TOKEN)).toThrow(RangeError);
  });
});

describe('feedTokenFromPath', () => {
  it.each([
    ['/functions/v1/calendar-feed/Xb3k_9-QmZ2pL7tR4vW8yA.ics', TOKEN],
    ['/functions/v1/calendar-feed/Xb3k_9-QmZ2pL7tR4vW8yA', TOKEN],
    ['/calendar-feed/Xb3k_9-QmZ2pL7tR4vW8yA.ics', TOKEN],
    ['/functions/v1/calendar-feed/', null],
    ['/functions/v1/calendar-feed/short.ics', null],
    ['/functions/v1/calendar-feed/Xb3k_9-QmZ2pL7tR4vW8yA.ics/extra', null],
    ['/functions/v1/other/Xb3k_9-QmZ2pL7tR4vW8yA.ics', null],
    ['/functions/v1/calendar-feed/%2E%2E%2FXb3k_9-QmZ2pL7tR4vW8yA', null],
  ])('%s → %s', (path, token) => {
    expect(feedTokenFromPath(path)).toBe(token);
  });

  it('reads back the token of every address it builds', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{22,128}$/), (token) => {
        expect(isFeedToken(token)).toBe(true);
        const { https } = calendarFeedUrls('https://abc.supabase.co', token);
        expect(feedTokenFromPath(new URL(https).pathname)).toBe(token);
      }),
    );
  });
});
