export interface Progress {
  completed: number;
  total: number;
  /** Whole percent, 0 when there are no tasks. */
  rate: number;
}

export function computeProgress(todos: readonly { completed: boolean }[]): Progress {
  const total = todos.length;
  const completed = todos.filter((todo) => todo.completed).length;
  return { completed, total, rate: total === 0 ? 0 : Math.round((completed / total) * 100) };
}
