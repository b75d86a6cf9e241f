import { countAllButWords, normalizeLineBreaks, type CountOptions } from './countText';
import { countWords } from './countWords';

/** Which figures a worker makes: two workers make them side by side (see useCountInWorker). */
export type CountPart = 'words' | 'others';

export interface CountRequest {
  id: number;
  text: string;
  options: CountOptions;
  part: CountPart;
}

/** Counts long texts off the main thread so that typing stays smooth. */
self.onmessage = (event: MessageEvent<CountRequest>) => {
  const { id, text, options, part } = event.data;
  if (part === 'words') self.postMessage({ id, words: countWords(normalizeLineBreaks(text)) });
  else self.postMessage({ id, stats: countAllButWords(text, options) });
};
