import { diffTextLines, type DiffOptions } from './diffTextLines';
import { packDiff, packedBuffers } from './packDiff';

export interface DiffRequest {
  id: number;
  oldText: string;
  newText: string;
  options: DiffOptions;
}

/**
 * Runs the diff off the main thread so that large texts never freeze the page, and answers
 * with the compact form (packDiff), whose buffers are transferred rather than copied.
 */
self.onmessage = (event: MessageEvent<DiffRequest>) => {
  const { id, oldText, newText, options } = event.data;
  const outcome = packDiff(diffTextLines(oldText, newText, options));
  self.postMessage({ id, outcome }, { transfer: packedBuffers(outcome) });
};
