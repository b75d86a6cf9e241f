import { readJson, STORAGE_KEYS, writeJson } from '../storage';
import { toSenderProfile, type SenderProfile, EMPTY_SENDER_PROFILE } from './senderProfile';

/** Browser storage key of the sender profile (every visitor, signed in or not). */
export const SENDER_PROFILE_STORAGE_KEY = STORAGE_KEYS.senderProfile;

/** Fired on window when this tab saves the profile, so every open tool shows the new values. */
export const SENDER_PROFILE_CHANGED_EVENT = 'sender-profile-changed';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function loadSenderProfile(): SenderProfile {
  const stored = readJson(SENDER_PROFILE_STORAGE_KEY, isObject);
  return (stored && toSenderProfile(stored)) ?? { ...EMPTY_SENDER_PROFILE };
}

export function saveSenderProfile(profile: SenderProfile): void {
  writeJson(SENDER_PROFILE_STORAGE_KEY, profile);
  window.dispatchEvent(new Event(SENDER_PROFILE_CHANGED_EVENT));
}
