import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import {
  EMPTY_SENDER_PROFILE,
  type SenderProfile,
} from '../src/lib/senderProfile/senderProfile.ts';
import { createSenderProfileAccount } from '../src/lib/senderProfile/senderProfileAccount.ts';
import {
  loadSenderProfile,
  saveSenderProfile,
} from '../src/lib/senderProfile/senderProfileStorage.ts';
import {
  createSenderProfileSync,
  SENDER_PROFILE_PENDING_KEY,
} from '../src/lib/senderProfile/senderProfileSync.ts';
import { signInAsGuest, signUpNewUser, startTestBackend } from './helpers/backend.ts';

/** Browser storage as a page has it (Web Storage's getItem/setItem/removeItem/clear). */
class PageStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

/**
 * The sync keeps its offline copy in browser storage and announces changes on window; the
 * backend needs the node environment, so the page's window is this much of one. Installed once
 * the backends run, and taken away after the file: PGlite takes a global window for a browser.
 */
function installPageWindow() {
  vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage: new PageStorage() }));
}

/** The save waits for a pause in typing; a busy machine answers slowly. */
const WAIT = { timeout: 15_000 };

let backend: RunningBackend;
/** A backend that goes away: its user's requests then fail as a network failure does. */
let goneBackend: RunningBackend;
let goneUser: Awaited<ReturnType<typeof signUpNewUser>>;

const profile: SenderProfile = {
  companyName: '株式会社サンプル',
  department: '営業部',
  personName: '佐藤 花子',
  postalCode: '100-0001',
  address: '東京都千代田区千代田1-1\nサンプルビル3階',
  tel: '03-1234-5678',
  email: 'sato@example.jp',
  registrationNumber: 'T7123456789012',
  bankAccount: 'サンプル銀行 本店 普通 1234567 カ）サンプル',
  sealImage:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
};

async function accountOfNewUser() {
  const user = await signUpNewUser(backend);
  return { ...user, account: createSenderProfileAccount(async () => user.client) };
}

beforeAll(async () => {
  [backend, goneBackend] = await Promise.all([startTestBackend(), startTestBackend()]);
  goneUser = await signUpNewUser(goneBackend);
  await goneBackend.close();
  installPageWindow();
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await backend?.close();
});
beforeEach(() => {
  window.localStorage.clear();
});

describe('sender profile account data module', () => {
  it('has no profile for a new user, then keeps what is saved, and replaces it', async () => {
    const { account } = await accountOfNewUser();
    expect(await account.load()).toEqual({ ok: true, data: null });
    expect(await account.save(profile)).toEqual({ ok: true, data: null });
    expect(await account.load()).toEqual({ ok: true, data: profile });
    const changed = { ...profile, tel: '03-0000-0000', sealImage: '' };
    expect(await account.save(changed)).toEqual({ ok: true, data: null });
    expect(await account.load()).toEqual({ ok: true, data: changed });
  });

  it('keeps each user’s profile apart', async () => {
    const first = await accountOfNewUser();
    const second = await accountOfNewUser();
    await first.account.save(profile);
    expect(await second.account.load()).toEqual({ ok: true, data: null });
  });

  it('answers a guest with a session error, without asking the database', async () => {
    const guest = await signInAsGuest(backend);
    const account = createSenderProfileAccount(async () => guest.client);
    const loaded = await account.load();
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.error.kind).toBe('session');
    const saved = await account.save(profile);
    expect(saved.ok).toBe(false);
  });

  it('reports a database error when the database refuses a value', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { account } = await accountOfNewUser();
    const result = await account.save({ ...profile, sealImage: 'data:text/html;base64,PGI+' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('database');
    vi.restoreAllMocks();
  });
});

describe('sender profile sync between browser storage and the account', () => {
  it('uploads a filled browser profile when the account has none', async () => {
    const { account, user } = await accountOfNewUser();
    saveSenderProfile(profile);
    const sync = createSenderProfileSync(account);
    sync.setUser(user.id);
    await vi.waitFor(() => expect(sync.getStatus()).toBe('saved'), WAIT);
    expect(await account.load()).toEqual({ ok: true, data: profile });
  });

  it('brings the account’s profile into an empty browser (a second browser)', async () => {
    const { account, user } = await accountOfNewUser();
    await account.save(profile);
    const sync = createSenderProfileSync(account);
    sync.setUser(user.id);
    await vi.waitFor(() => expect(sync.getStatus()).toBe('saved'), WAIT);
    expect(loadSenderProfile()).toEqual(profile);
  });

  it('prefers the account over an older browser copy', async () => {
    const { account, user } = await accountOfNewUser();
    await account.save(profile);
    saveSenderProfile({ ...EMPTY_SENDER_PROFILE, companyName: '古い会社名' });
    const sync = createSenderProfileSync(account);
    sync.setUser(user.id);
    await vi.waitFor(() => expect(sync.getStatus()).toBe('saved'), WAIT);
    expect(loadSenderProfile()).toEqual(profile);
  });

  it('saves changes after a pause, and uploads a change that never reached the account', async () => {
    const { account, user } = await accountOfNewUser();
    await account.save(profile);
    const sync = createSenderProfileSync(account);
    sync.setUser(user.id);
    await vi.waitFor(() => expect(sync.getStatus()).toBe('saved'), WAIT);

    saveSenderProfile({ ...loadSenderProfile(), personName: '鈴木 一郎' });
    sync.changed();
    expect(window.localStorage.getItem(SENDER_PROFILE_PENDING_KEY)).toBe(user.id);
    expect(sync.getStatus()).toBe('saving');
    await vi.waitFor(async () => {
      expect(sync.getStatus()).toBe('saved');
      const stored = await account.load();
      expect(stored.ok && stored.data?.personName).toBe('鈴木 一郎');
    }, WAIT);
    expect(window.localStorage.getItem(SENDER_PROFILE_PENDING_KEY)).toBeNull();

    // A change typed just before the tab closed (sign-out stops the timer): the next page
    // finds it pending and uploads it instead of taking the account's older profile.
    saveSenderProfile({ ...loadSenderProfile(), tel: '050-1111-2222' });
    sync.changed();
    sync.setUser(null);
    const nextPage = createSenderProfileSync(account);
    nextPage.setUser(user.id);
    await vi.waitFor(() => expect(nextPage.getStatus()).toBe('saved'), WAIT);
    expect(loadSenderProfile().tel).toBe('050-1111-2222');
    const stored = await account.load();
    expect(stored.ok && stored.data?.tel).toBe('050-1111-2222');
  });

  it('keeps the browser copy and says so when the account cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    saveSenderProfile(profile);
    const sync = createSenderProfileSync(createSenderProfileAccount(async () => goneUser.client));
    sync.setUser(goneUser.user.id);
    // supabase-js retries a failed request a few times before giving up.
    await vi.waitFor(() => expect(sync.getStatus()).toBe('error'), { timeout: 25_000 });
    expect(loadSenderProfile()).toEqual(profile);
    vi.restoreAllMocks();
  }, 60_000);
});
