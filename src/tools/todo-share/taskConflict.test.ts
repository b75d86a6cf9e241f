import { conflictInFormTerms } from './taskConflict';

describe('conflictInFormTerms', () => {
  it.each([
    [['title'], ['title']],
    [['description'], ['description']],
    [['due_date'], ['due']],
    [
      ['repeat_rule', 'due_date'],
      ['repeat', 'due'],
    ],
    [['assignee_id'], ['assignee']],
    [['remind_at'], ['remind']],
    [['completed'], ['completed']],
  ])('%j → %j', (columns, fields) => {
    expect(conflictInFormTerms({ fields: columns, revision: 7 })).toEqual({ fields, revision: 7 });
  });
});
