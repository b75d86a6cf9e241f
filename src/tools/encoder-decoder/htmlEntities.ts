import { decodeHtmlText } from '../../lib/htmlText';

export interface HtmlOptions {
  /** Also write every non-ASCII character as a numeric reference (for ASCII-only systems). */
  encodeNonAscii: boolean;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes the five characters that matter in HTML text and attribute values. */
export function encodeHtml(text: string, options: HtmlOptions): string {
  const escaped = text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] as string);
  if (!options.encodeNonAscii) return escaped;
  // From U+00A0: a reference to U+0080–U+009F is read as the Windows-1252 character of that
  // number (&#x82; is ‚, U+201A), so those C1 controls stay as they are.
  return escaped.replace(
    /[\u00A0-\u{10FFFF}]/gu,
    (ch) => `&#x${(ch.codePointAt(0) as number).toString(16).toUpperCase()};`,
  );
}

/** Decodes character references as a browser would in text (see decodeHtmlText). */
export function decodeHtml(text: string): string {
  return decodeHtmlText(text);
}
