import { lazy, Suspense, useState, type FormEvent } from 'react';
import {
  ConflictNotice,
  ConflictSettled,
  type ChangedBy,
} from '../../components/conflict/ConflictNotice';
import { CopyButton } from '../../components/CopyButton';
import { SaveCancelButtons } from '../../components/SaveCancelButtons';
import type { DataResult } from '../../lib/dataResult';
import { changesOf, conflictInFormTerms, formOf, type TaskFormField as Field } from './taskFields';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { useRevisionForm } from '../../lib/revisions/useRevisionForm';
import { tokyoDateString } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import { firstDueDate } from '../../lib/repeats/nextOccurrence';
import { describeRepeatRule } from '../../lib/repeats/repeatWords';
import { isBlank } from '../../lib/text';
import { formatDueDate } from './dueDate';
import { locales } from './locales';
import { readRepeatRule } from './readRepeatRule';
import { formatReminder, isReminderAhead, reminderInstant } from './reminder';
import { RepeatField } from './RepeatField';
import { REMINDER_PAST, type Assignee, type Todo, type TodoChanges } from './todos';

const ReminderField = lazy(() =>
  import('./ReminderField').then((module) => ({ default: module.ReminderField })),
);

interface Props {
  /** The task as it is now (live: others' changes arrive while the form is open). */
  todo: Todo;
  baseId: string;
  /** Who changed the task last (for 「佐藤さんが先に変更しました」). */
  changedBy: ChangedBy;
  onSave: (changes: TodoChanges, baseRevision: number) => Promise<DataResult<unknown>>;
  onClose: () => void;
  /** The rights to the list ended: nothing can be saved; what was typed stays, to copy. */
  blocked?: boolean;
  /** The people the task may be given to, and how each is named. */
  assignees: readonly Assignee[];
  assigneeName: (userId: string) => string;
}

/**
 * A task's edit form. It sends only the fields the user changed, based on the task's revision
 * when the form opened; a field changed meanwhile by someone else is shown with both values to
 * choose from, and the other fields' changes merge. Nothing typed is lost: not to a remote
 * change, nor to a refused save, nor to the task's deletion (the text stays for copying).
 */
export function TaskEditForm({
  todo,
  baseId,
  changedBy,
  onSave,
  onClose,
  blocked = false,
  assignees,
  assigneeName,
}: Props) {
  const { t, i18n } = useToolTranslation('todo-share', locales);
  const language = currentLanguage(i18n.resolvedLanguage);
  const form = useRevisionForm(formOf(todo), todo.revision);
  const [problem, setProblem] = useState<'gone' | 'failed' | 'past' | null>(null);
  const [saving, setSaving] = useState(false);
  const [dueSet, setDueSet] = useState<string | null>(null);
  const { values } = form;
  const labels: Record<Field, string> = {
    title: t('add.title'),
    description: t('add.description'),
    due: t('add.due'),
    repeat: t('repeat.label'),
    assignee: t('assignee.label'),
    remind: t('reminder.legend'),
  };
  // A reminder changed to a time already past is refused here and by the database.
  const remindPast =
    form.changedKeys.includes('remind') && !!values.remind && !isReminderAhead(values.remind);
  /** A field's value as the user reads it (a conflict shows both). */
  const shown = (key: Field, value: string) => {
    if (key === 'assignee') return value ? assigneeName(value) : t('assignee.none');
    if (key === 'remind') {
      const instant = reminderInstant(value);
      return instant ? formatReminder(instant, language) : t('reminder.none');
    }
    if (key !== 'repeat') return value;
    const rule = readRepeatRule(value);
    return rule ? describeRepeatRule(rule, language) : t('repeat.none');
  };

  // As To Do does: a repeat needs a due date; a task without one is due on the rule's first day.
  const setRepeat = (value: string) => {
    form.set('repeat', value);
    const rule = readRepeatRule(value);
    if (rule && !values.due) {
      const due = firstDueDate(rule, tokyoDateString());
      form.set('due', due);
      setDueSet(due);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (isBlank(values.title) || form.conflict || saving || blocked || remindPast) return;
    const changes = changesOf(form.changedKeys, values);
    if (Object.keys(changes).length === 0) return onClose();
    setSaving(true);
    const result = await onSave(changes, form.base.revision);
    setSaving(false);
    if (result.ok) return onClose();
    if (result.error.kind === 'conflict' && result.error.conflict)
      form.refuse(conflictInFormTerms(result.error.conflict));
    setProblem(
      result.error.kind === 'not_found'
        ? 'gone'
        : result.error.kind === 'conflict'
          ? null
          : result.error.message === REMINDER_PAST
            ? 'past'
            : 'failed',
    );
  };

  return (
    <form className="flex flex-col gap-2" onSubmit={(event) => void save(event)}>
      <label htmlFor={`${baseId}-title`} className="label">
        {labels.title}
      </label>
      <input
        id={`${baseId}-title`}
        className="input"
        value={values.title}
        maxLength={200}
        onChange={(e) => form.set('title', e.target.value)}
      />
      <label htmlFor={`${baseId}-description`} className="label">
        {labels.description}
      </label>
      <textarea
        id={`${baseId}-description`}
        className="input min-h-16"
        value={values.description}
        maxLength={2000}
        onChange={(e) => form.set('description', e.target.value)}
      />
      <label htmlFor={`${baseId}-due`} className="label">
        {labels.due}
      </label>
      <input
        id={`${baseId}-due`}
        type="date"
        className="input self-start"
        value={values.due}
        onChange={(e) => form.set('due', e.target.value)}
      />
      <RepeatField
        baseId={baseId}
        value={values.repeat}
        onChange={setRepeat}
        dueOrToday={values.due || tokyoDateString()}
      />
      {assignees.length > 1 && (
        <>
          <label htmlFor={`${baseId}-assignee`} className="label">
            {labels.assignee}
          </label>
          <select
            id={`${baseId}-assignee`}
            className="input self-start"
            aria-describedby={`${baseId}-assignee-note`}
            value={values.assignee}
            onChange={(e) => form.set('assignee', e.target.value)}
          >
            <option value="">{t('assignee.none')}</option>
            {assignees.map((person) => (
              <option key={person.user_id} value={person.user_id}>
                {assigneeName(person.user_id)}
              </option>
            ))}
          </select>
          <p id={`${baseId}-assignee-note`} className="muted text-sm">
            {t('assignee.note')}
          </p>
        </>
      )}
      <Suspense fallback={null}>
        <ReminderField
          baseId={baseId}
          value={values.remind}
          onChange={(value) => {
            form.set('remind', value);
            if (problem === 'past') setProblem(null);
          }}
          dueDate={values.due}
          past={remindPast || problem === 'past'}
        />
      </Suspense>
      {dueSet && values.due === dueSet && (
        <p className="muted text-sm" role="status">
          {t('repeat.due_set', { date: formatDueDate(dueSet, language) })}
        </p>
      )}
      {form.conflict && (
        <ConflictNotice
          by={changedBy}
          loading={!form.conflictReady}
          fields={form.conflict.fields.map((key) => ({
            key,
            label: labels[key],
            mine: shown(key, values[key]),
            theirs: shown(key, formOf(todo)[key]),
            text: key !== 'due' && key !== 'repeat' && key !== 'assignee' && key !== 'remind',
          }))}
          onChoose={(key, choice) => form.choose(key as Field, choice)}
        />
      )}
      {form.settled && <ConflictSettled overlap={form.settled.overlap} />}
      {problem && problem !== 'past' && (
        <p role="alert" className="alert-error text-sm">
          {problem === 'gone' ? t('list.edit_deleted') : t('list.action_failed')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <SaveCancelButtons
          canSave={
            !isBlank(values.title) &&
            !form.conflict &&
            problem !== 'gone' &&
            !blocked &&
            !remindPast
          }
          onCancel={onClose}
        />
        {(blocked || problem === 'gone') && (
          <CopyButton
            text={() => [values.title, values.description].filter((part) => part.trim()).join('\n')}
            label={t('team.copy_typed')}
          />
        )}
      </div>
    </form>
  );
}
