import { afterEach, describe, expect, it, vi } from 'vitest';
import { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  createContactFormMiddleware,
  backendUrlFromEnv,
  LOCAL_BACKEND_URL,
} from './vite-contact-form';

function request(
  method: string,
  url: string,
  body: string,
  contentType = 'application/x-www-form-urlencoded',
) {
  return Object.assign(Readable.from([Buffer.from(body)]), {
    method,
    url,
    headers: { 'content-type': contentType },
  }) as unknown as IncomingMessage;
}

function response() {
  const res = {
    statusCode: 200,
    headers: {} as Record<string, string>,
    body: '',
    setHeader(name: string, value: string) {
      res.headers[name.toLowerCase()] = value;
    },
    end(text = '') {
      res.body = text;
      res.done();
    },
    done: () => {},
  };
  const ended = new Promise<void>((resolve) => (res.done = resolve));
  return { res, ended };
}

const CONTACT =
  'form-name=contact&bot-field=&name=%E5%B1%B1%E7%94%B0&email=a%40b.co&category=other&subject=s&message=m';

describe('contact form middleware', () => {
  it('forwards a contact POST to the backend and passes the answer back', async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response('{"ok":true}', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const middleware = createContactFormMiddleware(() => 'http://127.0.0.1:55406/', fetchImpl);
    const { res, ended } = response();
    const next = vi.fn();
    middleware(request('POST', '/', CONTACT), res as unknown as ServerResponse, next);
    await ended;
    expect(next).not.toHaveBeenCalled();
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"ok":true}');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:55406/api/contact');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(CONTACT);
  });

  it('passes a failure status back unchanged', async () => {
    const fetchImpl = vi.fn(
      async () => new Response('{"ok":false,"error":"name is required"}', { status: 400 }),
    );
    const middleware = createContactFormMiddleware(() => LOCAL_BACKEND_URL, fetchImpl);
    const { res, ended } = response();
    middleware(request('POST', '/?x=1', CONTACT), res as unknown as ServerResponse, vi.fn());
    await ended;
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('name is required');
  });

  it('answers 502 when the backend is down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const middleware = createContactFormMiddleware(() => LOCAL_BACKEND_URL, fetchImpl);
    const { res, ended } = response();
    middleware(request('POST', '/', CONTACT), res as unknown as ServerResponse, vi.fn());
    await ended;
    expect(res.statusCode).toBe(502);
    vi.restoreAllMocks();
  });

  it('answers 413 to an oversized form', async () => {
    const middleware = createContactFormMiddleware(() => LOCAL_BACKEND_URL, vi.fn());
    const { res, ended } = response();
    middleware(
      request('POST', '/', `form-name=contact&message=${'x'.repeat(70_000)}`),
      res as unknown as ServerResponse,
      vi.fn(),
    );
    await ended;
    expect(res.statusCode).toBe(413);
  });

  it.each([
    ['a GET', request('GET', '/', '')],
    ['a POST elsewhere', request('POST', '/api/other', CONTACT)],
    ['a JSON POST', request('POST', '/', '{}', 'application/json')],
  ])('lets %s through untouched', (_name, req) => {
    const fetchImpl = vi.fn();
    const next = vi.fn();
    createContactFormMiddleware(() => LOCAL_BACKEND_URL, fetchImpl)(
      req,
      {} as ServerResponse,
      next,
    );
    expect(next).toHaveBeenCalledOnce();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('lets another form through', async () => {
    const fetchImpl = vi.fn();
    const nextCalled = new Promise<void>((resolve) => {
      createContactFormMiddleware(() => LOCAL_BACKEND_URL, fetchImpl)(
        request('POST', '/', 'form-name=newsletter&email=a%40b.co'),
        {} as ServerResponse,
        () => resolve(),
      );
    });
    await nextCalled;
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('backendUrlFromEnv', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reads VITE_SUPABASE_URL from the environment, else the local backend', () => {
    const config = { mode: 'test-contact', envDir: '/nonexistent', root: '/nonexistent' };
    vi.stubEnv('VITE_SUPABASE_URL', '');
    expect(backendUrlFromEnv(config)).toBe(LOCAL_BACKEND_URL);
    vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:55406');
    expect(backendUrlFromEnv(config)).toBe('http://127.0.0.1:55406');
  });
});
