import { measureXLength } from './xLength';

/** Measures the X post length off the main thread, where twitter-text's tables load. */
self.onmessage = (event: MessageEvent<{ id: number; text: string }>) => {
  const { id, text } = event.data;
  self.postMessage({ id, x: measureXLength(text) });
};
