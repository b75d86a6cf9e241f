import { decodeHTML } from 'entities/decode';

/**
 * Decodes character references in HTML text exactly as a browser does (the WHATWG rules, by
 * the `entities` library): all 2,231 HTML5 names (&NotEqualTilde;), the legacy ones that work
 * without a semicolon (&amp, &copy 2024, &AMP;), numbers without a semicolon (&#65, &#x41),
 * &#128;–&#159; as windows-1252 and invalid numbers as U+FFFD. Unknown names stay as written.
 * One pass, so `&amp;lt;` becomes the text `&lt;`, not `<`.
 */
export function decodeHtmlText(text: string): string {
  return decodeHTML(text);
}
