/// <reference lib="webworker" />
import type { FeedWorkerRequest, FeedWorkerResponse } from './feedParser';
import { parseRssItems } from './parseRssItems';

// Parsing here keeps the page responsive while the news arrives.
self.onmessage = (event: MessageEvent<FeedWorkerRequest>) => {
  const { id, xml, options } = event.data;
  let response: FeedWorkerResponse;
  try {
    response = { id, ok: true, items: parseRssItems(xml, options) };
  } catch (error) {
    response = { id, ok: false, message: error instanceof Error ? error.message : 'Unreadable' };
  }
  self.postMessage(response);
};
