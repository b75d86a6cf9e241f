import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ConflictNotice, ConflictSettled } from '../../components/conflict/ConflictNotice';
import { CopyButton } from '../../components/CopyButton';
import type { RevisionConflict } from '../../lib/dataResult';
import { formatOptionSlot } from '../../lib/scheduleOptions/optionTime';
import { mergeText } from '../../lib/revisions/mergeText';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { useMutation } from '@tanstack/react-query';
import { failure, success } from '../../lib/dataResult';
import { DataFailure } from '../../lib/query/dataQueries';
import { retryDelay, retryWhileUnreachable } from '../../lib/query/offlineRegistry';
import {
  type AnswerSubmission,
  type ClosedReason,
  type Refusal,
  type SavedAnswer,
  type SaveResult,
} from './answers';
import { answerWriteKey, answerWriteScope, refusalOf, sendAnswerWrite } from './answerWrites';
import { answerAsText } from './answerText';
import { AvailabilityChoice } from './AvailabilityChoice';
import { locales } from './locales';
import { newRespondentKey } from './respondentMemory';
import { addressee, sameNameRespondents } from './respondentNames';
import type { ScheduleOption } from './schedules';
import { AVAILABILITY_MARKS, validateAnswer, type Availability, type Respondent } from './tally';

/** An answer to change: from this browser (with its key), or picked by name in the table. */
export interface AnswerTarget {
  respondentId: string | null;
  name: string;
  /** Null: not known here (another browser sent it); left blank, the stored one is kept. */
  email: string | null;
  comment: string;
  selections: Record<string, Availability>;
  /** This browser's key for the answer, when it sent it. */
  key: string | null;
  /** The respondent's edit code, when this browser knows it. */
  editCode: string | null;
  /** The answer's revision this browser last saved (newer than the table until it is read). */
  revision?: number;
}

/** The answer as the form opened on it: what a change is based on. */
interface Base {
  name: string;
  comment: string;
  selections: Record<string, Availability | undefined>;
  revision: number;
}

const baseOf = (respondent: Respondent, savedRevision = 0): Base => ({
  name: respondent.name,
  comment: respondent.comment ?? '',
  selections: respondent.answers,
  revision: Math.max(respondent.revision, savedRevision),
});

export interface SentAnswer extends SavedAnswer {
  key: string;
  name: string;
  email: string;
  comment: string;
  selections: Record<string, Availability>;
  /** True when an earlier answer was replaced. */
  updated: boolean;
}

interface Props {
  shareId: string;
  options: readonly ScheduleOption[];
  language: 'ja' | 'en';
  /** The answer being changed; null for a new respondent. */
  target: AnswerTarget | null;
  /** Bring the form into view with the focus on the name (the visitor chose what to answer). */
  focusOnMount?: boolean;
  /** Everyone who answered, to catch a second answer under the same name. */
  respondents: readonly Respondent[];
  respondentOnly: boolean;
  /** Answers closed (by the page's clock or the server): the form keeps what was typed. */
  closed: { reason: ClosedReason; date: string } | null;
  onSent: (answer: SentAnswer) => void;
  /** Change that person's answer instead (offered when the name is already in the table). */
  onEditExisting: (respondent: Respondent) => void;
  onClosed: (reason: ClosedReason) => void;
  /** A change refused because the answer changed meanwhile: read the poll again. */
  onConflict: () => void;
  /**
   * Opened by an invitee's personal link: a new answer is sent with the link's token as its
   * key (which marks the invitation answered) and starts with the invited address.
   */
  invitation?: { token: string; email: string } | null;
}

type Problem = 'validation' | 'failed' | Exclude<Refusal, ClosedReason>;

const PROBLEM_TEXT = {
  validation: 'shared.validation',
  failed: 'shared.submit_failed',
  edit_code_required: 'shared.edit_code_required',
  edit_code_wrong: 'shared.edit_code_wrong',
  respondent_not_found: 'shared.respondent_gone',
  rate_limited: 'shared.rate_limited',
} as const satisfies Record<Problem, string>;

/** Name, optional email, ○/△/× per candidate and a comment; answering takes seconds on a phone. */
export function AnswerForm({
  shareId,
  options,
  language,
  target,
  focusOnMount = false,
  respondents,
  respondentOnly,
  closed,
  onSent,
  onEditExisting,
  onClosed,
  onConflict,
  invitation = null,
}: Props) {
  const { t } = useToolTranslation('schedule-share', locales);
  const [name, setName] = useState(target?.name ?? '');
  const [email, setEmail] = useState(target ? (target.email ?? '') : (invitation?.email ?? ''));
  const [comment, setComment] = useState(target?.comment ?? '');
  const [selections, setSelections] = useState<Record<string, Availability | undefined>>(
    target?.selections ?? {},
  );
  const [editCode, setEditCode] = useState(target?.editCode ?? '');
  // Cleared when the answer being changed turns out to be gone: the form then sends a new one.
  const [respondentId, setRespondentId] = useState(target?.respondentId ?? null);
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sameName, setSameName] = useState<Respondent[]>([]);
  const [sending, setSending] = useState(false);
  const writing = useMutation({
    mutationKey: answerWriteKey(shareId),
    scope: { id: answerWriteScope(shareId) },
    mutationFn: sendAnswerWrite,
    retry: retryWhileUnreachable,
    retryDelay,
  });
  // Offline (or the connection not really back): the answer waits, kept in the browser, and is
  // sent when the connection returns.
  const waiting = sending && (writing.isPaused || writing.failureCount > 0);
  /** Sends the answer, or queues it while offline and sends it when the connection returns. */
  const sendOrQueue = async (submission: AnswerSubmission): Promise<SaveResult> => {
    try {
      return success(await writing.mutateAsync({ shareId, submission }));
    } catch (error) {
      const refused = refusalOf(error);
      if (refused === 'conflict' && error instanceof DataFailure && error.error.conflict)
        return { ok: false, refused: 'conflict', conflict: error.error.conflict };
      if (refused && refused !== 'conflict') return { ok: false, refused };
      return failure('network', String(error));
    }
  };
  // An answer being changed: the table's version of it when the form opened.
  const [base, setBase] = useState<Base | null>(() => {
    const stored = respondents.find((one) => one.id === target?.respondentId);
    return stored ? baseOf(stored, target?.revision) : null;
  });
  const [conflict, setConflict] = useState<RevisionConflict | null>(null);
  const [settled, setSettled] = useState<{ overlap: boolean } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!focusOnMount) return;
    headingRef.current?.scrollIntoView?.({ block: 'start' });
    nameRef.current?.focus({ preventScroll: true });
    // Once, when the form appears for the answer chosen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setTouched(true);
    };
  const fromElsewhere = respondentId !== null && !target?.key;
  // The code is mailed when it is first issued: with a new answer (database trigger on
  // schedule_answer_codes, migration 20261126000660).
  const mailsCode = respondentOnly && respondentId === null;
  const needsCode =
    fromElsewhere &&
    (respondentOnly || problem === 'edit_code_required' || problem === 'edit_code_wrong');

  // Nothing typed is lost when answers close: the form stays, read-only, while it holds input.
  if (closed && !touched) return null;

  const send = async (allowSameName: boolean) => {
    const current = Object.fromEntries(
      options.flatMap((option) => {
        const value = selections[option.id];
        return value ? [[option.id, value] as const] : [];
      }),
    );
    if (!validateAnswer(name, current)) {
      setProblem('validation');
      return;
    }
    // Only a new respondent can be a second 田中 (a browser's own earlier answer is replaced).
    const isNew = respondentId === null && !target?.key;
    const namesakes = isNew ? sameNameRespondents(name, respondents) : [];
    if (!allowSameName && namesakes.length > 0) {
      setSameName(namesakes);
      return;
    }
    setProblem(null);
    setSameName([]);
    setSending(true);
    const key = target?.key ?? invitation?.token ?? newRespondentKey();
    // A change of a stored answer sends only what differs from it, based on its revision.
    const patch = respondentId !== null && base !== null ? base : null;
    const result = await sendOrQueue({
      name: patch && name.trim() === patch.name ? null : name,
      email: fromElsewhere && email.trim() === '' ? null : email,
      comment: patch && comment.trim() === patch.comment.trim() ? null : comment,
      respondentKey: key,
      respondentId,
      // A code this browser knows is sent too: its key may not be the one the answer was sent with.
      editCode: editCode.trim() !== '' ? editCode : null,
      answers: Object.entries(current)
        .filter(([optionId, availability]) => patch?.selections[optionId] !== availability)
        .map(([option_id, availability]) => ({ option_id, availability })),
      baseRevision: patch?.revision,
    });
    setSending(false);
    if (!result.ok) {
      if (!('refused' in result)) setProblem('failed');
      else if (result.refused === 'conflict') {
        setSettled(null);
        setConflict(result.conflict);
        onConflict();
      } else if (result.refused === 'deadline' || result.refused === 'decided')
        onClosed(result.refused);
      else {
        if (result.refused === 'respondent_not_found') setRespondentId(null);
        setProblem(result.refused);
      }
      return;
    }
    onSent({
      ...result.data,
      key,
      name: name.trim(),
      email: email.trim(),
      comment: comment.trim(),
      selections: current,
      updated: respondentId !== null,
    });
  };

  // The answer as it is now in the table (read again after a refusal).
  const stored = respondents.find((one) => one.id === respondentId) ?? null;
  const conflictReady =
    conflict !== null && stored !== null && stored.revision >= conflict.revision;
  const conflictFields = (conflict?.fields ?? []).filter(
    (field) =>
      field === 'respondent_name' ||
      field === 'comment' ||
      options.some((option) => field === `option:${option.id}`),
  );
  const markText = (value: Availability | undefined) => (value ? AVAILABILITY_MARKS[value] : '-');
  const optionOf = (field: string) => options.find((option) => `option:${option.id}` === field);

  /** Keeps the user's value, takes the stored one, or merges the two texts, field by field. */
  const choose = (field: string, choice: 'mine' | 'theirs' | 'merge') => {
    if (!stored || !base) return;
    const option = optionOf(field);
    if (field === 'respondent_name' && choice !== 'mine')
      setName(choice === 'theirs' ? stored.name : mergeText(base.name, name, stored.name).text);
    if (field === 'comment' && choice !== 'mine') {
      const theirs = stored.comment ?? '';
      setComment(choice === 'theirs' ? theirs : mergeText(base.comment, comment, theirs).text);
    }
    if (option && choice === 'theirs')
      setSelections((all) => ({ ...all, [option.id]: stored.answers[option.id] }));
    const remaining = conflictFields.filter((one) => one !== field);
    if (remaining.length > 0) {
      setConflict((previous) => previous && { ...previous, fields: remaining });
      return;
    }
    // Settled: based on the answer as it is now; what the user left as it was follows it.
    const rebased = baseOf(stored);
    if (name.trim() === base.name && field !== 'respondent_name') setName(rebased.name);
    if (comment.trim() === base.comment.trim() && field !== 'comment') setComment(rebased.comment);
    setSelections((all) => {
      const next = { ...all };
      for (const one of options) {
        if (one.id !== option?.id && all[one.id] === base.selections[one.id])
          next[one.id] = rebased.selections[one.id];
      }
      return next;
    });
    setConflict(null);
    setSettled({
      overlap:
        choice === 'merge' &&
        !mergeText(
          field === 'comment' ? base.comment : base.name,
          field === 'comment' ? comment : name,
          field === 'comment' ? (stored.comment ?? '') : stored.name,
        ).clean,
    });
    setBase(rebased);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!closed) void send(false);
  };

  return (
    <form
      onSubmit={onSubmit}
      className="panel flex flex-col gap-4"
      noValidate
      aria-labelledby="answer-heading"
    >
      <h2 id="answer-heading" ref={headingRef} className="text-lg font-semibold">
        {respondentId ? t('shared.edit_heading') : t('shared.form_heading')}
      </h2>
      {closed && (
        <div role="alert" className="alert-warning flex flex-col gap-2 text-sm">
          <p>
            {closed.reason === 'decided'
              ? t('shared.kept_decided')
              : t('shared.kept_deadline', { date: closed.date })}
          </p>
          <CopyButton
            text={() => answerAsText({ name, comment, selections }, options, language)}
            label={t('shared.copy_answer')}
            className="btn btn-secondary self-start"
          />
        </div>
      )}
      {respondentId && target && (
        <p className="muted text-sm">
          {t('shared.edit_note', { addressee: addressee(target.name, language) })}
        </p>
      )}
      {/* One switch for every control once answers close; not a group of its own (role none):
          the candidates' fieldsets are the groups. */}
      <fieldset role="none" disabled={closed !== null} className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor="respondent-name" className="label">
            {t('shared.name')}
          </label>
          <input
            id="respondent-name"
            ref={nameRef}
            className="input"
            value={name}
            maxLength={100}
            autoComplete="name"
            required
            onChange={(e) => edit(setName)(e.target.value)}
          />
        </div>
        {needsCode && (
          <div className="flex flex-col gap-1">
            <label htmlFor="edit-code" className="label">
              {t('shared.edit_code')}
            </label>
            <input
              id="edit-code"
              className="input font-mono uppercase sm:max-w-xs"
              value={editCode}
              maxLength={12}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-describedby="edit-code-hint"
              aria-invalid={problem === 'edit_code_wrong' || undefined}
              onChange={(e) => edit(setEditCode)(e.target.value)}
            />
            <p id="edit-code-hint" className="muted text-sm">
              {t('shared.respondent_only')} {t('shared.edit_code_hint')}
            </p>
          </div>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor="respondent-email" className="label">
            {t('shared.email')}
          </label>
          <input
            id="respondent-email"
            type="email"
            className="input"
            value={email}
            maxLength={254}
            autoComplete="email"
            aria-describedby={[
              'respondent-email-help',
              mailsCode && 'respondent-email-code',
              fromElsewhere && 'respondent-email-hint',
            ]
              .filter(Boolean)
              .join(' ')}
            onChange={(e) => edit(setEmail)(e.target.value)}
          />
          <p id="respondent-email-help" className="muted text-sm">
            {t('shared.email_help')}
          </p>
          {mailsCode && (
            <p id="respondent-email-code" className="muted text-sm">
              {t('shared.email_code')}
            </p>
          )}
          {fromElsewhere && (
            <p id="respondent-email-hint" className="muted text-sm">
              {t('shared.email_keep')}
            </p>
          )}
        </div>
        <ul className="flex flex-col gap-2">
          {options.map((option) => (
            <li key={option.id}>
              <AvailabilityChoice
                option={option}
                language={language}
                value={selections[option.id]}
                onChange={(availability) =>
                  edit(setSelections)({ ...selections, [option.id]: availability })
                }
              />
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-1">
          <label htmlFor="respondent-comment" className="label">
            {t('shared.comment')}
          </label>
          <textarea
            id="respondent-comment"
            className="input min-h-16"
            value={comment}
            maxLength={500}
            onChange={(e) => edit(setComment)(e.target.value)}
          />
        </div>
      </fieldset>
      {sameName.length > 0 && (
        <div role="alert" className="alert-warning flex flex-col gap-2 text-sm">
          <p>
            {t('shared.same_name', { addressee: addressee(sameName[0]?.name ?? name, language) })}
          </p>
          <div className="flex flex-wrap gap-2">
            {sameName.map((respondent, index) => (
              <button
                key={respondent.id}
                type="button"
                className="btn btn-primary"
                onClick={() => onEditExisting(respondent)}
              >
                {t('shared.edit_as', { addressee: addressee(respondent.name, language) })}
                {sameName.length > 1 && ` (${index + 1})`}
              </button>
            ))}
            <button type="button" className="btn btn-secondary" onClick={() => void send(true)}>
              {t('shared.same_name_new')}
            </button>
          </div>
        </div>
      )}
      {conflict && (
        <ConflictNotice
          by="someone"
          loading={!conflictReady}
          fields={conflictFields.map((field) => {
            const option = optionOf(field);
            if (option)
              return {
                key: field,
                label: formatOptionSlot(option, language),
                mine: markText(selections[option.id]),
                theirs: markText(stored?.answers[option.id]),
              };
            const isName = field === 'respondent_name';
            return {
              key: field,
              label: isName ? t('shared.name') : t('shared.comment'),
              mine: isName ? name : comment,
              theirs: (isName ? stored?.name : stored?.comment) ?? '',
              text: true,
            };
          })}
          onChoose={choose}
        />
      )}
      {settled && <ConflictSettled overlap={settled.overlap} />}
      {problem && (
        <p role="alert" className="alert-error text-sm">
          {t(PROBLEM_TEXT[problem])}
        </p>
      )}
      {waiting && (
        <p role="status" className="alert-info text-sm" data-testid="answer-waiting">
          {t('shared.answer_waiting')}
        </p>
      )}
      {!closed && (
        <button
          type="submit"
          className="btn btn-primary self-start"
          disabled={sending || conflict !== null}
        >
          {sending ? t('common:sending') : respondentId ? t('shared.update') : t('shared.submit')}
        </button>
      )}
    </form>
  );
}
