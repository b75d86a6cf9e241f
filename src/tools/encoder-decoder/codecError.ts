/** Why a conversion failed, with what the message needs to point at the problem. */
export type CodecErrorCode =
  | 'base64_invalid_char'
  | 'base64_bad_length'
  | 'base64_padding'
  | 'not_utf8'
  | 'percent_malformed'
  | 'percent_not_utf8'
  | 'lone_surrogate'
  | 'unknown';

export class CodecError extends Error {
  constructor(
    readonly code: CodecErrorCode,
    readonly params: Record<string, string | number> = {},
    /** The engine's own wording, when there was one. */
    readonly detail = '',
  ) {
    super(detail || code);
    this.name = 'CodecError';
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text with half an emoji (a lone surrogate) cannot be written as UTF-8; encoders would
 * silently put U+FFFD in its place, so it is refused instead.
 */
export function assertWellFormed(text: string): void {
  const found = LONE_SURROGATE.exec(text);
  if (found) throw new CodecError('lone_surrogate', { position: found.index + 1 });
}
