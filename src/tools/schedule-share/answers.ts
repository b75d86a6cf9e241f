import {
  fromSupabaseError,
  revisionConflictOf,
  success,
  type DataResult,
  type RevisionConflict,
} from '../../lib/dataResult';
import { getSupabase } from '../../lib/supabase';
import type { Availability } from './tally';

export interface AnswerSubmission {
  /** Null (with `baseRevision`): unchanged. */
  name: string | null;
  /** Null keeps the address stored with the answer being replaced (not shown to others). */
  email: string | null;
  /** Null (with `baseRevision`): unchanged. */
  comment: string | null;
  /** The whole set; with `baseRevision`, only the candidates whose mark changed. */
  answers: { option_id: string; availability: Availability }[];
  /** A secret this browser keeps: it proves the answer was sent from here. */
  respondentKey: string;
  /** The respondent whose answer this replaces; null for a new one. */
  respondentId: string | null;
  /** Their edit code, when only respondents may edit and this browser did not send it. */
  editCode: string | null;
  /**
   * The revision of the answer the change is based on: the fields not sent keep what is
   * stored (even if changed meanwhile), and a field sent that was changed meanwhile is refused.
   */
  baseRevision?: number;
}

export interface SavedAnswer {
  respondentId: string;
  /** Given to the respondent only (a new answer, or one changed with its key or code). */
  editCode: string | null;
  revision: number;
}

/** Why the server refused an answer: past the deadline, or the owner has decided. */
export type ClosedReason = 'deadline' | 'decided';

/**
 * Refusals the page explains: answers closed meanwhile, the edit code missing or wrong, the
 * answer being changed removed by the owner meanwhile, or the poll's 200 new answers an hour
 * taken (HTTP 429).
 */
export type Refusal =
  ClosedReason | 'edit_code_required' | 'edit_code_wrong' | 'respondent_not_found' | 'rate_limited';

export type SaveResult =
  | DataResult<SavedAnswer>
  | { ok: false; refused: Refusal }
  | { ok: false; refused: 'conflict'; conflict: RevisionConflict };

const HINTS: Record<string, Refusal> = {
  schedule_deadline_passed: 'deadline',
  schedule_decided: 'decided',
  edit_code_required: 'edit_code_required',
  edit_code_wrong: 'edit_code_wrong',
  respondent_not_found: 'respondent_not_found',
  poll_answer_rate_limited: 'rate_limited',
};

function refusal(error: unknown): Refusal | null {
  const { hint, message } = (error ?? {}) as { hint?: string; message?: string };
  if (hint && HINTS[hint]) return HINTS[hint];
  if (/deadline has passed/.test(message ?? '')) return 'deadline';
  if (/has been decided/.test(message ?? '')) return 'decided';
  return null;
}

/** Saves one respondent's answer through the share link (save_schedule_answer). */
export async function saveAnswer(
  shareId: string,
  submission: AnswerSubmission,
): Promise<SaveResult> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('save_schedule_answer', {
    p_share_id: shareId,
    // Null: unchanged (a patch); the generated types call every SQL argument non-null.
    p_respondent_name: (submission.name === null ? null : submission.name.trim()) as string,
    // Blank means none: the function stores '' as null. Null keeps the stored address; the
    // generated types (like supabase gen types) call every SQL argument non-null.
    p_respondent_email: (submission.email === null ? null : submission.email.trim()) as string,
    p_comment: (submission.comment === null ? null : submission.comment.trim()) as string,
    p_answers: submission.answers,
    p_respondent_key: submission.respondentKey,
    // Left out: the function's defaults (null).
    p_respondent_id: submission.respondentId ?? undefined,
    p_edit_code: submission.editCode ?? undefined,
    p_base_revision: submission.baseRevision,
  });
  if (!error) {
    // A json function: its shape is built in SQL.
    const saved = data as unknown as {
      respondent_id: string;
      edit_code: string | null;
      revision: number;
    };
    return success({
      respondentId: saved.respondent_id,
      editCode: saved.edit_code,
      revision: saved.revision,
    });
  }
  const conflict = revisionConflictOf(error);
  if (conflict) return { ok: false, refused: 'conflict', conflict };
  const refused = refusal(error);
  return refused ? { ok: false, refused } : fromSupabaseError('save schedule answer', error);
}
