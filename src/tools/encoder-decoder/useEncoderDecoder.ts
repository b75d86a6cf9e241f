import { useDeferredValue, useMemo, useState } from 'react';
import { ENCODE_SAMPLES } from './samples';
import {
  DEFAULT_CODEC_OPTIONS,
  transform,
  type CodecOptions,
  type CodecType,
  type Direction,
} from './transform';

/** The encoder/decoder state (spec §4): a type, a direction, the input; the result follows. */
export function useEncoderDecoder() {
  const [type, setType] = useState<CodecType>('base64');
  const [direction, setDirection] = useState<Direction>('encode');
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<CodecOptions>(DEFAULT_CODEC_OPTIONS);

  // Typing stays fluid on long texts: the conversion may lag a keystroke behind.
  const deferredInput = useDeferredValue(input);
  const result = useMemo(
    () => transform(type, direction, deferredInput, options),
    [type, direction, deferredInput, options],
  );
  const output = result.ok ? result.output : '';

  return {
    type,
    setType,
    direction,
    setDirection,
    input,
    setInput,
    options,
    setOptions,
    result,
    output,
    /** Toggles the direction and moves the result into the input (spec §4). */
    swap: () => {
      setDirection((current) => (current === 'encode' ? 'decode' : 'encode'));
      setInput(output);
    },
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
