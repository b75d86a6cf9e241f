/**
 * Resolves in a task of its own: the page can handle input and draw before the work that
 * follows, so that work and what came before are not one long task.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
