import { diffTextLines, type DiffOptions } from './diffTextLines';

export interface DiffRequest {
  id: number;
  oldText: string;
  newText: string;
  options: DiffOptions;
}

/** Runs the diff off the main thread so that large texts never freeze the page. */
self.onmessage = (event: MessageEvent<DiffRequest>) => {
  const { id, oldText, newText, options } = event.data;
  const outcome = diffTextLines(oldText, newText, options);
  self.postMessage({ id, outcome });
};
