import { CodecError } from './codecError';
import { percentDecode, percentEncode } from './percentEncoding';

const plain = { plusForSpace: false };
const form = { plusForSpace: true };

describe('percentEncode', () => {
  it.each([
    ['url', 'empty', '', plain, ''],
    ['url', 'reserved characters escaped', 'a b&c=d/e?f#g', plain, 'a%20b%26c%3Dd%2Fe%3Ff%23g'],
    ['url', 'Japanese as UTF-8', '東京', plain, '%E6%9D%B1%E4%BA%AC'],
    ['url', 'emoji', '🚀', plain, '%F0%9F%9A%80'],
    ['url', 'CRLF', 'a\r\nb', plain, 'a%0D%0Ab'],
    ['url', 'spaces as plus for forms', 'a b+c', form, 'a+b%2Bc'],
    [
      'uri',
      'structure kept',
      'https://example.com/検索?q=a b#top',
      plain,
      'https://example.com/%E6%A4%9C%E7%B4%A2?q=a%20b#top',
    ],
  ] as const)('%s: %s', (scope, _name, text, options, expected) => {
    expect(percentEncode(text, scope, options)).toBe(expected);
  });

  it('refuses half an emoji', () => {
    expect(() => percentEncode('\ud83d', 'url', plain)).toThrow(CodecError);
  });
});

describe('percentDecode', () => {
  it.each([
    ['url', 'Japanese', '%E6%9D%B1%E4%BA%AC', plain, '東京'],
    ['url', 'lower-case hex', '%e6%9d%b1', plain, '東'],
    ['url', 'plus kept by default', 'a+b', plain, 'a+b'],
    ['url', 'plus as space for forms', 'a+b%2B', form, 'a b+'],
    ['url', 'already plain text', 'hello 世界', plain, 'hello 世界'],
    ['uri', 'reserved escapes kept', 'a%2Fb%20c', plain, 'a%2Fb c'],
    ['uri', 'plus is part of an address', 'a+b', form, 'a+b'],
    ['url', 'reserved escapes decoded', 'a%2Fb', plain, 'a/b'],
  ] as const)('%s: %s', (scope, _name, text, options, expected) => {
    expect(percentDecode(text, scope, options)).toBe(expected);
  });

  it.each([
    ['a bare percent', '100%', 'percent_malformed', { position: 4, sequence: '%' }],
    ['a percent with bad hex', 'a%zzb', 'percent_malformed', { position: 2, sequence: '%zz' }],
    ['a cut multi-byte character', 'ok %E6%9D', 'percent_not_utf8', { position: 4 }],
    ['a byte that is never UTF-8', '%FF', 'percent_not_utf8', { position: 1 }],
  ])('rejects %s', (_name, text, code, params) => {
    try {
      percentDecode(text, 'url', plain);
      expect.fail('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(CodecError);
      expect((error as CodecError).code).toBe(code);
      expect((error as CodecError).params).toMatchObject(params);
    }
  });

  it.each(['東京 カフェ & bar', '🚀\r\n', 'a+b=c'])('round-trips %j', (text) => {
    for (const scope of ['url', 'uri'] as const) {
      for (const options of [plain, form]) {
        expect(percentDecode(percentEncode(text, scope, options), scope, options)).toBe(text);
      }
    }
  });
});
