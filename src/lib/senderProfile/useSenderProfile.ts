import { useCallback, useEffect, useState } from 'react';
import type { SenderProfile } from './senderProfile';
import {
  loadSenderProfile,
  saveSenderProfile,
  SENDER_PROFILE_CHANGED_EVENT,
  SENDER_PROFILE_STORAGE_KEY,
} from './senderProfileStorage';

/**
 * The sender profile as React state, kept in browser storage and in step across every tool and
 * tab that shows it. `update` saves at once (the profile is small).
 */
export function useSenderProfile() {
  const [profile, setProfile] = useState<SenderProfile>(loadSenderProfile);

  useEffect(() => {
    const reload = () => setProfile(loadSenderProfile());
    const onStorage = (event: StorageEvent) => {
      if (event.key === SENDER_PROFILE_STORAGE_KEY || event.key === null) reload();
    };
    window.addEventListener(SENDER_PROFILE_CHANGED_EVENT, reload);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(SENDER_PROFILE_CHANGED_EVENT, reload);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const update = useCallback((changes: Partial<SenderProfile>) => {
    const next = { ...loadSenderProfile(), ...changes };
    saveSenderProfile(next);
    setProfile(next);
  }, []);

  return { profile, update };
}
