import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPrerenderedMiddleware } from './vite-prerendered.ts';

const outDir = mkdtempSync(join(tmpdir(), 'prerendered-'));
for (const language of ['ja', 'en']) {
  mkdirSync(join(outDir, '_prerendered', language), { recursive: true });
  writeFileSync(join(outDir, '_prerendered', language, 'index.html'), language);
  writeFileSync(join(outDir, '_prerendered', language, 'json-tool.html'), language);
}
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** Runs the middleware on one request; what it rewrote the address to, and what it answered. */
function request(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const req = { url, method, headers } as unknown as IncomingMessage;
  const sent: { status?: number; vary?: string; passed: boolean } = { passed: false };
  const res = {
    set statusCode(value: number) {
      sent.status = value;
    },
    setHeader: (name: string, value: string) => {
      if (name === 'Vary') sent.vary = value;
    },
    end: () => undefined,
  } as unknown as ServerResponse;
  createPrerenderedMiddleware(outDir)(req, res, () => (sent.passed = true));
  return { url: req.url, ...sent };
}

describe('the preview server’s built pages', () => {
  it.each([
    ['/', {}, '/_prerendered/ja/index.html'],
    ['/json-tool', { 'accept-language': 'en-US,en;q=0.9' }, '/_prerendered/en/json-tool.html'],
    ['/json-tool?input=1', { cookie: 'nf_lang=en' }, '/_prerendered/en/json-tool.html?input=1'],
    [
      '/json-tool/',
      { cookie: 'nf_lang=ja', 'accept-language': 'en' },
      '/_prerendered/ja/json-tool.html',
    ],
  ])('%s %j is answered by %s', (url, headers, file) => {
    const result = request(url, headers);
    expect(result).toMatchObject({ url: file, passed: true, vary: 'Cookie, Accept-Language' });
  });

  it.each([
    ['/todo-share/abc', 'GET'],
    ['/no-such-page', 'GET'],
    ['/assets/index.js', 'GET'],
    ['/', 'POST'],
  ])('leaves %s (%s) to the server', (url, method) => {
    expect(request(url, {}, method)).toEqual({ url, passed: true });
  });

  it('does not serve the files under their own folder', () => {
    expect(request('/_prerendered/ja/index.html')).toEqual({
      url: '/_prerendered/ja/index.html',
      status: 404,
      passed: false,
    });
  });
});
