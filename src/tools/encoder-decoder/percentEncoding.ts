import { assertWellFormed, CodecError } from './codecError';

export interface PercentOptions {
  /**
   * HTML forms (application/x-www-form-urlencoded) write a space as '+'. Forms encode values,
   * so this applies to 'url' only; a whole address ('uri') keeps '+' as it is.
   */
  plusForSpace: boolean;
}

/**
 * 'url' encodes one component (a query value, a path segment): every reserved character is
 * escaped. 'uri' encodes a whole address and keeps its structure (: / ? # & =).
 */
export type PercentScope = 'url' | 'uri';

export function percentEncode(text: string, scope: PercentScope, options: PercentOptions): string {
  assertWellFormed(text);
  const encoded = scope === 'url' ? encodeURIComponent(text) : encodeURI(text);
  if (scope !== 'url' || !options.plusForSpace) return encoded;
  // A literal '+' must be escaped first, or it would read back as a space.
  return encoded.replace(/\+/g, '%2B').replace(/%20/g, '+');
}

export function percentDecode(text: string, scope: PercentScope, options: PercentOptions): string {
  const source = scope === 'url' && options.plusForSpace ? text.replace(/\+/g, ' ') : text;
  const broken = /%(?![0-9A-Fa-f]{2})/.exec(source);
  if (broken) {
    throw new CodecError('percent_malformed', {
      position: broken.index + 1,
      sequence: source.slice(broken.index, broken.index + 3),
    });
  }
  const decode = scope === 'url' ? decodeURIComponent : decodeURI;
  try {
    return decode(source);
  } catch (error) {
    // Well-formed escapes that are not UTF-8 (%E3%81 cut short, %FF): say where.
    const detail = error instanceof Error ? error.message : '';
    for (const run of source.matchAll(/(?:%[0-9A-Fa-f]{2})+/g)) {
      try {
        decodeURIComponent(run[0]);
      } catch {
        throw new CodecError(
          'percent_not_utf8',
          { position: (run.index ?? 0) + 1, sequence: run[0].slice(0, 12) },
          detail,
        );
      }
    }
    throw new CodecError('unknown', {}, detail);
  }
}
