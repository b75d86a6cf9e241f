import { decodeBase64, encodeBase64 } from './base64';
import { CodecError } from './codecError';

const std = { urlSafe: false };
const safe = { urlSafe: true };

describe('encodeBase64', () => {
  it.each([
    ['empty', '', ''],
    ['ASCII', 'Hello', 'SGVsbG8='],
    ['Japanese as UTF-8', 'こんにちは', '44GT44KT44Gr44Gh44Gv'],
    ['emoji', '🚀', '8J+agA=='],
    ['CRLF kept', 'a\r\nb', 'YQ0KYg=='],
    ['BOM kept', '\ufeffa', '77u/YQ=='],
  ])('%s', (_name, text, expected) => {
    expect(encodeBase64(text, std)).toBe(expected);
  });

  it('writes URL-safe Base64 without padding', () => {
    // 0xFB 0xFF encodes to "+/8=" in the standard alphabet.
    expect(encodeBase64('\u00fb\u00ff', std)).toBe('w7vDvw==');
    expect(encodeBase64('ÿÿ?', std)).toBe('w7/Dvz8=');
    expect(encodeBase64('ÿÿ?', safe)).toBe('w7_Dvz8');
    expect(encodeBase64('~~~', std)).toBe('fn5+');
    expect(encodeBase64('~~~', safe)).toBe('fn5-');
  });

  it('refuses half an emoji instead of silently changing it', () => {
    expect(() => encodeBase64('a\ud83d', std)).toThrow(CodecError);
  });
});

describe('decodeBase64', () => {
  it.each([
    ['empty', '', ''],
    ['only spaces', '  \r\n ', ''],
    ['ASCII', 'SGVsbG8=', 'Hello'],
    ['missing padding', 'SGVsbG8', 'Hello'],
    ['Japanese', '44GT44KT44Gr44Gh44Gv', 'こんにちは'],
    ['URL-safe alphabet', 'w7_Dvz8', 'ÿÿ?'],
    ['MIME line breaks (CRLF)', 'SGVs\r\nbG8=\r\n', 'Hello'],
    ['spaces inside', 'SGVs bG8=', 'Hello'],
    ['data URL prefix', 'data:text/plain;base64,SGVsbG8=', 'Hello'],
    ['BOM kept', '77u/YQ==', '\ufeffa'],
  ])('%s', (_name, input, expected) => {
    expect(decodeBase64(input)).toBe(expected);
  });

  it.each([
    ['invalid character', 'SGV$bG8=', 'base64_invalid_char', { char: '$', position: 4 }],
    [
      'invalid character after a line break',
      'SGVs\r\nb!8=',
      'base64_invalid_char',
      { char: '!', position: 8 },
    ],
    ['Japanese is not Base64', 'こんにちは', 'base64_invalid_char', { char: 'こ', position: 1 }],
    // The message quotes the whole emoji, never half of it ('\ud83d').
    ['an emoji is quoted whole', 'SGVs😀bG8=', 'base64_invalid_char', { char: '😀', position: 5 }],
    ['a flag is quoted whole', '🇯🇵', 'base64_invalid_char', { char: '🇯🇵', position: 1 }],
    ['one character too many', 'SGVsb', 'base64_bad_length', {}],
    ['padding in the middle', 'SG=sbG8=', 'base64_padding', {}],
    ['too much padding', 'SGVsbG8===', 'base64_padding', {}],
    ['padding with wrong length', 'SGVsbG=', 'base64_padding', {}],
    ['bytes that are not UTF-8 text', '/w==', 'not_utf8', {}],
  ])('rejects: %s', (_name, input, code, params) => {
    try {
      decodeBase64(input);
      expect.fail('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(CodecError);
      expect((error as CodecError).code).toBe(code);
      expect((error as CodecError).params).toMatchObject(params);
    }
  });
});

describe('Base64 round trip', () => {
  it.each([
    'Hello, World!',
    '日本語テキスト、カタカナ、ｶﾀｶﾅ、漢字',
    '👨‍👩‍👧‍👦 🇯🇵 🚀',
    'line1\r\nline2\nline3\r',
    '\u0000\u0001 control',
    '',
  ])('%j', (text) => {
    expect(decodeBase64(encodeBase64(text, std))).toBe(text);
    expect(decodeBase64(encodeBase64(text, safe))).toBe(text);
  });

  it('handles a large text', () => {
    const text = 'あいうえお🚀abc\r\n'.repeat(100_000);
    const encoded = encodeBase64(text, std);
    expect(encoded.length).toBeGreaterThan(2_000_000);
    expect(decodeBase64(encoded)).toBe(text);
  });
});
