import { useDeferredValue, useMemo } from 'react';
import { isOneOf } from '../../lib/isOneOf';
import { useToolState } from '../../lib/useToolState';
import { ENCODE_SAMPLES } from './samples';
import {
  CODEC_TYPES,
  DEFAULT_CODEC_OPTIONS,
  transform,
  type CodecOptions,
  type CodecType,
  type Direction,
} from './transform';

const KEPT_DEFAULTS = {
  type: 'base64' as string,
  direction: 'encode' as string,
  input: '',
  ...DEFAULT_CODEC_OPTIONS,
};
/** Everything is shareable: a link reproduces the conversion (the input only while short). */
const KEPT_IN_URL = [
  'type',
  'direction',
  'input',
  'urlSafeBase64',
  'plusForSpace',
  'htmlEncodeNonAscii',
] as const;

/** The encoder/decoder state: a type, a direction, the input; the result follows. */
export function useEncoderDecoder() {
  const [kept, keep] = useToolState('encoder-decoder', KEPT_DEFAULTS, KEPT_IN_URL);
  // A hand-edited link may name an unknown type or direction: fall back to the defaults.
  const type: CodecType = isOneOf(CODEC_TYPES, kept.type) ? kept.type : 'base64';
  const direction: Direction = kept.direction === 'decode' ? 'decode' : 'encode';
  const input = kept.input;
  const { urlSafeBase64, plusForSpace, htmlEncodeNonAscii } = kept;
  const options = useMemo<CodecOptions>(
    () => ({ urlSafeBase64, plusForSpace, htmlEncodeNonAscii }),
    [urlSafeBase64, plusForSpace, htmlEncodeNonAscii],
  );

  // Typing stays fluid on long texts: the conversion may lag a keystroke behind.
  const deferredInput = useDeferredValue(input);
  const result = useMemo(
    () => transform(type, direction, deferredInput, options),
    [type, direction, deferredInput, options],
  );
  const output = result.ok ? result.output : '';
  const setInput = (next: string) => keep({ input: next });

  return {
    type,
    setType: (next: CodecType) => keep({ type: next }),
    direction,
    setDirection: (next: Direction) => keep({ direction: next }),
    input,
    setInput,
    options,
    setOptions: (next: CodecOptions) => keep({ ...next }),
    result,
    output,
    /** Toggles the direction and moves the result into the input. */
    swap: () => keep({ direction: direction === 'encode' ? 'decode' : 'encode', input: output }),
    loadSample: () => {
      const sample = ENCODE_SAMPLES[type];
      if (direction === 'encode') {
        setInput(sample);
        return;
      }
      const encoded = transform(type, 'encode', sample, options);
      setInput(encoded.ok ? encoded.output : sample);
    },
    clear: () => setInput(''),
  };
}
