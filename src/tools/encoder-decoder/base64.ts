import { characterAt } from '../../lib/wholeCharacters';
import { assertWellFormed, CodecError } from './codecError';

export interface Base64Options {
  /** Base64URL (RFC 4648 §5): '-' and '_' instead of '+' and '/', no '=' padding. */
  urlSafe: boolean;
}

const CHUNK = 0x8000;

/** Any Unicode text to Base64 through UTF-8, so 日本語 and emoji round-trip. */
export function encodeBase64(text: string, options: Base64Options): string {
  assertWellFormed(text);
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  const standard = btoa(binary);
  if (!options.urlSafe) return standard;
  return standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Base64 back to text. Accepts what people paste: line breaks (MIME wraps at 76), spaces,
 * missing padding, the URL-safe alphabet and a `data:…;base64,` prefix.
 */
export function decodeBase64(input: string): string {
  const withoutPrefix = input.replace(/^\s*data:[^,]*;base64,/i, '');
  const compact = withoutPrefix.replace(/[\s]+/g, '');
  if (compact === '') return '';

  const invalid = /[^A-Za-z0-9+/\-_=]/.exec(compact);
  if (invalid) {
    throw new CodecError('base64_invalid_char', {
      // The whole character (an emoji, a flag), never half of it.
      char: characterAt(compact, invalid.index),
      position: positionInInput(input, withoutPrefix, compact, invalid.index),
    });
  }
  const firstPad = compact.indexOf('=');
  if (firstPad !== -1 && (!/^=+$/.test(compact.slice(firstPad)) || compact.length - firstPad > 2)) {
    throw new CodecError('base64_padding');
  }
  const body = compact.slice(0, firstPad === -1 ? compact.length : firstPad);
  if (body.length % 4 === 1) throw new CodecError('base64_bad_length');
  if (firstPad !== -1 && compact.length % 4 !== 0) throw new CodecError('base64_padding');

  const standard = body.replace(/-/g, '+').replace(/_/g, '/');
  const padded = standard + '='.repeat((4 - (standard.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  try {
    // ignoreBOM keeps a leading U+FEFF, so encode → decode gives back exactly the input.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch (error) {
    throw new CodecError('not_utf8', {}, error instanceof Error ? error.message : '');
  }
}

/** 1-based position, in the text as typed, of the `index`-th non-space character. */
function positionInInput(
  input: string,
  withoutPrefix: string,
  compact: string,
  index: number,
): number {
  const prefixLength = input.length - withoutPrefix.length;
  let seen = -1;
  for (let i = 0; i < withoutPrefix.length; i++) {
    if (/\s/.test(withoutPrefix[i] as string)) continue;
    seen++;
    if (seen === index) return prefixLength + i + 1;
  }
  return prefixLength + compact.length;
}
