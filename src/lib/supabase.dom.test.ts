import { AUTH_STORAGE_KEY, getSessionClient, readStoredSession } from './supabase';

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
