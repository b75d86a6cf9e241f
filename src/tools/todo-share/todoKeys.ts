/** The query-cache keys of the to-do tool (src/lib/query). */
export const todoKeys = {
  all: ['todo'] as const,
  /** The lists of one user (null: a visitor with no session, who has none). */
  lists: (userId: string | null) => ['todo', 'lists', userId] as const,
  /** The other users' lists this user edits. */
  joined: (userId: string | null) => ['todo', 'joined', userId] as const,
  tasks: (listId: string) => ['todo', 'tasks', listId] as const,
  /** The steps of every task of a list. */
  steps: (listId: string) => ['todo', 'steps', listId] as const,
  /** The people a task of the list may be given to. */
  assignees: (listId: string) => ['todo', 'assignees', listId] as const,
  members: (listId: string) => ['todo', 'members', listId] as const,
  invitations: (listId: string) => ['todo', 'invitations', listId] as const,
  /** Invitations waiting for this user. */
  myInvitations: (userId: string | null) => ['todo', 'my-invitations', userId] as const,
  shared: (shareId: string) => ['todo', 'shared', shareId] as const,
  /** The list's history (who changed what). */
  history: (listId: string) => ['todo', 'history', listId] as const,
};
