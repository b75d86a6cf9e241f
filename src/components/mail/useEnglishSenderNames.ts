import { useCallback, useState } from 'react';
import type { EnglishNames } from '../../lib/mail/mailText';
import { readJson, STORAGE_KEYS, writeJson } from '../../lib/storage';

/** The sender's own names for English mails: typed once, kept in this browser for every tool. */
export type EnglishSenderNames = Partial<
  Pick<EnglishNames, 'senderName' | 'senderCompany' | 'senderDepartment'>
>;

const KEYS = ['senderName', 'senderCompany', 'senderDepartment'] as const;

function isEnglishSenderNames(value: unknown): value is EnglishSenderNames {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return KEYS.every((key) => record[key] === undefined || typeof record[key] === 'string');
}

/**
 * The sender's Latin-letter names as typed (a key is absent until typed: the mail then starts from
 * the profile's name when that is in Latin letters already). Kept apart from the sender profile,
 * which holds the names the Japanese documents print.
 */
export function useEnglishSenderNames(): [
  EnglishSenderNames,
  (changes: EnglishSenderNames) => void,
] {
  const [names, setNames] = useState<EnglishSenderNames>(
    () => readJson(STORAGE_KEYS.mailEnglishSender, isEnglishSenderNames) ?? {},
  );
  const update = useCallback(
    (changes: EnglishSenderNames) => {
      const next = { ...names, ...changes };
      writeJson(STORAGE_KEYS.mailEnglishSender, next);
      setNames(next);
    },
    [names],
  );
  return [names, update];
}
