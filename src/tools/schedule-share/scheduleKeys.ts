/** The query-cache keys of the poll tool (src/lib/query). */
export const scheduleKeys = {
  all: ['poll'] as const,
  /** The polls of one user (null: a visitor with no session, who has none). */
  list: (userId: string | null) => ['poll', 'list', userId] as const,
  detail: (scheduleId: string) => ['poll', 'detail', scheduleId] as const,
  shared: (shareId: string) => ['poll', 'shared', shareId] as const,
  /** The poll's comment thread (under `shared`: refreshed with the poll by live updates). */
  comments: (shareId: string) => ['poll', 'shared', shareId, 'comments'] as const,
  /** The addresses invited to a poll, for its owner. */
  invitations: (scheduleId: string) => ['poll', 'invitations', scheduleId] as const,
  /** The poll's history (who changed what), for its owner. */
  history: (scheduleId: string) => ['poll', 'history', scheduleId] as const,
};
