import type { RevisionConflict } from '../../lib/dataResult';

/** The task edit form's field of each column the database names in a conflict. */
const FIELD_OF_COLUMN: Record<string, string> = {
  title: 'title',
  description: 'description',
  due_date: 'due',
  repeat_rule: 'repeat',
  assignee_id: 'assignee',
  remind_at: 'remind',
};

/**
 * A refused write's conflict in the edit form's terms: the database names the columns changed
 * meanwhile (`due_date`), the form its fields (`due`); a field the form does not know would
 * leave the conflict notice empty and the form unable to save.
 */
export function conflictInFormTerms(conflict: RevisionConflict): RevisionConflict {
  return {
    ...conflict,
    fields: conflict.fields.map((column) => FIELD_OF_COLUMN[column] ?? column),
  };
}
