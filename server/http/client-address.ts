import { isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The caller's address as the socket saw it, IPv4-mapped IPv6 written as plain IPv4.
 * Forwarding headers are ignored: the backend listens on loopback with no proxy in front, and
 * trusting them would let any caller claim any address.
 */
export function clientAddress(c: Context): string | null {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    // Not served by @hono/node-server (for example app.request() in a test): no socket.
    return null;
  }
  if (!address) return null;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return isIP(plain) ? plain : null;
}
