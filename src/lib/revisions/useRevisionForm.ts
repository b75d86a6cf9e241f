import { useState } from 'react';
import type { RevisionConflict } from '../dataResult';
import type { MergedText } from './mergeText';

export type FormValues = Record<string, string>;
type Choice = 'mine' | 'theirs' | 'merge';

/**
 * The three-way merge (node-diff3 and a word segmenter, ~5 KB gzip) is needed only once a
 * conflict is shown: it loads then, not with every form's page.
 */
const loadMerge = () => import('./mergeText');

/**
 * The state of an edit form over a row that others may change while it is open (`row`: the
 * row's values as the form shows them, live; `revision`: the row's revision now).
 *
 * - The form starts from the row as it is when the form opens (its base, with that revision).
 * - Only fields the user typed in are the user's (`edits`); the others keep showing the row
 *   live, so a remote change never resets what is being typed and never goes stale on screen.
 * - `changedKeys` are the typed fields that differ from the base: the only ones to send.
 * - A write refused for a conflict (`refuse`) lists the fields changed meanwhile; once the row
 *   has been read again, `choose` takes the user's value, the other's, or both merged, field by
 *   field, and when every one is settled the form is based on the row as it now is.
 */
export function useRevisionForm<F extends FormValues>(row: F, revision: number) {
  const [base, setBase] = useState({ values: row, revision });
  const [edits, setEdits] = useState<Partial<F>>({});
  const [conflict, setConflict] = useState<RevisionConflict | null>(null);
  /** Every conflicting field chosen; `overlap`: a merge kept both of the same words. */
  const [settled, setSettled] = useState<{ overlap: boolean } | null>(null);
  const [overlap, setOverlap] = useState(false);

  const values = { ...row, ...edits } as F;
  const changedKeys = (Object.keys(edits) as (keyof F & string)[]).filter(
    (key) => edits[key] !== base.values[key],
  );
  /** The row has been read again since the refusal: both sides can be shown. */
  const conflictReady = conflict !== null && revision >= conflict.revision;
  const pendingFields = conflict
    ? conflict.fields.filter((field): field is keyof F & string => field in row)
    : [];

  const set = (key: keyof F & string, value: string) =>
    setEdits((previous) => ({ ...previous, [key]: value }));

  const choose = (key: keyof F & string, choice: Choice) => {
    if (choice !== 'merge') return settle(key, choice, null);
    const mine = edits[key] ?? base.values[key] ?? '';
    void loadMerge().then(({ mergeText }) =>
      settle(key, choice, mergeText(base.values[key] ?? '', mine, row[key] ?? '')),
    );
  };

  /** One field chosen (`merged`: the merge's result); the form rebased once all are. */
  const settle = (key: keyof F & string, choice: Choice, merged: MergedText | null) => {
    const next = { ...edits };
    let overlapNow = overlap;
    if (choice === 'theirs') delete next[key];
    if (merged) {
      next[key] = merged.text as F[typeof key];
      overlapNow ||= !merged.clean;
    }
    setEdits(next);
    setOverlap(overlapNow);
    const remaining = pendingFields.filter((field) => field !== key);
    if (remaining.length > 0) {
      setConflict((previous) => previous && { ...previous, fields: remaining });
      return;
    }
    // Every field settled: what the form sends from now on is based on the row as it is.
    setConflict(null);
    setSettled({ overlap: overlapNow });
    setBase({ values: row, revision });
  };

  return {
    values,
    base,
    set,
    changedKeys,
    conflict: conflict && { ...conflict, fields: pendingFields },
    conflictReady,
    settled,
    refuse: (refusal: RevisionConflict) => {
      void loadMerge();
      setSettled(null);
      setOverlap(false);
      setConflict(refusal);
    },
    choose,
  } as const;
}
