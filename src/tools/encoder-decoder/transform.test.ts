import { CODEC_TYPES, DEFAULT_CODEC_OPTIONS, transform } from './transform';

describe('transform', () => {
  it('offers the four types of the spec', () => {
    expect(CODEC_TYPES).toEqual(['base64', 'url', 'html', 'uri']);
  });

  it.each([
    ['base64', 'encode', 'テスト', '44OG44K544OI'],
    ['base64', 'decode', '44OG44K544OI', 'テスト'],
    ['url', 'encode', 'a b', 'a%20b'],
    ['url', 'decode', 'a%20b', 'a b'],
    ['uri', 'encode', 'https://x.jp/あ', 'https://x.jp/%E3%81%82'],
    ['uri', 'decode', 'https://x.jp/%E3%81%82', 'https://x.jp/あ'],
    ['html', 'encode', '<b>', '&lt;b&gt;'],
    ['html', 'decode', '&lt;b&gt;', '<b>'],
  ] as const)('%s %s', (type, direction, input, expected) => {
    expect(transform(type, direction, input)).toEqual({ ok: true, output: expected });
  });

  it('applies the options', () => {
    expect(
      transform('base64', 'encode', '~~~', { ...DEFAULT_CODEC_OPTIONS, urlSafeBase64: true }),
    ).toEqual({
      ok: true,
      output: 'fn5-',
    });
    expect(
      transform('url', 'encode', 'a b', { ...DEFAULT_CODEC_OPTIONS, plusForSpace: true }),
    ).toEqual({
      ok: true,
      output: 'a+b',
    });
    expect(
      transform('html', 'encode', 'é', { ...DEFAULT_CODEC_OPTIONS, htmlEncodeNonAscii: true }),
    ).toEqual({ ok: true, output: '&#xE9;' });
  });

  it.each([
    ['base64', 'decode', '!!!!', 'base64_invalid_char'],
    ['url', 'decode', '%E3%8', 'percent_malformed'],
    ['uri', 'decode', '%FF', 'percent_not_utf8'],
    ['url', 'encode', '\udc00', 'lone_surrogate'],
  ] as const)('reports failures: %s %s %j', (type, direction, input, code) => {
    expect(transform(type, direction, input)).toMatchObject({ ok: false, code });
  });

  it('gives empty output for empty input in every mode', () => {
    for (const type of CODEC_TYPES) {
      for (const direction of ['encode', 'decode'] as const) {
        expect(transform(type, direction, '')).toEqual({ ok: true, output: '' });
      }
    }
  });
});
