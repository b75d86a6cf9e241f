import { readString, removeKey, writeString } from '../storage';
import { isSenderProfileEmpty } from './senderProfile';
import type { SenderProfileAccount } from './senderProfileAccount';
import { loadSenderProfile, saveSenderProfile } from './senderProfileStorage';

/**
 * Where the profile stands against the account: `local` (no account: guest or signed out),
 * `loading` (reading the account), `saving`, `saved`, or `error` (the browser copy is kept and
 * the next change tries again).
 */
export type SenderProfileSyncStatus = 'local' | 'loading' | 'saving' | 'saved' | 'error';

/** Set while a change made in this browser has not reached the account (user id as value). */
export const SENDER_PROFILE_PENDING_KEY = 'sender-profile-pending';

/** Typing in the panel saves to the account once the user pauses. */
export const UPLOAD_DELAY_MS = 800;

/**
 * Keeps browser storage (the offline copy every tool reads) and the signed-in user's account in
 * step. One per page: every component using the profile shares it.
 *
 * On sign-in the account's profile wins, except when it is empty and the browser's is filled
 * (the browser's is uploaded) or when a change made here never reached the account (it is
 * uploaded, so nothing typed offline is lost).
 */
export function createSenderProfileSync(account: SenderProfileAccount) {
  let userId: string | null = null;
  let status: SenderProfileSyncStatus = 'local';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const setStatus = (next: SenderProfileSyncStatus) => {
    status = next;
    listeners.forEach((listener) => listener());
  };
  const pendingFor = (id: string) => readString(SENDER_PROFILE_PENDING_KEY) === id;

  async function upload(forUser: string) {
    setStatus('saving');
    const result = await account.save(loadSenderProfile());
    if (userId !== forUser) return;
    if (result.ok && timer === undefined) removeKey(SENDER_PROFILE_PENDING_KEY);
    setStatus(result.ok ? 'saved' : 'error');
  }

  async function pull(forUser: string) {
    setStatus('loading');
    const result = await account.load();
    if (userId !== forUser) return;
    if (!result.ok) return setStatus('error');
    const local = loadSenderProfile();
    if (pendingFor(forUser) || (result.data === null && !isSenderProfileEmpty(local))) {
      if (timer === undefined) await upload(forUser);
      return;
    }
    if (result.data) saveSenderProfile(result.data);
    setStatus('saved');
  }

  return {
    getStatus: () => status,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Follows the signed-in (non-guest) user; null for guests and signed-out visitors. */
    setUser(next: string | null) {
      if (next === userId) return;
      userId = next;
      clearTimeout(timer);
      timer = undefined;
      if (next === null) setStatus('local');
      else void pull(next);
    },
    /** Call after each change saved to browser storage. */
    changed() {
      const forUser = userId;
      if (forUser === null) return;
      writeString(SENDER_PROFILE_PENDING_KEY, forUser);
      // Saying "saving" from the first keystroke: the account does not have it yet.
      setStatus('saving');
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        void upload(forUser);
      }, UPLOAD_DELAY_MS);
    },
  };
}

export type SenderProfileSync = ReturnType<typeof createSenderProfileSync>;
