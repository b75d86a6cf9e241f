/** Asking a lookup service for the caller's public address, and describing the answer. */
import { withTimeout } from '../../lib/withTimeout';

export type IpVersion = 'IPv4' | 'IPv6';
export type IpScope = 'public' | 'private' | 'loopback' | 'link_local' | 'shared';

export interface IpInfo {
  ip: string;
  version: IpVersion;
  scope: IpScope;
}

/** Internal message for a failed lookup ('failed to get IP info'); never shown raw. */
export class IpLookupError extends Error {
  constructor(message = 'Failed to get IP info') {
    super(message);
    this.name = 'IpLookupError';
  }
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

export function ipVersion(text: string): IpVersion | null {
  if (IPV4.test(text)) return 'IPv4';
  if (!text.includes(':') || !/^[0-9a-f:.]+$/i.test(text)) return null;
  try {
    // The URL parser validates IPv6 literals for us (no DOM needed).
    new URL(`http://[${text}]/`);
    return 'IPv6';
  } catch {
    return null;
  }
}

function ipv4Scope(ip: string): IpScope {
  const [a = 0, b = 0] = ip.split('.').map(Number);
  if (a === 127) return 'loopback';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 169 && b === 254) return 'link_local';
  if (a === 100 && b >= 64 && b <= 127) return 'shared';
  return 'public';
}

function ipv6Scope(ip: string): IpScope {
  const lower = ip.toLowerCase();
  if (lower === '::1') return 'loopback';
  if (/^f[cd][0-9a-f]{2}:/.test(lower)) return 'private';
  if (/^fe[89ab][0-9a-f]:/.test(lower)) return 'link_local';
  return 'public';
}

/** Reads the `{ip}` answer, writing IPv4-mapped IPv6 (::ffff:1.2.3.4) as plain IPv4. */
export function describeIp(raw: unknown): IpInfo | null {
  if (typeof raw !== 'string') return null;
  let ip = raw.trim();
  if (/^::ffff:\d/i.test(ip)) ip = ip.slice('::ffff:'.length);
  const version = ipVersion(ip);
  if (!version) return null;
  return { ip, version, scope: version === 'IPv4' ? ipv4Scope(ip) : ipv6Scope(ip) };
}

/** GETs the lookup URL; a not-ok status, a timeout or a body without a valid `ip` is a failure. */
export async function lookupIp(
  url: string,
  options: { fetch?: typeof fetch; signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<IpInfo> {
  const fetchImpl = options.fetch ?? fetch;
  const { signal, dispose } = withTimeout(options.signal, options.timeoutMs ?? 10_000);
  let body: unknown;
  try {
    const response = await fetchImpl(url, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal,
    });
    if (!response.ok) throw new IpLookupError(`Failed to get IP info (HTTP ${response.status})`);
    try {
      body = await response.json();
    } catch {
      throw new IpLookupError('Failed to get IP info (not JSON)');
    }
  } finally {
    dispose();
  }
  const info =
    typeof body === 'object' && body !== null ? describeIp((body as { ip?: unknown }).ip) : null;
  if (!info) throw new IpLookupError('Failed to get IP info (no valid ip field)');
  return info;
}
