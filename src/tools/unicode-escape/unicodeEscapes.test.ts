import { decodeHTMLStrict } from 'entities';
import fc from 'fast-check';
import { createContext, runInContext } from 'node:vm';
import {
  characterBytes,
  decodeEscapes,
  encodeEscapes,
  ESCAPE_FORMATS,
  type EscapeFormat,
  type EscapeScope,
} from './unicodeEscapes';

/** The engine reads a string literal: one context for every case (a new one each is slow). */
const literalContext = createContext({});
const readLiteral = (literal: string): unknown => runInContext(literal, literalContext);

/** Any well-formed text: every plane, controls, and the characters that start escapes. */
const anyText = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 4 }),
      fc.constantFrom(
        '\\',
        '\\u',
        '%',
        '&',
        '&#',
        '{',
        '}',
        '👨‍👩‍👧',
        '日本語',
        '\u0082',
        '\u0000',
        '\r\n',
      ),
    ),
    { maxLength: 10 },
  )
  .map((parts) => parts.join(''))
  .filter(
    (text) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text),
  );
const anyScope = fc.constantFrom<EscapeScope>('non_ascii', 'all');

function encoded(text: string, format: EscapeFormat, scope: EscapeScope): string {
  const result = encodeEscapes(text, format, scope);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(text)}`);
  return result.output;
}

describe('Unicode escapes', () => {
  it.each<[EscapeFormat, string]>([
    ['js', 'A\\u3042\\uD83D\\uDE80'],
    ['es6', 'A\\u{3042}\\u{1F680}'],
    ['html', 'A&#x3042;&#x1F680;'],
    ['percent', 'A%E3%81%82%F0%9F%9A%80'],
  ])('%s writes あ and 🚀 as %s', (format, expected) => {
    expect(encodeEscapes('Aあ🚀', format, 'non_ascii')).toEqual({ ok: true, output: expected });
  });

  it.each(ESCAPE_FORMATS)('%s round-trips any text, in either scope', (format) => {
    fc.assert(
      fc.property(anyText, anyScope, (text, scope) => {
        expect(decodeEscapes(encoded(text, format, scope), format)).toEqual({
          ok: true,
          output: text,
        });
      }),
      { numRuns: 3000 },
    );
  });

  it("js escapes read as the engine's own string literals read them", () => {
    fc.assert(
      fc.property(anyText, anyScope, (text, scope) => {
        const escaped = encoded(text, 'js', scope)
          .replace(/"/g, '\\u0022')
          .replace(/\n/g, '\\n')
          .replace(/\r/g, '\\r');
        expect(readLiteral(`"${escaped}"`)).toBe(text);
        expect(JSON.parse(`"${encoded(text, 'js', 'all')}"`)).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('es6 escapes read as the engine reads them', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(readLiteral(`"${encoded(text, 'es6', 'all')}"`)).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('html references read as an HTML decoder (entities) reads them', () => {
    fc.assert(
      fc.property(anyText, anyScope, (text, scope) => {
        expect(decodeHTMLStrict(encoded(text, 'html', scope))).toBe(text);
      }),
      { numRuns: 2000 },
    );
    for (const reference of ['&#x82;', '&#130;', '&#0;', '&#x1F680;', '&#12354;']) {
      expect(decodeEscapes(reference, 'html')).toEqual({
        ok: true,
        output: decodeHTMLStrict(reference),
      });
    }
  });

  it('percent escapes read as decodeURIComponent reads them', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const escapedText = encoded(text, 'percent', 'all');
        const bytes = [...Buffer.from(text, 'utf8')];
        expect(escapedText).toBe(
          bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
        );
        expect(decodeURIComponent(escapedText)).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it.each<[string, EscapeFormat, object]>([
    ['\\u12G4', 'js', { code: 'bad_escape', position: 1, sequence: '\\u12G4' }],
    ['ab\\uD83D', 'js', { code: 'lone_surrogate', position: 3 }],
    ['\\u{110000}', 'es6', { code: 'out_of_range', position: 1 }],
    ['&#x110000;', 'html', { code: 'out_of_range', position: 1 }],
    ['x%E3%81', 'percent', { code: 'not_utf8', position: 2, sequence: '%E3%81' }],
    ['100%', 'percent', { code: 'bad_escape', position: 4 }],
    ['&#zz;', 'html', { code: 'bad_escape', position: 1 }],
  ])('refuses %j in %s', (text, format, error) => {
    expect(decodeEscapes(text, format)).toMatchObject({ ok: false, ...error });
  });

  it('refuses to encode half a character', () => {
    expect(encodeEscapes('a\uD83D', 'js', 'all')).toMatchObject({
      ok: false,
      code: 'lone_surrogate',
      position: 2,
    });
  });

  it("shows each character's bytes as Buffer writes them", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const { rows } = characterBytes(text, 1000);
        expect(rows.map((row) => row.character).join('')).toBe(text);
        for (const row of rows) {
          expect(row.utf8).toBe(
            Buffer.from(row.character, 'utf8')
              .toString('hex')
              .toUpperCase()
              .replace(/(..)(?=.)/g, '$1 '),
          );
          expect(row.codePoint).toBe(
            `U+${(row.character.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`,
          );
        }
      }),
      { numRuns: 1000 },
    );
    expect(characterBytes('a'.repeat(250), 200)).toMatchObject({ more: 50 });
    expect(characterBytes('🚀').rows[0]).toEqual({
      character: '🚀',
      codePoint: 'U+1F680',
      utf8: 'F0 9F 9A 80',
      utf16: 'D83D DE80',
    });
  });
});
