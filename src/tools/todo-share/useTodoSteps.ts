import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../lib/query/dataQueries';
import { useCacheMutation } from '../../lib/query/useCacheMutation';
import {
  addStep,
  changeStep,
  deleteStep,
  listSteps,
  type StepChanges,
  type TodoStep,
} from './steps';
import { sortSteps, stepPlaces } from './stepOrder';
import { todoKeys } from './todoKeys';
import { todoWriteKey, todoWriteScope, type TodoWriteOf } from './todoWrites';

const NO_LIST = ['todo', 'steps', null] as const;

/**
 * The steps of the tasks of the list in view, and their edits through the query cache: shown
 * at once, rolled back if refused, queued offline with the list's other writes (in order, so a
 * step added to a task added offline follows it).
 */
export function useTodoSteps(listId: string | null) {
  const queryKey = listId ? todoKeys.steps(listId) : NO_LIST;
  const query = useQuery({
    queryKey,
    queryFn: async () => (listId ? unwrap(await listSteps(listId)) : []),
    enabled: listId !== null,
  });
  const steps = listId ? (query.data ?? []) : [];
  const scope = todoWriteScope(listId);
  const settle = (all: TodoStep[], saved: TodoStep) =>
    all.map((step) => (step.id === saved.id ? saved : step));

  const adding = useCacheMutation<TodoStep[], TodoWriteOf<'step-add'>, TodoStep>({
    queryKey,
    mutationKey: todoWriteKey(listId, 'step-add'),
    scope,
    retryUnreachable: true,
    write: (write) => addStep(write.listId, write.todoId, write.title, write.id),
    // Shown again after an earlier write's answer (useCacheMutation): never twice.
    optimistic: (all, write) => [
      ...all.filter((step) => step.id !== write.id),
      {
        id: write.id,
        todo_id: write.todoId,
        list_id: write.listId,
        title: write.title.trim(),
        completed: false,
        position: Number.MAX_SAFE_INTEGER,
        created_at: new Date().toISOString(),
      },
    ],
    settle,
  });
  const changing = useCacheMutation<TodoStep[], TodoWriteOf<'step-change'>, TodoStep>({
    queryKey,
    mutationKey: todoWriteKey(listId, 'step-change'),
    scope,
    retryUnreachable: true,
    write: (write) => changeStep(write.id, write.changes),
    optimistic: (all, { id, changes }) =>
      all.map((step) => (step.id === id ? { ...step, ...changes } : step)),
    settle,
  });
  const deleting = useCacheMutation<TodoStep[], TodoWriteOf<'step-delete'>, null>({
    queryKey,
    mutationKey: todoWriteKey(listId, 'step-delete'),
    scope,
    retryUnreachable: true,
    write: (write) => deleteStep(write.id),
    optimistic: (all, { id }) => all.filter((step) => step.id !== id),
  });

  return {
    /** A task's steps, in their order. */
    of: (todoId: string) => sortSteps(steps.filter((step) => step.todo_id === todoId)),
    add: (todoId: string, title: string) =>
      listId
        ? adding.queue({ op: 'step-add', listId, id: crypto.randomUUID(), todoId, title })
        : null,
    change: (step: TodoStep, changes: StepChanges) =>
      listId
        ? changing.queue({ op: 'step-change', listId, id: step.id, title: step.title, changes })
        : null,
    /** Step `id` takes `targetId`'s place among its task's steps (each moved step a write). */
    reorder: (todoId: string, id: string, targetId: string) =>
      listId
        ? Promise.all(
            stepPlaces(
              steps.filter((step) => step.todo_id === todoId),
              id,
              targetId,
            ).map(({ step, position }) =>
              changing.queue({
                op: 'step-change',
                listId,
                id: step.id,
                title: step.title,
                changes: { position },
              }),
            ),
          ).then((results) => ({ ok: results.every((result) => result.ok) }))
        : null,
    remove: (step: TodoStep) =>
      listId ? deleting.queue({ op: 'step-delete', listId, id: step.id, title: step.title }) : null,
  } as const;
}

export type StepsOfList = ReturnType<typeof useTodoSteps>;
