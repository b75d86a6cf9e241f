import { describe, expect, it } from 'vitest';
import { urlHost } from './urlHost';

describe('urlHost', () => {
  it.each([
    ['https://api.ipify.org?format=json', 'api.ipify.org'],
    ['https://note.com/api/v2/hashtags/AI/notes.rss', 'note.com'],
    ['http://127.0.0.1:54321/functions/v1/news', '127.0.0.1:54321'],
    ['https://例え.jp/feed', 'xn--r8jz45g.jp'],
    ['/api/news', '/api/news'],
    ['', ''],
  ])('%s: %s', (url, host) => {
    expect(urlHost(url)).toBe(host);
  });
});
