import { readJson, writeJson } from '../../lib/storage';
import type { Availability } from './tally';

/** What this browser remembers of one answer it sent to a poll, so it can be changed later. */
export interface RememberedAnswer {
  key: string;
  /** The server's id for this respondent, once the answer is saved. */
  respondentId?: string;
  name: string;
  email: string;
  comment: string;
  selections: Record<string, Availability>;
  /** The respondent's edit code, as the server gave it (needed elsewhere when only respondents edit). */
  editCode?: string;
}

/** Every respondent this browser created for a poll (several people may share a desk). */
const listKey = (shareId: string) => `schedule-answers:${shareId}`;
/** Where earlier versions kept the browser's single answer; still read, never written. */
const legacyKey = (shareId: string) => `schedule-answer:${shareId}`;

function isRemembered(value: unknown): value is RememberedAnswer {
  const v = value as RememberedAnswer | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.key === 'string' &&
    v.key.length >= 16 &&
    typeof v.name === 'string' &&
    typeof v.selections === 'object' &&
    v.selections !== null
  );
}

const isRememberedList = (value: unknown): value is unknown[] => Array.isArray(value);

export function readRememberedAnswers(shareId: string): RememberedAnswer[] {
  const list = (readJson(listKey(shareId), isRememberedList) ?? []).filter(isRemembered);
  const legacy = readJson(legacyKey(shareId), isRemembered);
  if (legacy && !list.some((answer) => answer.key === legacy.key)) list.unshift(legacy);
  return list;
}

/** Adds the answer, or replaces the one with the same key. */
export function rememberAnswer(shareId: string, answer: RememberedAnswer): RememberedAnswer[] {
  const list = readRememberedAnswers(shareId);
  const index = list.findIndex((existing) => existing.key === answer.key);
  if (index >= 0) list[index] = answer;
  else list.push(answer);
  writeJson(listKey(shareId), list);
  return list;
}

/** A secret long enough that nobody else can replace this respondent's answer. */
export function newRespondentKey(): string {
  return `${crypto.randomUUID()}${crypto.randomUUID()}`.replaceAll('-', '');
}
