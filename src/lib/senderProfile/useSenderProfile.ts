import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useAuth } from '../auth/AuthContext';
import { onOtherTabStorageChange } from '../crossTabStorage';
import { pageSenderProfileSync as sync } from './pageSenderProfileSync';
import type { SenderProfile } from './senderProfile';
import {
  loadSenderProfile,
  saveSenderProfile,
  SENDER_PROFILE_CHANGED_EVENT,
  SENDER_PROFILE_STORAGE_KEY,
} from './senderProfileStorage';

/**
 * The sender profile as React state, kept in browser storage and in step across every tool and
 * tab that shows it. `update` saves to browser storage at once; for a signed-in user (not a
 * guest) the profile also loads from and saves to the account, `syncStatus` saying how that went.
 */
export function useSenderProfile() {
  const [profile, setProfile] = useState<SenderProfile>(loadSenderProfile);
  const { user } = useAuth();
  const accountUserId = user && !user.is_anonymous ? user.id : null;
  const syncStatus = useSyncExternalStore(sync.subscribe, sync.getStatus, sync.getStatus);

  useEffect(() => {
    sync.setUser(accountUserId);
  }, [accountUserId]);

  useEffect(() => {
    const reload = () => setProfile(loadSenderProfile());
    window.addEventListener(SENDER_PROFILE_CHANGED_EVENT, reload);
    const stopFollowingOtherTabs = onOtherTabStorageChange([SENDER_PROFILE_STORAGE_KEY], reload);
    return () => {
      window.removeEventListener(SENDER_PROFILE_CHANGED_EVENT, reload);
      stopFollowingOtherTabs();
    };
  }, []);

  const update = useCallback((changes: Partial<SenderProfile>) => {
    const next = { ...loadSenderProfile(), ...changes };
    saveSenderProfile(next);
    setProfile(next);
    sync.changed();
  }, []);

  return { profile, update, syncStatus };
}
