/** Asking a lookup service for the caller's public address, and describing the answer. */
import { withTimeout } from '../../lib/withTimeout';
import type { IpScope } from './ianaSpecialPurpose';
import { formatIpv4, formatIpv6, parseIpv4, parseIpv6, specialPurposeBlock } from './ipAddress';

export type IpVersion = 'IPv4' | 'IPv6';
export type { IpScope };

export interface IpInfo {
  /** The address as received for IPv4, in RFC 5952 form for IPv6. */
  ip: string;
  version: IpVersion;
  scope: IpScope;
  /** The IANA special-purpose registry entry that covers it, if any. */
  registry: { prefix: string; name: string; rfc: string } | null;
}

/** Internal message for a failed lookup ('failed to get IP info'); never shown raw. */
export class IpLookupError extends Error {
  constructor(message = 'Failed to get IP info') {
    super(message);
    this.name = 'IpLookupError';
  }
}

export function ipVersion(text: string): IpVersion | null {
  if (parseIpv4(text)) return 'IPv4';
  if (parseIpv6(text)) return 'IPv6';
  return null;
}

/** 16 bytes of ::ffff:a.b.c.d (IPv4-mapped, RFC 4291) as the 4 bytes of a.b.c.d. */
function unmapIpv4(bytes: Uint8Array): Uint8Array | null {
  for (let index = 0; index < 10; index++) if (bytes[index] !== 0) return null;
  if (bytes[10] !== 0xff || bytes[11] !== 0xff) return null;
  return bytes.slice(12);
}

/**
 * Reads the `{ip}` answer: IPv4-mapped IPv6 (::ffff:1.2.3.4, ::ffff:102:304) is written as
 * plain IPv4, other IPv6 in RFC 5952 form; the scope comes from IANA's registries.
 */
export function describeIp(raw: unknown): IpInfo | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  let bytes = parseIpv4(text) ?? parseIpv6(text);
  if (!bytes) return null;
  if (bytes.length === 16) bytes = unmapIpv4(bytes) ?? bytes;
  const block = specialPurposeBlock(bytes);
  const isV4 = bytes.length === 4;
  return {
    ip: isV4 ? formatIpv4(bytes) : formatIpv6(bytes),
    version: isV4 ? 'IPv4' : 'IPv6',
    scope: block?.scope ?? 'public',
    registry: block ? { prefix: block.prefix, name: block.name, rfc: block.rfc } : null,
  };
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
