import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import type { IpScope } from './ianaSpecialPurpose';
import { IPV4_SPECIAL_PURPOSE, IPV6_SPECIAL_PURPOSE } from './ianaSpecialPurpose';
import { formatIpv6, parseIpv4, parseIpv6 } from './ipAddress';
import { describeIp } from './lookupIp';

describe('parseIpv6 and formatIpv6 (RFC 5952)', () => {
  it.each([
    ['0:0:0:0:0:0:0:1', '::1'],
    ['FE80::abcd', 'fe80::abcd'],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:db8:0:1:1:1:1:1', '2001:db8:0:1:1:1:1:1'],
    ['2001:0:0:1::1', '2001:0:0:1::1'],
    ['::', '::'],
    ['1::', '1::'],
    ['::ffff:192.0.2.1', '::ffff:c000:201'],
  ])('%s is written %s', (input, expected) => {
    const bytes = parseIpv6(input);
    expect(bytes).not.toBeNull();
    expect(formatIpv6(bytes as Uint8Array)).toBe(expected);
  });

  it.each([
    '',
    ':',
    ':::',
    '1:2:3:4:5:6:7:8:9',
    '1::2::3',
    '12345::',
    'fe80::1%eth0',
    '1.2.3.4::',
    '::1.2.3',
  ])('refuses %j', (input) => {
    expect(parseIpv6(input)).toBeNull();
  });

  it('writes every address as ipaddr.js does (toRFC5952String), and reads it back', () => {
    // Groups biased towards zero, so that runs of zeros of every length and place occur.
    const group = fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 0, max: 0xffff }));
    fc.assert(
      fc.property(fc.array(group, { minLength: 8, maxLength: 8 }), (groups) => {
        const full = groups.map((g) => g.toString(16).padStart(4, '0').toUpperCase()).join(':');
        const bytes = parseIpv6(full);
        expect(bytes).not.toBeNull();
        const text = formatIpv6(bytes as Uint8Array);
        expect(text).toBe(ipaddr.IPv6.parse(full).toRFC5952String());
        expect(parseIpv6(text)).toEqual(bytes);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('describeIp', () => {
  it.each<[string, IpScope, string]>([
    ['203.0.113.7', 'documentation', '203.0.113.7'],
    ['8.8.8.8', 'public', '8.8.8.8'],
    ['127.0.0.1', 'loopback', '127.0.0.1'],
    ['10.1.2.3', 'private', '10.1.2.3'],
    ['172.16.0.1', 'private', '172.16.0.1'],
    ['172.32.0.1', 'public', '172.32.0.1'],
    ['192.168.1.10', 'private', '192.168.1.10'],
    ['169.254.1.1', 'link_local', '169.254.1.1'],
    ['100.64.0.1', 'shared', '100.64.0.1'],
    ['192.0.2.1', 'documentation', '192.0.2.1'],
    ['198.18.0.1', 'benchmarking', '198.18.0.1'],
    ['240.0.0.1', 'reserved', '240.0.0.1'],
    ['255.255.255.255', 'reserved', '255.255.255.255'],
    ['224.0.0.251', 'multicast', '224.0.0.251'],
    ['0.0.0.0', 'unspecified', '0.0.0.0'],
    // The most specific entry wins: a globally reachable /32 inside a reserved /24.
    ['192.0.0.9', 'public', '192.0.0.9'],
    ['192.0.0.1', 'reserved', '192.0.0.1'],
    ['::1', 'loopback', '::1'],
    ['0:0:0:0:0:0:0:1', 'loopback', '::1'],
    ['fd12:3456::1', 'private', 'fd12:3456::1'],
    ['FE80::abcd', 'link_local', 'fe80::abcd'],
    ['2001:db8::1', 'documentation', '2001:db8::1'],
    ['3fff::1', 'documentation', '3fff::1'],
    ['2002:c000:201::1', 'transition', '2002:c000:201::1'],
    ['2001:0:4136:e378::1', 'transition', '2001:0:4136:e378::1'],
    ['2400:4050:0:0:0:0:0:1', 'public', '2400:4050::1'],
    ['ff02::1', 'multicast', 'ff02::1'],
    ['::', 'unspecified', '::'],
  ])('%s is %s, shown as %s', (ip, scope, shown) => {
    const info = describeIp(ip);
    expect(info?.scope).toBe(scope);
    expect(info?.ip).toBe(shown);
  });

  it('names the registry entry', () => {
    expect(describeIp('192.0.2.1')?.registry).toEqual({
      prefix: '192.0.2.0/24',
      name: 'Documentation (TEST-NET-1)',
      rfc: 'RFC 5737',
    });
    expect(describeIp('8.8.8.8')?.registry).toBeNull();
  });

  it('writes IPv4-mapped addresses as IPv4, in either notation', () => {
    expect(describeIp(' ::ffff:127.0.0.1 ')?.ip).toBe('127.0.0.1');
    expect(describeIp('::ffff:7f00:1')).toMatchObject({ ip: '127.0.0.1', scope: 'loopback' });
  });
});

/**
 * ipaddr.js's range() names, for the same blocks, and the scopes of ours that fit each: an
 * independent reading of IANA's registries. Where IANA added entries that ipaddr.js does not
 * know yet (RFC 9780's dummy prefix), the list says so.
 */
const FITTING_SCOPES: Record<string, IpScope[]> = {
  unspecified: ['unspecified'],
  broadcast: ['reserved'],
  multicast: ['multicast'],
  linkLocal: ['link_local'],
  loopback: ['loopback'],
  carrierGradeNat: ['shared'],
  private: ['private'],
  uniqueLocal: ['private'],
  reserved: ['reserved', 'documentation', 'benchmarking', 'public'],
  as112: ['public'],
  as112v6: ['public'],
  amt: ['public'],
  unicast: ['public', 'reserved'],
  discard: ['reserved'],
  rfc6052: ['transition'],
  rfc6145: ['public'],
  '6to4': ['transition'],
  teredo: ['transition'],
  benchmarking: ['benchmarking'],
  deprecatedOrchid: ['reserved'],
  orchid2: ['public'],
  droneRemoteIdProtocolEntityTags: ['public'],
  segmentRouting: ['reserved'],
  deprecatedSiteLocal: ['public'],
};

describe('categories agree with ipaddr.js', () => {
  const nearBlock = (bytesOf: typeof IPV4_SPECIAL_PURPOSE) =>
    fc
      .tuple(fc.constantFrom(...bytesOf), fc.uint8Array({ minLength: 16, maxLength: 16 }))
      .map(([block, noise]) => {
        // An address inside the block: its prefix, random bits after it.
        const bytes = Uint8Array.from(block.network);
        for (let bit = block.prefixLength; bit < bytes.length * 8; bit++) {
          const byte = bit >> 3;
          const mask = 0x80 >> (bit & 7);
          if ((noise[byte] as number) & mask) bytes[byte] = (bytes[byte] as number) | mask;
          else bytes[byte] = (bytes[byte] as number) & ~mask;
        }
        return bytes;
      });

  it('for IPv4 addresses in and around every registry block', () => {
    const address = fc.oneof(
      nearBlock(IPV4_SPECIAL_PURPOSE),
      fc.uint8Array({ minLength: 4, maxLength: 4 }),
    );
    fc.assert(
      fc.property(address, (bytes) => {
        const text = Array.from(bytes.slice(0, 4)).join('.');
        expect(parseIpv4(text)).not.toBeNull();
        const ours = describeIp(text)?.scope;
        expect(FITTING_SCOPES[ipaddr.IPv4.parse(text).range()]).toContain(ours);
      }),
      { numRuns: 5000 },
    );
  });

  it('for IPv6 addresses in and around every registry block', () => {
    const address = fc.oneof(
      nearBlock(IPV6_SPECIAL_PURPOSE),
      fc.uint8Array({ minLength: 16, maxLength: 16 }),
    );
    fc.assert(
      fc.property(address, (bytes) => {
        const text = formatIpv6(bytes);
        const theirs = ipaddr.IPv6.parse(text).range();
        // ::ffff:a.b.c.d is shown as the IPv4 address it carries (checked above).
        if (theirs === 'ipv4Mapped') return;
        expect(FITTING_SCOPES[theirs]).toContain(describeIp(text)?.scope);
      }),
      { numRuns: 5000 },
    );
  });
});
