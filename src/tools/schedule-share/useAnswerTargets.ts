import { useState } from 'react';
import type { AnswerTarget, SentAnswer } from './AnswerForm';
import { readRememberedAnswers, rememberAnswer, type RememberedAnswer } from './respondentMemory';
import type { Respondent } from './tally';

/** What the page says after an answer is saved: sent or updated, and the edit code if given. */
export interface SentNotice {
  updated: boolean;
  editCode: string | null;
}

const fromMemory = (answer: RememberedAnswer): AnswerTarget => ({
  respondentId: answer.respondentId ?? null,
  name: answer.name,
  email: answer.email,
  comment: answer.comment,
  selections: answer.selections,
  key: answer.key,
  editCode: answer.editCode ?? null,
});

const fromTable = (respondent: Respondent): AnswerTarget => ({
  respondentId: respondent.id,
  name: respondent.name,
  email: null,
  comment: respondent.comment ?? '',
  selections: respondent.answers,
  key: null,
  editCode: null,
});

/**
 * Whose answer the public page's form holds: a new one, one this browser sent (remembered with
 * its key and edit code), or anyone's picked by name in the table after a confirmation.
 * `formKey` changes whenever the form must start afresh with another answer.
 */
export function useAnswerTargets(shareId: string) {
  const [mine, setMine] = useState<RememberedAnswer[]>(() => readRememberedAnswers(shareId));
  // Starts on this browser's latest answer, as before.
  const [target, setTarget] = useState<AnswerTarget | null>(() => {
    const latest = mine.at(-1);
    return latest ? fromMemory(latest) : null;
  });
  const [formKey, setFormKey] = useState(0);
  const [confirming, setConfirming] = useState<Respondent | null>(null);
  const [sent, setSent] = useState<SentNotice | null>(null);
  // The form takes the focus when the visitor chose what to answer, not when it first appears.
  const [focus, setFocus] = useState(false);

  const open = (next: AnswerTarget | null) => {
    setTarget(next);
    setFormKey((key) => key + 1);
    setSent(null);
    setFocus(true);
  };
  /** This browser's own answer for that respondent, if it has one. */
  const remembered = (respondentId: string) =>
    mine.find((answer) => answer.respondentId === respondentId) ?? null;

  return {
    mine,
    target,
    formKey,
    confirming,
    sent,
    focus,
    /** Opens one of this browser's answers (no question: it sent them). */
    openMine: (answer: RememberedAnswer) => open(fromMemory(answer)),
    startNew: () => open(null),
    /** A name in the table: asks first (「田中様の回答を修正します。よろしいですか？」). */
    requestEdit: (respondent: Respondent) => setConfirming(respondent),
    confirmEdit: () => {
      if (!confirming) return;
      const own = remembered(confirming.id);
      open(own ? fromMemory(own) : fromTable(confirming));
      setConfirming(null);
    },
    cancelEdit: () => setConfirming(null),
    onSent: (answer: SentAnswer) => {
      const known = mine.find((entry) => entry.respondentId === answer.respondentId);
      // Kept in this browser when it is the respondent's own: a new answer, or one the server
      // returned the edit code for (proved by key or code). Someone else's answer, changed
      // where anyone may edit, is not this browser's to remember.
      const editCode = answer.editCode ?? known?.editCode;
      let next: AnswerTarget;
      if (answer.editCode || known || !target) {
        const entry: RememberedAnswer = {
          key: known?.key ?? answer.key,
          respondentId: answer.respondentId,
          name: answer.name,
          email: answer.email,
          comment: answer.comment,
          selections: answer.selections,
          ...(editCode ? { editCode } : {}),
        };
        setMine(rememberAnswer(shareId, entry));
        next = fromMemory(entry);
      } else {
        next = {
          ...target,
          name: answer.name,
          comment: answer.comment,
          selections: answer.selections,
        };
      }
      // The next change is based on this one, even before the table is read again.
      setTarget({ ...next, revision: answer.revision });
      setFormKey((key) => key + 1);
      setFocus(false);
      setSent({ updated: answer.updated, editCode: answer.editCode });
    },
  } as const;
}
