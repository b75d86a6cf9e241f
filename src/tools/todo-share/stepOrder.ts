import { compareLists, moveTo } from './ordering';
import type { TodoStep } from './steps';

/** A task's steps in their order: position, then oldest first (a new step goes last). */
export function sortSteps(steps: readonly TodoStep[]): TodoStep[] {
  return [...steps].sort(compareLists);
}

/**
 * Moving step `id` to `targetId`'s place among its task's `steps`: the positions 0, 1, 2… of
 * the new order, for the steps whose position changes (only those are written).
 */
export function stepPlaces(
  steps: readonly TodoStep[],
  id: string,
  targetId: string,
): { step: TodoStep; position: number }[] {
  const sorted = sortSteps(steps);
  const order = moveTo(
    sorted.map((step) => step.id),
    id,
    targetId,
  );
  return order.flatMap((stepId, position) => {
    const step = sorted.find((candidate) => candidate.id === stepId);
    return step && step.position !== position ? [{ step, position }] : [];
  });
}
