import {
  AUTH_STORAGE_KEY,
  fetchInPageLanguage,
  getSessionClient,
  readStoredSession,
} from './supabase';

describe('session lookups', () => {
  it('reads a stored session and ignores a broken one', () => {
    expect(readStoredSession()).toBeNull();
    window.localStorage.setItem(AUTH_STORAGE_KEY, '{broken');
    expect(readStoredSession()).toBeNull();
    const session = { access_token: 'token', user: { id: 'u1' } };
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
    expect(readStoredSession()).toEqual(session);
  });

  it('answers "no session" without a client when this browser keeps none', async () => {
    await expect(getSessionClient()).resolves.toBeNull();
  });
});

describe('fetchInPageLanguage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.lang = '';
  });

  it.each([
    ['en', 'en'],
    ['ja', 'ja'],
    ['', 'ja'],
  ])('the page in %j sends Accept-Language %s, keeping the other headers', async (lang, sent) => {
    const calls: Array<[RequestInfo | URL, RequestInit | undefined]> = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push([input, init]);
      return Promise.resolve(new Response('{}'));
    });
    document.documentElement.lang = lang;
    await fetchInPageLanguage('http://backend/rest/v1/rpc/x', {
      method: 'POST',
      headers: { apikey: 'key', 'Accept-Language': 'fr' },
    });
    const headers = new Headers(calls[0]?.[1]?.headers);
    expect(headers.get('accept-language')).toBe(sent);
    expect(headers.get('apikey')).toBe('key');
    expect(calls[0]?.[1]?.method).toBe('POST');
  });
});
