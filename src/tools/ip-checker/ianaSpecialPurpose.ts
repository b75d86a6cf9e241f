/**
 * IANA's IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890, with the entries later RFCs
 * added, as the registries stood in 2025), plus the multicast ranges of IANA's multicast address
 * registries. `name` is the registry's own; `scope` is how this site explains it.
 */
export type IpScope =
  | 'public'
  | 'private'
  | 'loopback'
  | 'link_local'
  | 'shared'
  | 'documentation'
  | 'benchmarking'
  | 'unspecified'
  | 'multicast'
  | 'transition'
  | 'reserved';

export interface SpecialPurposeBlock {
  /** The block as the registry writes it: 192.0.2.0/24. */
  prefix: string;
  network: Uint8Array;
  prefixLength: number;
  name: string;
  rfc: string;
  scope: IpScope;
}

type Entry = [prefix: string, name: string, rfc: string, scope: IpScope];

const IPV4: Entry[] = [
  ['0.0.0.0/8', '"This network"', 'RFC 791', 'unspecified'],
  ['0.0.0.0/32', '"This host on this network"', 'RFC 1122', 'unspecified'],
  ['10.0.0.0/8', 'Private-Use', 'RFC 1918', 'private'],
  ['100.64.0.0/10', 'Shared Address Space', 'RFC 6598', 'shared'],
  ['127.0.0.0/8', 'Loopback', 'RFC 1122', 'loopback'],
  ['169.254.0.0/16', 'Link Local', 'RFC 3927', 'link_local'],
  ['172.16.0.0/12', 'Private-Use', 'RFC 1918', 'private'],
  ['192.0.0.0/24', 'IETF Protocol Assignments', 'RFC 6890', 'reserved'],
  ['192.0.0.0/29', 'IPv4 Service Continuity Prefix', 'RFC 7335', 'reserved'],
  ['192.0.0.8/32', 'IPv4 dummy address', 'RFC 7600', 'reserved'],
  ['192.0.0.9/32', 'Port Control Protocol Anycast', 'RFC 7723', 'public'],
  ['192.0.0.10/32', 'Traversal Using Relays around NAT Anycast', 'RFC 8155', 'public'],
  ['192.0.0.170/32', 'NAT64/DNS64 Discovery', 'RFC 8880', 'reserved'],
  ['192.0.0.171/32', 'NAT64/DNS64 Discovery', 'RFC 8880', 'reserved'],
  ['192.0.2.0/24', 'Documentation (TEST-NET-1)', 'RFC 5737', 'documentation'],
  ['192.31.196.0/24', 'AS112-v4', 'RFC 7535', 'public'],
  ['192.52.193.0/24', 'AMT', 'RFC 7450', 'public'],
  ['192.88.99.0/24', 'Deprecated (6to4 Relay Anycast)', 'RFC 7526', 'reserved'],
  ['192.168.0.0/16', 'Private-Use', 'RFC 1918', 'private'],
  ['192.175.48.0/24', 'Direct Delegation AS112 Service', 'RFC 7534', 'public'],
  ['198.18.0.0/15', 'Benchmarking', 'RFC 2544', 'benchmarking'],
  ['198.51.100.0/24', 'Documentation (TEST-NET-2)', 'RFC 5737', 'documentation'],
  ['203.0.113.0/24', 'Documentation (TEST-NET-3)', 'RFC 5737', 'documentation'],
  ['224.0.0.0/4', 'Multicast', 'RFC 5771', 'multicast'],
  ['240.0.0.0/4', 'Reserved', 'RFC 1112', 'reserved'],
  ['255.255.255.255/32', 'Limited Broadcast', 'RFC 919', 'reserved'],
];

const IPV6: Entry[] = [
  ['::/128', 'Unspecified Address', 'RFC 4291', 'unspecified'],
  ['::1/128', 'Loopback Address', 'RFC 4291', 'loopback'],
  ['::ffff:0:0/96', 'IPv4-mapped Address', 'RFC 4291', 'transition'],
  ['64:ff9b::/96', 'IPv4-IPv6 Translat.', 'RFC 6052', 'transition'],
  ['64:ff9b:1::/48', 'IPv4-IPv6 Translat.', 'RFC 8215', 'transition'],
  ['100::/64', 'Discard-Only Address Block', 'RFC 6666', 'reserved'],
  ['100:0:0:1::/64', 'Dummy IPv6 Prefix', 'RFC 9780', 'reserved'],
  ['2001::/23', 'IETF Protocol Assignments', 'RFC 2928', 'reserved'],
  ['2001::/32', 'TEREDO', 'RFC 4380', 'transition'],
  ['2001:1::1/128', 'Port Control Protocol Anycast', 'RFC 7723', 'public'],
  ['2001:1::2/128', 'Traversal Using Relays around NAT Anycast', 'RFC 8155', 'public'],
  ['2001:1::3/128', 'DNS-SD Service Registration Protocol Anycast', 'RFC 9665', 'public'],
  ['2001:2::/48', 'Benchmarking', 'RFC 5180', 'benchmarking'],
  ['2001:3::/32', 'AMT', 'RFC 7450', 'public'],
  ['2001:4:112::/48', 'AS112-v6', 'RFC 7535', 'public'],
  ['2001:10::/28', 'Deprecated (previously ORCHID)', 'RFC 4843', 'reserved'],
  ['2001:20::/28', 'ORCHIDv2', 'RFC 7343', 'public'],
  ['2001:30::/28', 'Drone Remote ID Protocol Entity Tags (DETs) Prefix', 'RFC 9374', 'public'],
  ['2001:db8::/32', 'Documentation', 'RFC 3849', 'documentation'],
  ['2002::/16', '6to4', 'RFC 3056', 'transition'],
  ['2620:4f:8000::/48', 'Direct Delegation AS112 Service', 'RFC 7534', 'public'],
  ['3fff::/20', 'Documentation', 'RFC 9637', 'documentation'],
  ['5f00::/16', 'Segment Routing (SRv6) SIDs', 'RFC 9602', 'reserved'],
  ['fc00::/7', 'Unique-Local', 'RFC 4193', 'private'],
  ['fe80::/10', 'Link-Local Unicast', 'RFC 4291', 'link_local'],
  ['ff00::/8', 'Multicast', 'RFC 4291', 'multicast'],
];

function build(
  entries: Entry[],
  parse: (text: string) => Uint8Array | null,
): SpecialPurposeBlock[] {
  return entries.map(([prefix, name, rfc, scope]) => {
    const [address = '', length = ''] = prefix.split('/');
    const network = parse(address);
    if (!network) throw new Error(`Bad registry prefix ${prefix}`);
    return { prefix, network, prefixLength: Number(length), name, rfc, scope };
  });
}

/** Dotted decimal to bytes, for the table above only (ipAddress.ts has the strict parser). */
function ipv4Bytes(text: string): Uint8Array {
  return Uint8Array.from(text.split('.').map(Number));
}

/** Compressed IPv6 to bytes, for the table above only. */
function ipv6Bytes(text: string): Uint8Array {
  const [head = '', tail] = text.split('::');
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16));
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const all = [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  const bytes = new Uint8Array(16);
  all.forEach((group, index) => {
    bytes[index * 2] = group >> 8;
    bytes[index * 2 + 1] = group & 0xff;
  });
  return bytes;
}

export const IPV4_SPECIAL_PURPOSE = build(IPV4, ipv4Bytes);
export const IPV6_SPECIAL_PURPOSE = build(IPV6, ipv6Bytes);
