/**
 * How the feed is answered over HTTP, the same by the edge function on hosted Supabase and by
 * the local backend (web-standard Response and crypto.subtle only, so it runs in Deno, Node and
 * browsers alike):
 *
 * - 200 with `text/calendar; charset=utf-8` and an ETag (a SHA-256 of the text), or 304 with no
 *   body when the calendar sends that ETag back in If-None-Match: calendars that poll every
 *   hour then download the file only when something changed.
 * - The address is a secret: `private` (no shared cache keeps it), `no-referrer`, and `noindex`
 *   so that a link pasted somewhere public is not indexed.
 * - 404 with no body for an unknown, revoked or malformed token: the answer does not tell a
 *   revoked address from one that never existed.
 */

export const FEED_FILE_NAME = 'office-toolbox.ics';

const SECRET_HEADERS = {
  'Cache-Control': 'private, max-age=0, must-revalidate',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Content-Type-Options': 'nosniff',
};

/** A strong ETag: the SHA-256 of the feed's UTF-8 bytes, in hex. */
export async function feedEtag(ics: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(ics));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'));
  return `"${hex.join('')}"`;
}

/** True when If-None-Match names this ETag (or is `*`); weak forms (W/"…") count too. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** The answer to a GET (or HEAD) of a valid feed address. */
export async function feedResponse(
  ics: string,
  request: Pick<Request, 'method' | 'headers'>,
): Promise<Response> {
  const etag = await feedEtag(ics);
  const headers = { ...SECRET_HEADERS, ETag: etag };
  if (etagMatches(request.headers.get('If-None-Match'), etag))
    return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : ics, {
    status: 200,
    headers: {
      ...headers,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${FEED_FILE_NAME}"`,
    },
  });
}

/** The answer for a token that is unknown, revoked or not a token at all. */
export function feedNotFound(): Response {
  return new Response(null, { status: 404, headers: SECRET_HEADERS });
}
