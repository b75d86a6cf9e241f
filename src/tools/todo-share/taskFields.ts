import type { RevisionConflict } from '../../lib/dataResult';
import { reminderFormValue, reminderInstant } from './reminder';
import type { Todo, TodoChanges } from './todos';

/** One field of the task edit form: the column it stands for, how it shows it and writes it. */
interface TaskField<C extends keyof TodoChanges> {
  column: C;
  /** The task's value as the form shows it (a text field's string). */
  read: (todo: Todo) => string;
  /** What a typed value writes to the column. */
  write: (typed: string) => TodoChanges[C];
}

const field = <C extends keyof TodoChanges>(
  column: C,
  read: TaskField<C>['read'],
  write: TaskField<C>['write'],
): TaskField<C> => ({ column, read, write });

const orNull = (typed: string) => typed || null;

/**
 * The edit form's fields and the task's columns, one table for both directions: the form shows
 * a task through it and sends the fields typed as columns (`changesOf`), and a refused save,
 * which names columns, is turned back into fields (`conflictInFormTerms`). A new field is added
 * here only.
 */
const TASK_FIELDS = {
  title: field(
    'title',
    (todo) => todo.title,
    (typed) => typed.trim(),
  ),
  description: field(
    'description',
    (todo) => todo.description ?? '',
    (typed) => typed.trim() || null,
  ),
  due: field('due_date', (todo) => todo.due_date ?? '', orNull),
  repeat: field('repeat_rule', (todo) => todo.repeat_rule ?? '', orNull),
  assignee: field('assignee_id', (todo) => todo.assignee_id ?? '', orNull),
  remind: field('remind_at', (todo) => reminderFormValue(todo.remind_at), reminderInstant),
};

export type TaskFormField = keyof typeof TASK_FIELDS;
export type TaskFormValues = Record<TaskFormField, string>;

const FORM_FIELDS = Object.keys(TASK_FIELDS) as TaskFormField[];

/** A task as the edit form shows it. */
export function formOf(todo: Todo): TaskFormValues {
  return Object.fromEntries(
    FORM_FIELDS.map((key) => [key, TASK_FIELDS[key].read(todo)]),
  ) as TaskFormValues;
}

/** The fields a form sends: only those typed (`keys`), in the table's terms. */
export function changesOf(keys: readonly TaskFormField[], values: TaskFormValues): TodoChanges {
  // Each entry pairs a column with its own field's value, which the table's types check.
  return Object.fromEntries(
    keys.map((key) => [TASK_FIELDS[key].column, TASK_FIELDS[key].write(values[key])]),
  ) as TodoChanges;
}

const FIELD_OF_COLUMN = new Map<string, string>(
  FORM_FIELDS.map((key) => [TASK_FIELDS[key].column, key]),
);

/**
 * A refused write's conflict in the edit form's terms: the database names the columns changed
 * meanwhile (`due_date`), the form its fields (`due`); a field the form does not know would
 * leave the conflict notice empty and the form unable to save.
 */
export function conflictInFormTerms(conflict: RevisionConflict): RevisionConflict {
  return {
    ...conflict,
    fields: conflict.fields.map((column) => FIELD_OF_COLUMN.get(column) ?? column),
  };
}
