import type { DataResult } from '../../lib/dataResult';
import { unwrap } from '../../lib/query/dataQueries';
import type { OfflineScope } from '../../lib/query/offlineWrites';
import { todoKeys } from './todoKeys';
import { addStep, changeStep, deleteStep, type StepChanges } from './steps';
import {
  addTodo,
  deleteTodos,
  moveTodo,
  reorderTodos,
  updateTodo,
  type TodoChanges,
} from './todos';

/**
 * The to-do tool's writes as plain data: what a write made offline keeps in the browser, and
 * sends, in order, when the connection returns (after a reload too). `title` is for the page's
 * list of waiting changes.
 */
export type TodoWrite =
  | {
      op: 'add';
      listId: string;
      id: string;
      title: string;
      description: string;
      dueDate: string | null;
    }
  | {
      op: 'change';
      listId: string;
      id: string;
      title: string;
      changes: TodoChanges;
      baseRevision: number;
    }
  | { op: 'reorder'; listId: string; order: string[] }
  | { op: 'delete'; listId: string; ids: string[]; titles: string[] }
  | { op: 'move'; listId: string; id: string; title: string; toListId: string }
  | { op: 'step-add'; listId: string; id: string; todoId: string; title: string }
  | { op: 'step-change'; listId: string; id: string; title: string; changes: StepChanges }
  | { op: 'step-delete'; listId: string; id: string; title: string };

export type TodoWriteOf<Op extends TodoWrite['op']> = Extract<TodoWrite, { op: Op }>;

/** The key of a kind of write to a list's tasks (under the tasks' own key). */
export const todoWriteKey = (listId: string | null, op: TodoWrite['op']) =>
  [...(listId ? todoKeys.tasks(listId) : ['todo', 'tasks', null]), op] as const;

/** A list's writes are sent one after another, in the order they were made. */
export const todoWriteScope = (listId: string | null) =>
  listId ? `todo-list:${listId}` : undefined;

/** Sends one write (a restored one, or from the page), as the data module's result. */
export function sendTodoWrite(write: TodoWrite): Promise<DataResult<unknown>> {
  switch (write.op) {
    case 'add':
      return addTodo(write.listId, write, write.id);
    case 'change':
      return updateTodo(write.id, write.changes, write.baseRevision);
    case 'reorder':
      return reorderTodos(write.listId, write.order);
    case 'delete':
      return deleteTodos(write.ids);
    case 'move':
      return moveTodo(write.id, write.toListId);
    case 'step-add':
      return addStep(write.listId, write.todoId, write.title, write.id);
    case 'step-change':
      return changeStep(write.id, write.changes);
    case 'step-delete':
      return deleteStep(write.id);
  }
}

/** What the to-do tool keeps offline: its writes, and the lists and tasks to draw the page. */
export const todoOffline: OfflineScope = {
  prefix: 'todo',
  keepQuery: (key) =>
    key[0] === 'todo' &&
    (key[1] === 'tasks' || key[1] === 'steps' || key[1] === 'lists' || key[1] === 'joined'),
  write: async (variables) => unwrap(await sendTodoWrite(variables as TodoWrite)),
};
