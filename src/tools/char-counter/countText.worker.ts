import { countText, type CountOptions } from './countText';

export interface CountRequest {
  id: number;
  text: string;
  options: CountOptions;
}

/** Counts long texts off the main thread so that typing stays smooth. */
self.onmessage = (event: MessageEvent<CountRequest>) => {
  const { id, text, options } = event.data;
  self.postMessage({ id, stats: countText(text, options) });
};
