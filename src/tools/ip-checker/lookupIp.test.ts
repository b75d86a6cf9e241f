import { PUBLIC_IP_LOOKUP_URL, resolveIpLookupUrl } from './config';
import { describeIp, IpLookupError, ipVersion, lookupIp } from './lookupIp';

function fakeFetch(status: number, body: string): typeof fetch {
  return vi.fn(
    async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

describe('ipVersion', () => {
  it.each([
    ['203.0.113.7', 'IPv4'],
    ['0.0.0.0', 'IPv4'],
    ['255.255.255.255', 'IPv4'],
    ['2001:db8::1', 'IPv6'],
    ['::1', 'IPv6'],
    ['2001:0db8:85a3:0000:0000:8a2e:0370:7334', 'IPv6'],
    ['::ffff:192.0.2.1', 'IPv6'],
  ])('%s is %s', (ip, version) => {
    expect(ipVersion(ip)).toBe(version);
  });

  it.each([
    '',
    '256.1.1.1',
    '1.2.3',
    '01.2.3.4',
    '1.2.3.4.5',
    'example.com',
    '2001:db8:::1',
    ':::',
    '1:2:3:4:5:6:7:8:9',
    '<script>',
    '１.２.３.４',
  ])('rejects %j', (text) => {
    expect(ipVersion(text)).toBeNull();
  });
});

describe('describeIp', () => {
  it.each([undefined, null, 42, '', 'not an ip', { ip: '1.1.1.1' }])('rejects %j', (value) => {
    expect(describeIp(value)).toBeNull();
  });
});

describe('lookupIp', () => {
  it('reads the ip field', async () => {
    const fetchImpl = fakeFetch(200, '{"ip":"198.51.100.23"}');
    await expect(lookupIp('https://lookup.test/', { fetch: fetchImpl })).resolves.toEqual({
      ip: '198.51.100.23',
      version: 'IPv4',
      scope: 'documentation',
      registry: { prefix: '198.51.100.0/24', name: 'Documentation (TEST-NET-2)', rfc: 'RFC 5737' },
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://lookup.test/',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it.each([
    [500, '{"ip":"198.51.100.23"}'],
    [404, 'Not found'],
    [200, 'not json'],
    [200, '{}'],
    [200, '{"ip":"<img src=x onerror=alert(1)>"}'],
    [200, '[]'],
    [200, 'null'],
  ])('fails on HTTP %d %j', async (status, body) => {
    await expect(
      lookupIp('https://lookup.test/', { fetch: fakeFetch(status, body) }),
    ).rejects.toBeInstanceOf(IpLookupError);
  });

  it('passes network errors through and times out', async () => {
    const offline: typeof fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(lookupIp('https://lookup.test/', { fetch: offline })).rejects.toThrow(
      'Failed to fetch',
    );
    const never: typeof fetch = vi.fn(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    await expect(
      lookupIp('https://lookup.test/', { fetch: never, timeoutMs: 20 }),
    ).rejects.toThrow();
  });
});

describe('resolveIpLookupUrl', () => {
  it('prefers the configured URL, then the local backend, then the public service', () => {
    expect(resolveIpLookupUrl(' https://ip.example/json ', true, 'http://127.0.0.1:54321')).toBe(
      'https://ip.example/json',
    );
    expect(resolveIpLookupUrl(undefined, true, 'http://127.0.0.1:54321')).toBe(
      'http://127.0.0.1:54321/api/ip',
    );
    expect(resolveIpLookupUrl('', false, 'https://abc.supabase.co')).toBe(PUBLIC_IP_LOOKUP_URL);
  });
});
