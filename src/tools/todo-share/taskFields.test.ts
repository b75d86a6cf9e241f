import { changesOf, conflictInFormTerms, formOf, type TaskFormField } from './taskFields';
import { testTask } from './testTask';

const task = testTask({
  created_at: '2026-11-29T00:00:00Z',
  due_date: '2026-12-01',
  revision: 3,
  // 18:30 in Japan.
  remind_at: '2026-12-01T09:30:00Z',
});

describe('formOf', () => {
  it('shows each column as its field, an empty column as an empty field', () => {
    expect(formOf(task)).toEqual({
      title: '見積書を送付する',
      description: '',
      due: '2026-12-01',
      repeat: '',
      assignee: '',
      remind: '2026-12-01T18:30',
    });
  });
});

describe('changesOf', () => {
  const typed = {
    title: '  請求書を発行する ',
    description: '   ',
    due: '',
    repeat: 'FREQ=WEEKLY',
    assignee: 'u2',
    remind: '2026-12-02T09:00',
  };
  it.each<[TaskFormField[], object]>([
    [[], {}],
    [['title'], { title: '請求書を発行する' }],
    [['description'], { description: null }],
    [['due'], { due_date: null }],
    [['repeat'], { repeat_rule: 'FREQ=WEEKLY' }],
    [['assignee'], { assignee_id: 'u2' }],
    [['remind'], { remind_at: '2026-12-02T09:00:00+09:00' }],
    [['title', 'due'], { title: '請求書を発行する', due_date: null }],
  ])('sends only %j', (keys, changes) => {
    expect(changesOf(keys, typed)).toEqual(changes);
  });

  it('writes back what it shows: an unchanged task gives its own columns again', () => {
    const keys = Object.keys(formOf(task)) as TaskFormField[];
    const changes = changesOf(keys, formOf(task));
    expect({ ...changes, remind_at: new Date(changes.remind_at ?? '').toISOString() }).toEqual({
      title: task.title,
      description: task.description,
      due_date: task.due_date,
      repeat_rule: task.repeat_rule,
      assignee_id: task.assignee_id,
      remind_at: new Date(task.remind_at ?? '').toISOString(),
    });
  });
});

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
