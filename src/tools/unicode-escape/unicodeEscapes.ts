/**
 * Unicode escapes both ways: \uXXXX (JavaScript, JSON, Java; UTF-16 code units, so an emoji is
 * a surrogate pair), \u{…} (JavaScript since ES2015, CSS-like; code points), &#x…; (HTML and
 * XML character references) and %XX (URL percent encoding of UTF-8 bytes).
 */
import { replaceCodePoint } from 'entities/decode';

export const ESCAPE_FORMATS = ['js', 'es6', 'html', 'percent'] as const;
export type EscapeFormat = (typeof ESCAPE_FORMATS)[number];
/** 'non_ascii' keeps printable ASCII as it is (and escapes the escape character itself). */
export type EscapeScope = 'non_ascii' | 'all';

const hex = (value: number, width: number) => value.toString(16).toUpperCase().padStart(width, '0');

/** The character that starts an escape in each format: escaped too, so decoding gives it back. */
const INTRODUCER: Record<EscapeFormat, string> = { js: '\\', es6: '\\', html: '&', percent: '%' };

function escapeCodePoint(codePoint: number, format: EscapeFormat): string {
  switch (format) {
    case 'js': {
      if (codePoint <= 0xffff) return `\\u${hex(codePoint, 4)}`;
      const offset = codePoint - 0x10000;
      return `\\u${hex(0xd800 + (offset >> 10), 4)}\\u${hex(0xdc00 + (offset & 0x3ff), 4)}`;
    }
    case 'es6':
      return `\\u{${hex(codePoint, 1)}}`;
    case 'html':
      return `&#x${hex(codePoint, 1)};`;
    case 'percent':
      return Array.from(new TextEncoder().encode(String.fromCodePoint(codePoint)))
        .map((byte) => `%${hex(byte, 2)}`)
        .join('');
  }
}

export type EscapeError =
  | { code: 'lone_surrogate'; position: number }
  | { code: 'bad_escape'; position: number; sequence: string }
  | { code: 'out_of_range'; position: number; sequence: string }
  | { code: 'not_utf8'; position: number; sequence: string };

export type EscapeResult = { ok: true; output: string } | ({ ok: false } & EscapeError);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function encodeEscapes(
  text: string,
  format: EscapeFormat,
  scope: EscapeScope,
): EscapeResult {
  const lone = LONE_SURROGATE.exec(text);
  if (lone) return { ok: false, code: 'lone_surrogate', position: lone.index + 1 };
  let output = '';
  for (const ch of text) {
    const codePoint = ch.codePointAt(0) as number;
    const printableAscii = codePoint >= 0x20 && codePoint <= 0x7e;
    // A reference to NUL or to U+0080–U+009F reads, in HTML, as U+FFFD or a Windows-1252
    // character (&#x82; is ‚): those characters cannot be written as references at all.
    const unreferable =
      format === 'html' && (codePoint === 0 || (codePoint >= 0x80 && codePoint <= 0x9f));
    const keep =
      unreferable || (scope === 'non_ascii' && printableAscii && ch !== INTRODUCER[format]);
    output += keep ? ch : escapeCodePoint(codePoint, format);
  }
  return { ok: true, output };
}

const PATTERNS: Record<EscapeFormat, RegExp> = {
  js: /\\u([0-9A-Fa-f]{4})|\\u(.{0,4})/gsu,
  es6: /\\u\{([0-9A-Fa-f]{1,6})\}|\\u([0-9A-Fa-f]{4})|\\u(\{?.{0,6})/gsu,
  html: /&#[xX]([0-9A-Fa-f]{1,6});|&#([0-9]{1,7});|&#(.{0,6})/gsu,
  percent: /(?:%[0-9A-Fa-f]{2})+|%(.{0,2})/gsu,
};

/** The code units (js) or code points an escape names, or an error. */
export function decodeEscapes(text: string, format: EscapeFormat): EscapeResult {
  let output = '';
  let copied = 0;
  for (const match of text.matchAll(PATTERNS[format])) {
    const position = (match.index ?? 0) + 1;
    output += text.slice(copied, match.index);
    copied = (match.index ?? 0) + match[0].length;
    if (format === 'percent') {
      if (match[1] !== undefined)
        return { ok: false, code: 'bad_escape', position, sequence: match[0] };
      const bytes = Uint8Array.from(match[0].slice(1).split('%'), (pair) =>
        Number.parseInt(pair, 16),
      );
      try {
        output += new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
      } catch {
        return { ok: false, code: 'not_utf8', position, sequence: match[0].slice(0, 24) };
      }
      continue;
    }
    const [hexDigits, second] = [match[1], match[2]];
    let value: number;
    if (format === 'html' && second !== undefined && /^\d+$/.test(second)) value = Number(second);
    else if (format === 'es6' && hexDigits === undefined && second !== undefined)
      value = Number.parseInt(second, 16);
    else if (hexDigits !== undefined) value = Number.parseInt(hexDigits, 16);
    else return { ok: false, code: 'bad_escape', position, sequence: match[0] };
    if (value > 0x10ffff) return { ok: false, code: 'out_of_range', position, sequence: match[0] };
    // HTML reads a numeric reference its own way (&#x82; is ‚, &#0; is U+FFFD), as browsers do.
    if (format === 'html') value = replaceCodePoint(value);
    // \uD83D\uDE80 in js (and es6, which also reads \uXXXX) are code units: a pair joins by itself.
    output +=
      format === 'js' || (format === 'es6' && hexDigits === undefined)
        ? String.fromCharCode(value)
        : String.fromCodePoint(value);
  }
  output += text.slice(copied);
  const lone = LONE_SURROGATE.exec(output);
  if (lone) return { ok: false, code: 'lone_surrogate', position: lone.index + 1 };
  return { ok: true, output };
}

export interface CharacterBytes {
  character: string;
  /** U+3042 */
  codePoint: string;
  /** E3 81 82 */
  utf8: string;
  /** 3042, or D83D DE80 for a pair */
  utf16: string;
}

/** The first `limit` characters (code points) of the text with their bytes, for the hex view. */
export function characterBytes(
  text: string,
  limit = 200,
): { rows: CharacterBytes[]; more: number } {
  const rows: CharacterBytes[] = [];
  let count = 0;
  for (const ch of text) {
    count += 1;
    if (rows.length >= limit) continue;
    const codePoint = ch.codePointAt(0) as number;
    rows.push({
      character: ch,
      codePoint: `U+${hex(codePoint, 4)}`,
      utf8: Array.from(new TextEncoder().encode(ch), (byte) => hex(byte, 2)).join(' '),
      utf16: Array.from({ length: ch.length }, (_, index) => hex(ch.charCodeAt(index), 4)).join(
        ' ',
      ),
    });
  }
  return { rows, more: count - rows.length };
}
