/**
 * An absolute http(s) URL, or null. Feeds are untrusted: javascript:, data: and every other
 * scheme must never become a link or an image source.
 */
export function safeHttpUrl(raw: unknown, base?: string): string | null {
  if (typeof raw !== 'string') return null;
  // Browsers ignore whitespace and control characters inside URLs ("java\tscript:"), so do we.
  const text = Array.from(raw.replace(/\s+/g, ''))
    .filter((character) => character.charCodeAt(0) > 0x1f && character !== '\u007f')
    .join('');
  if (text === '') return null;
  try {
    const url = base ? new URL(text, base) : new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}
