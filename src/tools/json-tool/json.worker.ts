/// <reference lib="webworker" />
import { processJson } from './formatJson';
import type { JsonWorkerRequest, JsonWorkerResponse } from './jsonTasks';
import { buildTreeOutcome, flattenTreeOutcome } from './jsonTasks';

// Parsing and formatting big documents here keeps the page responsive.
self.onmessage = (event: MessageEvent<JsonWorkerRequest>) => {
  const request = event.data;
  const response: JsonWorkerResponse =
    request.kind === 'process'
      ? { id: request.id, kind: 'process', outcome: processJson(request.input, request.options) }
      : { id: request.id, kind: 'tree', tree: flattenTreeOutcome(buildTreeOutcome(request.json)) };
  const transfer =
    response.kind === 'tree' && response.tree.ok
      ? [response.tree.flat.kinds.buffer, response.tree.flat.sizes.buffer]
      : [];
  self.postMessage(response, transfer);
};
