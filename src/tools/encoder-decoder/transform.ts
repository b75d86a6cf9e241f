import { decodeBase64, encodeBase64 } from './base64';
import { CodecError, type CodecErrorCode } from './codecError';
import { decodeHtml, encodeHtml } from './htmlEntities';
import { percentDecode, percentEncode } from './percentEncoding';

/** The spec's four encoder modes. */
export const CODEC_TYPES = ['base64', 'url', 'html', 'uri'] as const;
export type CodecType = (typeof CODEC_TYPES)[number];
export type Direction = 'encode' | 'decode';

export interface CodecOptions {
  urlSafeBase64: boolean;
  plusForSpace: boolean;
  htmlEncodeNonAscii: boolean;
}

export const DEFAULT_CODEC_OPTIONS: CodecOptions = {
  urlSafeBase64: false,
  plusForSpace: false,
  htmlEncodeNonAscii: false,
};

export type TransformResult =
  | { ok: true; output: string }
  | {
      ok: false;
      code: CodecErrorCode;
      params: Record<string, string | number>;
      /** The engine's message, if any; the UI falls back to 'Encode/Decode failed'. */
      detail: string;
    };

export function transform(
  type: CodecType,
  direction: Direction,
  input: string,
  options: CodecOptions = DEFAULT_CODEC_OPTIONS,
): TransformResult {
  try {
    return { ok: true, output: run(type, direction, input, options) };
  } catch (error) {
    if (error instanceof CodecError) {
      return { ok: false, code: error.code, params: error.params, detail: error.detail };
    }
    return {
      ok: false,
      code: 'unknown',
      params: {},
      detail: error instanceof Error ? error.message : '',
    };
  }
}

function run(type: CodecType, direction: Direction, input: string, options: CodecOptions): string {
  const percent = { plusForSpace: options.plusForSpace };
  switch (type) {
    case 'base64':
      return direction === 'encode'
        ? encodeBase64(input, { urlSafe: options.urlSafeBase64 })
        : decodeBase64(input);
    case 'url':
    case 'uri':
      return direction === 'encode'
        ? percentEncode(input, type, percent)
        : percentDecode(input, type, percent);
    case 'html':
      return direction === 'encode'
        ? encodeHtml(input, { encodeNonAscii: options.htmlEncodeNonAscii })
        : decodeHtml(input);
  }
}
