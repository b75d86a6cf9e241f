import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import { createTestClient, signUpNewUser, startTestBackend } from './helpers/backend.ts';

/**
 * `redirect_to` of mail links, matched as supabase/auth's IsRedirectURLValid
 * (internal/utilities/request.go): the site (scheme, host, port; any port on a loopback host),
 * loopback IP addresses, and the allow list's globs (gobwas/glob with '.' and '/' as
 * separators). Everything else leads to SITE_URL. Each row names the host the browser lands
 * on: the Location of /verify, parsed as the browser parses it.
 */
const SITE_URL = 'http://localhost:5173';
const ALLOW_LIST = [
  'https://office.example/**',
  'https://*.preview.office.example/**',
  'jp.example.office://callback',
];
let backend: RunningBackend;

beforeAll(async () => {
  backend = await startTestBackend({ siteUrl: SITE_URL, redirectAllowList: ALLOW_LIST });
}, 180_000);
afterAll(async () => {
  await backend?.close();
});

const SITE = 'localhost:5173';

// [redirect_to, where the browser lands (scheme://host), why]
const CASES: [string, string, string][] = [
  ['http://localhost:5173/reset', `http://${SITE}`, 'the site'],
  [
    'http://localhost:4173/reset',
    'http://localhost:4173',
    'the site host on another port (loopback)',
  ],
  ['http://127.0.0.1:4173/', 'http://127.0.0.1:4173', 'a loopback IP address'],
  ['http://[::1]:4173/', 'http://[::1]:4173', 'the IPv6 loopback address'],
  ['https://localhost:5173/', `http://${SITE}`, 'the site host with another scheme'],
  ['http://localhost:5173@evil.example/', `http://${SITE}`, 'user-info: the host is evil.example'],
  ['http://localhost:5173%40evil.example/', `http://${SITE}`, 'an encoded @ in the authority'],
  ['https://office.example.evil.example/', `http://${SITE}`, 'an allowed host as a prefix'],
  ['https://office.example/auth/callback', 'https://office.example', 'an allow-list glob'],
  ['https://OFFICE.example/Path?x=1', 'https://office.example', 'host names are case-blind'],
  ['https://office.example:8443/', `http://${SITE}`, 'another port than the glob names'],
  ['http://office.example/', `http://${SITE}`, 'http where the glob says https'],
  ['https://evil.example\\@office.example/', `http://${SITE}`, 'a backslash (the browser reads /)'],
  [
    'https://evil.example%2F@office.example/',
    `http://${SITE}`,
    'an encoded slash before user-info',
  ],
  ['//evil.example/', `http://${SITE}`, 'a scheme-relative URL'],
  ['https:/evil.example/', `http://${SITE}`, 'a single slash (the browser adds one)'],
  ['https://user:secret@office.example/', `http://${SITE}`, 'user-info on an allowed host'],
  ['https://оffice.example/', `http://${SITE}`, 'an IDN look-alike (Cyrillic о)'],
  ['https://xn--ffice-3ve.example/', `http://${SITE}`, 'the same look-alike as punycode'],
  ['http://2130706433:5173/', `http://${SITE}`, '127.0.0.1 written as one decimal number'],
  ['http://0x7f.0.0.1:5173/', `http://${SITE}`, '127.0.0.1 in hexadecimal'],
  ['http://[::ffff:127.0.0.1]/', `http://${SITE}`, 'an IPv4-mapped IPv6 address'],
  ['https://a.preview.office.example/x', 'https://a.preview.office.example', 'one label for *'],
  ['https://a.b.preview.office.example/', `http://${SITE}`, '* never spans a dot'],
  ['https://evil.example?.preview.office.example/', `http://${SITE}`, 'a query dressed as a host'],
  ['https://localhost.evil.example:5173/', `http://${SITE}`, 'the site host as a label'],
  ['http://evil.example/http://localhost:5173/', `http://${SITE}`, 'the site URL in the path'],
  [' https://office.example/', `http://${SITE}`, 'a leading space'],
  ['https://office.example./', `http://${SITE}`, 'a trailing dot in the host'],
  ['javascript:alert(document.cookie)', `http://${SITE}`, 'a script URL'],
  ['jp.example.office://callback', 'jp.example.office://callback', "an app's own scheme"],
];

async function landing(redirectTo: string): Promise<URL> {
  const response = await fetch(
    `${backend.url}/auth/v1/verify?type=recovery&token=not-a-token&redirect_to=${encodeURIComponent(redirectTo)}`,
    { redirect: 'manual' },
  );
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

describe('redirect_to of mail links', () => {
  it('has at least 20 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(20);
  });

  it.each(CASES)('%s lands on %s (%s)', async (redirectTo, lands) => {
    const url = await landing(redirectTo);
    const where = url.host ? `${url.protocol}//${url.host}` : url.href.replace(/#.*$/, '');
    expect(where).toBe(lands);
    // The error of the bogus token travels in the fragment, never another URL's.
    expect(new URLSearchParams(url.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('sends a recovery session only to an allowed host; a trick gets the site', async () => {
    const anon = createTestClient(backend.url, backend.anonKey);
    for (const [redirectTo, lands] of [
      ['http://localhost:5173@evil.example/', `http://${SITE}`],
      ['https://office.example/reset', 'https://office.example'],
    ] as const) {
      // One user each: a second recovery mail within the minute is refused (max frequency).
      const user = await signUpNewUser(backend);
      backend.mailbox.clear();
      expect((await anon.auth.resetPasswordForEmail(user.email, { redirectTo })).error).toBeNull();
      const text = backend.mailbox.list()[0]?.text ?? '';
      const link = /(http\S+\/auth\/v1\/verify\?\S+)/.exec(text)?.[1] ?? '';
      const response = await fetch(link, { redirect: 'manual' });
      const url = new URL(response.headers.get('location') ?? '');
      expect(`${url.protocol}//${url.host}`).toBe(lands);
      expect(new URLSearchParams(url.hash.slice(1)).get('access_token')).toBeTruthy();
    }
  }, 60_000);
});
