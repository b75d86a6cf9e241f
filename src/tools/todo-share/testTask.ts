import type { Todo } from './todos';

/**
 * A task for the tests of this folder: every column at its value for a new, plain task (not
 * done, no due date, no repeat, no one assigned, no reminder), `fields` over them. One place
 * for the row's shape, so a new column is added here rather than in each test's copy.
 */
export function testTask(fields: Partial<Todo> = {}): Todo {
  return {
    id: 't1',
    list_id: 'l1',
    title: '見積書を送付する',
    description: null,
    completed: false,
    created_at: '2030-01-01T00:00:00Z',
    due_date: null,
    position: 0,
    share_id: null,
    updated_at: null,
    updated_by: null,
    updated_by_name: null,
    revision: 1,
    repeat_rule: null,
    repeated_as: null,
    assignee_id: null,
    remind_at: null,
    ...fields,
  };
}
