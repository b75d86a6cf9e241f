import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';

/** For the AI news specs: recorded feeds (note.com's RSS shape) and what answers for the feed. */

export const newsFixture = (name: string) =>
  readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
/** The browser's request for the feed, through the local backend's proxy. */
export const FEED_PROXY = '**/api/rss-proxy?**';
/** The backend is another origin (its own port), so an answer carries its CORS header. */
export const CORS = { 'Access-Control-Allow-Origin': '*' };
/** News cards (the tool frame itself is an article too). */
export const newsCards = (page: Page) => page.getByRole('listitem').getByRole('article');

/** A small image to answer for an article's thumbnail. */
export function thumbnailPng(): Buffer {
  const png = new PNG({ width: 8, height: 4 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

/** Answers the browser's feed requests with the recorded feed `name`, noting each in `requests`. */
export async function serveFeed(page: Page, name: string, requests: string[] = []) {
  await page.route(FEED_PROXY, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ json: { contents: newsFixture(name) }, headers: CORS });
  });
}
