import type { DataError } from '../../lib/dataResult';
import { DataFailure } from '../../lib/query/dataQueries';
import type { OfflineScope } from '../../lib/query/offlineWrites';
import { saveAnswer, type AnswerSubmission, type Refusal, type SavedAnswer } from './answers';
import { rememberAnswer } from './respondentMemory';
import type { Availability } from './tally';

/**
 * An answer as a write that can wait for the connection (offline first): sent, in order, when
 * it returns, after a reload too. Its own prefix, so that the poll owner's writes (kept
 * online only) are never mistaken for answers.
 */
export interface AnswerWrite {
  shareId: string;
  submission: AnswerSubmission;
}

export const answerWriteKey = (shareId: string) => ['poll-answer', shareId] as const;
export const answerWriteScope = (shareId: string) => `poll-answers:${shareId}`;

const REFUSALS = new Set<string>([
  'deadline',
  'decided',
  'edit_code_required',
  'edit_code_wrong',
  'respondent_not_found',
  'rate_limited',
]);

/** The refusal a failed write stands for (`null`: it could not be sent). */
export function refusalOf(error: unknown): Refusal | 'conflict' | null {
  if (!(error instanceof DataFailure)) return null;
  if (error.error.kind === 'conflict') return 'conflict';
  return REFUSALS.has(error.error.message) ? (error.error.message as Refusal) : null;
}

/**
 * Sends an answer; a refusal (closed, a conflict, a wrong code …) or a failure is thrown as a
 * DataFailure, so the query client keeps a write that could not reach the server and lists
 * one that was refused. A new answer sent after a reload is remembered as this browser's own.
 */
export async function sendAnswerWrite(write: AnswerWrite): Promise<SavedAnswer> {
  const result = await saveAnswer(write.shareId, write.submission);
  if (result.ok) return result.data;
  const error: DataError =
    'refused' in result
      ? result.refused === 'conflict'
        ? { kind: 'conflict', message: 'conflict', conflict: result.conflict }
        : { kind: 'database', message: result.refused }
      : result.error;
  throw new DataFailure(error);
}

/** What the poll page keeps offline: its answers, and the poll to draw the page. */
export const answerOffline: OfflineScope = {
  prefix: 'poll-answer',
  keepQuery: (key) => key[0] === 'poll' && key[1] === 'shared',
  write: async (variables) => {
    const write = variables as AnswerWrite;
    const saved = await sendAnswerWrite(write);
    const { submission } = write;
    // A new answer sent after a reload: this browser keeps it, as it would have on the page.
    if (submission.respondentId === null && submission.name !== null)
      rememberAnswer(write.shareId, {
        key: submission.respondentKey,
        respondentId: saved.respondentId,
        name: submission.name.trim(),
        email: submission.email?.trim() ?? '',
        comment: submission.comment?.trim() ?? '',
        selections: Object.fromEntries(
          submission.answers.map((answer) => [answer.option_id, answer.availability]),
        ) as Record<string, Availability>,
        ...(saved.editCode ? { editCode: saved.editCode } : {}),
      });
    return saved;
  },
};
