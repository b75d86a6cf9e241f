/**
 * IP addresses as bytes: strict parsing, RFC 5952 text for IPv6, and the category of an address
 * from IANA's special-purpose address registries (RFC 6890 and the RFCs that added entries).
 */
import {
  IPV4_SPECIAL_PURPOSE,
  IPV6_SPECIAL_PURPOSE,
  type SpecialPurposeBlock,
} from './ianaSpecialPurpose';

/** Dotted decimal, no leading zeros (0177.0.0.1 means 127.0.0.1 to some parsers). */
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

export function parseIpv4(text: string): Uint8Array | null {
  if (!IPV4.test(text)) return null;
  return Uint8Array.from(text.split('.').map(Number));
}

/**
 * RFC 4291 text (`::` once at most, hex groups of one to four digits, an IPv4 tail) as 16 bytes;
 * anything else, a zone (`%eth0`) included, is null.
 */
export function parseIpv6(text: string): Uint8Array | null {
  if (!/^[0-9a-f:.]+$/i.test(text)) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string): number[] | null => {
    if (part === '') return [];
    const pieces = part.split(':');
    const groups: number[] = [];
    for (let index = 0; index < pieces.length; index++) {
      const piece = pieces[index] as string;
      if (index === pieces.length - 1 && piece.includes('.')) {
        const v4 = parseIpv4(piece);
        if (!v4) return null;
        groups.push(
          ((v4[0] as number) << 8) | (v4[1] as number),
          ((v4[2] as number) << 8) | (v4[3] as number),
        );
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
        groups.push(Number.parseInt(piece, 16));
      } else return null;
    }
    return groups;
  };
  const head = groupsOf(halves[0] as string);
  const tail = halves.length === 2 ? groupsOf(halves[1] as string) : [];
  if (!head || !tail) return null;
  // An IPv4 tail is only allowed at the very end.
  if (halves.length === 2 && (halves[0] as string).includes('.')) return null;
  const given = head.length + tail.length;
  if (halves.length === 1 ? given !== 8 : given > 7) return null;
  const groups = [...head, ...Array<number>(8 - given).fill(0), ...tail];
  const bytes = new Uint8Array(16);
  groups.forEach((group, index) => {
    bytes[index * 2] = group >> 8;
    bytes[index * 2 + 1] = group & 0xff;
  });
  return bytes;
}

/**
 * RFC 5952 §4: lower case, no leading zeros, the longest run of two or more zero groups as
 * `::` (the first of equal runs), a single zero group written as 0.
 */
export function formatIpv6(bytes: Uint8Array): string {
  const groups: number[] = [];
  for (let index = 0; index < 16; index += 2) {
    groups.push(((bytes[index] as number) << 8) | (bytes[index + 1] as number));
  }
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8;) {
    if (groups[start] !== 0) {
      start++;
      continue;
    }
    let end = start;
    while (end < 8 && groups[end] === 0) end++;
    if (end - start > bestLength) {
      bestStart = start;
      bestLength = end - start;
    }
    start = end;
  }
  const hex = (list: number[]) => list.map((group) => group.toString(16)).join(':');
  if (bestStart === -1) return hex(groups);
  return `${hex(groups.slice(0, bestStart))}::${hex(groups.slice(bestStart + bestLength))}`;
}

export function formatIpv4(bytes: Uint8Array): string {
  return Array.from(bytes).join('.');
}

function prefixMatches(bytes: Uint8Array, block: SpecialPurposeBlock): boolean {
  const fullBytes = block.prefixLength >> 3;
  for (let index = 0; index < fullBytes; index++) {
    if (bytes[index] !== block.network[index]) return false;
  }
  const restBits = block.prefixLength & 7;
  if (restBits === 0) return true;
  const mask = (0xff << (8 - restBits)) & 0xff;
  return ((bytes[fullBytes] as number) & mask) === ((block.network[fullBytes] as number) & mask);
}

/**
 * The registry entry that covers the address, the most specific one when entries nest
 * (192.0.0.9/32 inside 192.0.0.0/24); null for an ordinary global address.
 */
export function specialPurposeBlock(bytes: Uint8Array): SpecialPurposeBlock | null {
  const registry = bytes.length === 4 ? IPV4_SPECIAL_PURPOSE : IPV6_SPECIAL_PURPOSE;
  let best: SpecialPurposeBlock | null = null;
  for (const block of registry) {
    if (prefixMatches(bytes, block) && (!best || block.prefixLength > best.prefixLength)) {
      best = block;
    }
  }
  return best;
}
