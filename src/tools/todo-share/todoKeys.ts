/** The query-cache keys of the to-do tool (src/lib/query). */
export const todoKeys = {
  all: ['todo'] as const,
  /** The lists of one user (null: a visitor with no session, who has none). */
  lists: (userId: string | null) => ['todo', 'lists', userId] as const,
  tasks: (listId: string) => ['todo', 'tasks', listId] as const,
  shared: (shareId: string) => ['todo', 'shared', shareId] as const,
};
