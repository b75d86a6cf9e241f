import { readJson, writeJson } from '../../lib/storage';
import type { Availability } from './tally';

/** What this browser remembers of its own answer to one poll, so it can be changed later. */
export interface RememberedAnswer {
  key: string;
  name: string;
  email: string;
  comment: string;
  selections: Record<string, Availability>;
}

const storageKey = (shareId: string) => `schedule-answer:${shareId}`;

function isRemembered(value: unknown): value is RememberedAnswer {
  const v = value as RememberedAnswer | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.key === 'string' &&
    v.key.length >= 16 &&
    typeof v.name === 'string' &&
    typeof v.selections === 'object'
  );
}

export function readRememberedAnswer(shareId: string): RememberedAnswer | null {
  return readJson(storageKey(shareId), isRemembered);
}

export function rememberAnswer(shareId: string, answer: RememberedAnswer): void {
  writeJson(storageKey(shareId), answer);
}

/** A secret long enough that nobody else can replace this respondent's answer. */
export function newRespondentKey(): string {
  return `${crypto.randomUUID()}${crypto.randomUUID()}`.replaceAll('-', '');
}
