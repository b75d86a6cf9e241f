import { compileRedirectGlob } from './redirect-glob.ts';

/**
 * Where a mail link may send the browser (and the session in its fragment), decided as
 * supabase/auth's IsRedirectURLValid (internal/utilities/request.go) decides it:
 *
 * - back to the site: the same scheme and host as SITE_URL and the same port, any port for a
 *   loopback host (RFC 8252 7.3), any path;
 * - a loopback IP address (127.x.x.x, [::1]); a host written as a bare number never;
 * - an entry of the allow list (ADDITIONAL_REDIRECT_URLS), a glob (redirect-glob.ts).
 *
 * GoTrue compares Go's parse of the text and then redirects to the text itself, so a parser
 * difference between Go and the browser is a way out. Here the text must be plain (ASCII, no
 * spaces, controls or backslashes, the authority nothing but host and port: no user-info,
 * `%40`, IDN or numeric-IP tricks) and is then parsed as the browser parses it (WHATWG URL);
 * the checks read that parse and the link leads to its serialisation, so the host checked is
 * the host the browser lands on.
 */
export interface RedirectPolicy {
  siteUrl: string;
  allowList: readonly string[];
}

/** Characters no redirect target may contain: controls, space, `\`, anything not ASCII. */
const UNSAFE_TEXT = /[^\u0021-\u007e]|\\/;
/** An http(s) URL's start: scheme, `//`, a plain host name or bracketed IPv6, a port. */
const PLAIN_AUTHORITY =
  /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::(\d{1,5}))?(?=[/?#]|$)/i;
/** Schemes that run or embed content instead of opening a page: never a redirect target. */
const REFUSED_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:']);
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

const effectivePort = (url: URL) => url.port || DEFAULT_PORTS[url.protocol] || '';

/** supabase/auth internal/utilities/url_validator.go isLocalhost, on WHATWG host names. */
function isLocalhost(hostname: string): boolean {
  return (
    ['localhost', '127.0.0.1', '[::1]', '0.0.0.0', '[::]'].includes(hostname) ||
    hostname.endsWith('.localhost')
  );
}

const isLoopbackIp = (hostname: string) =>
  hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);

function sameSite(url: URL, site: URL): boolean {
  return (
    url.protocol === site.protocol &&
    url.hostname === site.hostname &&
    (effectivePort(url) === effectivePort(site) || isLocalhost(url.hostname))
  );
}

const PATTERN_PARTS = /^([a-z][a-z0-9+.-]*:)\/\/([^/?#]*)([\s\S]*)$/i;

/**
 * One allow-list glob. An entry with an authority (`https://*.example.com/**`) is matched part
 * by part against the parsed URL: scheme exactly, host and port by the glob, then path and
 * query; so a `*` can never take characters of the query into the host.
 */
function matcherFor(pattern: string): (url: URL) => boolean {
  const parts = PATTERN_PARTS.exec(pattern);
  if (!parts) {
    const whole = compileRedirectGlob(pattern);
    return (url) => whole(url.href.replace(/#[\s\S]*$/, ''));
  }
  const scheme = (parts[1] as string).toLowerCase();
  const host = compileRedirectGlob((parts[2] as string).toLowerCase());
  const rest = compileRedirectGlob(parts[3] as string);
  return (url) => {
    const path = url.pathname + url.search;
    return (
      url.protocol === scheme &&
      host(url.host) &&
      (rest(path) || (parts[3] === '' && (path === '/' || path === '')))
    );
  };
}

/** A malformed entry (an unclosed `[` or `{`) admits nothing rather than failing the request. */
function safeMatcher(pattern: string): (url: URL) => boolean {
  try {
    return matcherFor(pattern);
  } catch {
    return () => false;
  }
}

/** Parses `requested` as the browser would, or undefined when its text is not plain. */
function parsePlain(requested: string): URL | undefined {
  if (requested === '' || requested.length > 2048 || UNSAFE_TEXT.test(requested)) return undefined;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return undefined;
  }
  if (REFUSED_SCHEMES.has(url.protocol)) return undefined;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    // An app's own scheme (myapp://callback): only the allow list can admit it.
    return url.username || url.password ? undefined : url;
  }
  const authority = PLAIN_AUTHORITY.exec(requested);
  if (!authority) return undefined;
  const [, host = '', port] = authority;
  // The browser's host must be the text's host: no numeric forms (2130706433, 0x7f.1),
  // no IPv4-mapped IPv6, nothing the parser rewrites into another address.
  if (url.hostname !== host.toLowerCase()) return undefined;
  if (
    (port === undefined ? DEFAULT_PORTS[url.protocol] : String(Number(port))) !== effectivePort(url)
  ) {
    return undefined;
  }
  return url;
}

/** The normalised URL a link may lead to, or undefined when `requested` is not allowed. */
export function allowedRedirect(requested: string, policy: RedirectPolicy): string | undefined {
  const url = parsePlain(requested);
  if (!url) return undefined;
  let site: URL | undefined;
  try {
    site = new URL(policy.siteUrl);
  } catch {
    site = undefined;
  }
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  if (web && site && sameSite(url, site)) return url.href;
  if (web && isLoopbackIp(url.hostname)) return url.href;
  // GoTrue: "IP address in decimal form also not allowed in redirects!"
  if (/^\d+$/.test(url.hostname)) return undefined;
  if (policy.allowList.some((pattern) => safeMatcher(pattern)(url))) return url.href;
  return undefined;
}

/** Where a link leads: `requested` when allowed (normalised), else the site. */
export function redirectTargetFor(requested: string | undefined, policy: RedirectPolicy): string {
  return (requested && allowedRedirect(requested, policy)) || policy.siteUrl;
}
