/// <reference lib="webworker" />
import { runRegex, type RegexRequest } from './runRegex';

// Matching runs here so that a catastrophic pattern can be stopped by terminating the worker.
self.onmessage = (event: MessageEvent<RegexRequest & { id: number }>) => {
  const { id, ...request } = event.data;
  self.postMessage({ id, response: runRegex(request) });
};
