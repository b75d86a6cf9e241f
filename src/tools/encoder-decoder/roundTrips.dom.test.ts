/**
 * Every encoder mode by property: decoding what was encoded gives back the text exactly, for any
 * well-formed Unicode text (emoji, joiners, controls, lone '%' and '&', line breaks), and
 * encoding agrees with the platform's own encoders where one exists (Node's Buffer for Base64,
 * encodeURIComponent and encodeURI for percent encoding). Runs in jsdom: HTML decoding reads
 * entities with the browser's parser.
 */
import fc from 'fast-check';
import { CODEC_TYPES, transform, type CodecOptions, type CodecType } from './transform';

/** Any text without lone surrogates, whole code points of every plane, with tricky pieces mixed in. */
const anyText = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 6 }),
      fc.string({ unit: 'binary', maxLength: 4 }),
      fc.constantFrom(
        '%',
        '%2',
        '%%41',
        '+',
        ' ',
        '&',
        '&amp;',
        '&#x1F680;',
        '<',
        '"',
        "'",
        '\r\n',
        '\u0000',
        '\uFEFF',
        '👨‍👩‍👧',
        '🇯🇵',
        '日本語',
        '#?=&/:',
        '\u0082\u009F\u0080',
      ),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''))
  .filter(
    (text) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text),
  );

const anyOptions = fc.record<CodecOptions>({
  urlSafeBase64: fc.boolean(),
  plusForSpace: fc.boolean(),
  htmlEncodeNonAscii: fc.boolean(),
});

const runs = { numRuns: 3000 };

function encode(type: CodecType, text: string, options: CodecOptions): string {
  const result = transform(type, 'encode', text, options);
  if (!result.ok)
    throw new Error(`${type} refused to encode ${JSON.stringify(text)}: ${result.code}`);
  return result.output;
}

describe('every encoder mode round-trips', () => {
  it.each(CODEC_TYPES)('%s', (type) => {
    fc.assert(
      fc.property(anyText, anyOptions, (text, options) => {
        const encoded = encode(type, text, options);
        const decoded = transform(type, 'decode', encoded, options);
        expect(decoded).toEqual({ ok: true, output: text });
      }),
      runs,
    );
  });
});

describe('encoding agrees with the platform', () => {
  it("Base64 as Node's Buffer writes it (standard and URL-safe)", () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (text, urlSafe) => {
        const options = { urlSafeBase64: urlSafe, plusForSpace: false, htmlEncodeNonAscii: false };
        const expected = Buffer.from(text, 'utf8').toString(urlSafe ? 'base64url' : 'base64');
        expect(encode('base64', text, options)).toBe(expected);
      }),
      runs,
    );
  });

  it('percent encoding as encodeURIComponent and encodeURI write it', () => {
    const options = { urlSafeBase64: false, plusForSpace: false, htmlEncodeNonAscii: false };
    fc.assert(
      fc.property(anyText, (text) => {
        expect(encode('url', text, options)).toBe(encodeURIComponent(text));
        expect(encode('uri', text, options)).toBe(encodeURI(text));
        // Forms: what URLSearchParams writes for a value, read back the same.
        const form = encode('url', text, { ...options, plusForSpace: true });
        expect(new URLSearchParams(`v=${form}`).get('v')).toBe(text);
      }),
      runs,
    );
  });

  // The HTML parser turns CR into LF and NUL into U+FFFD in any text, encoded or not.
  it('HTML encoding is read back by the HTML parser as the same text', () => {
    fc.assert(
      fc.property(
        anyText.filter((text) => !text.includes('\r') && !text.includes('\u0000')),
        fc.boolean(),
        (text, nonAscii) => {
          const options = {
            urlSafeBase64: false,
            plusForSpace: false,
            htmlEncodeNonAscii: nonAscii,
          };
          const element = document.createElement('div');
          element.innerHTML = encode('html', text, options);
          expect(element.textContent).toBe(text);
        },
      ),
      runs,
    );
  });
});
