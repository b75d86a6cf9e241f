import { isLocalBackendUrl, LOCAL_BACKEND_URL } from './localBackend';

describe('isLocalBackendUrl', () => {
  it.each([
    [LOCAL_BACKEND_URL, true],
    ['http://localhost:54321', true],
    ['http://127.0.0.1:55406', true],
    ['https://localhost', true],
    ['http://127.0.0.1:54321/', false],
    ['https://abc.supabase.co', false],
    ['http://localhost.example.com:54321', false],
    ['http://127.0.0.10:54321', false],
  ])('%s → %s', (url, local) => {
    expect(isLocalBackendUrl(url)).toBe(local);
  });
});
