/**
 * The order of tasks and lists. Tasks: the owner's order (position), then newest first (a new
 * task gets a position above every other, so it appears at the top). Lists: position, then
 * oldest first (a new list is added at the end).
 */

export interface Placed {
  id: string;
  position: number;
  created_at: string;
}

export function compareTasks(a: Placed, b: Placed): number {
  return (
    a.position - b.position || b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id)
  );
}

export function compareLists(a: Placed, b: Placed): number {
  return (
    a.position - b.position || a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id)
  );
}

export type TodoFilter = 'all' | 'open' | 'done';
export const TODO_FILTERS: readonly TodoFilter[] = ['all', 'open', 'done'];

export function filterTodos<T extends { completed: boolean }>(
  todos: readonly T[],
  filter: TodoFilter,
): T[] {
  if (filter === 'all') return [...todos];
  return todos.filter((todo) => todo.completed === (filter === 'done'));
}

/**
 * Moves `id` one step up (-1) or down (+1) past its neighbour among the `visible` ids (a filter
 * may hide some), keeping everything else of the full `order` where it is. Null when it is
 * already first or last.
 */
export function moveByStep(
  order: readonly string[],
  visible: readonly string[],
  id: string,
  step: -1 | 1,
): string[] | null {
  const index = visible.indexOf(id);
  const neighbour = visible[index + step];
  if (index < 0 || neighbour === undefined) return null;
  return moveTo(order, id, neighbour);
}

/**
 * Drag and drop: `id` takes the place of `targetId`, which moves one step towards where `id`
 * came from (before the target when moving up, after it when moving down).
 */
export function moveTo(order: readonly string[], id: string, targetId: string): string[] {
  const from = order.indexOf(id);
  const to = order.indexOf(targetId);
  if (from < 0 || to < 0 || from === to) return [...order];
  const rest = order.filter((other) => other !== id);
  const at = rest.indexOf(targetId) + (from < to ? 1 : 0);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** The items with positions 0, 1, 2... in the given order (what reordering saves). */
export function applyOrder<T extends Placed>(items: readonly T[], ids: readonly string[]): T[] {
  const place = new Map(ids.map((id, index) => [id, index]));
  return items.map((item) => {
    const position = place.get(item.id);
    return position === undefined ? item : { ...item, position };
  });
}
