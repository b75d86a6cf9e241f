/// <reference lib="webworker" />
import type { JsonWorkerBeginning, JsonWorkerRequest, JsonWorkerResponse } from './jsonTasks';
import { buildTreeOutcome, flattenTreeOutcome, processInWorker } from './jsonTasks';

// Parsing and formatting big documents here keeps the page responsive.
self.onmessage = (event: MessageEvent<JsonWorkerRequest>) => {
  const request = event.data;
  const response: JsonWorkerResponse =
    request.kind === 'process'
      ? {
          id: request.id,
          kind: 'process',
          outcome: processInWorker(
            request.input,
            request.options,
            request.beginningChars > 0
              ? {
                  chars: request.beginningChars,
                  // Shown while the rest is written: the first result comes sooner.
                  show: (beginning) =>
                    self.postMessage({
                      id: request.id,
                      progress: true,
                      beginning,
                    } satisfies JsonWorkerBeginning),
                }
              : undefined,
          ),
        }
      : { id: request.id, kind: 'tree', tree: flattenTreeOutcome(buildTreeOutcome(request.json)) };
  // A tree's typed arrays are handed over, not copied.
  const transfer =
    response.kind === 'tree' && response.tree.ok
      ? [response.tree.flat.kinds.buffer, response.tree.flat.sizes.buffer]
      : [];
  self.postMessage(response, transfer);
};
