import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * What `npm run bench:realtime` measures: the to-do list's own live updates, as the site uses
 * them. The owner adds a task through supabase-js as the app's data module does
 * (src/tools/todo-share/todos.ts); the migration's statement trigger sends one data-free
 * 'changed' message to the list's private topic `todo-list:<id>`, which RLS on
 * realtime.messages lets the owner and the list's members read.
 *
 * The messages carry no data (a page refetches what its own rights show), so a write is
 * recognised by its place: the writes are sequential, each insert is one statement and each
 * statement one message, so a subscriber's n-th message belongs to write n.
 */
export interface RealtimeBenchScenario {
  /** Run with full privileges before the backend starts (idempotent: may meet an old run). */
  setupSql: string;
  /** Creates what the writes go to, as the signed-in owner; returns its id. */
  createTarget(owner: SupabaseClient): Promise<string>;
  /** The private channel topic subscribers join for that target. */
  topic(targetId: string): string;
  /** The broadcast event each write produces. */
  event: string;
  /** One write, numbered `sequence`, as the owner. */
  write(owner: SupabaseClient, targetId: string, sequence: number): Promise<void>;
  /** The write a received message belongs to: its payload and how many came before it. */
  sequenceOf(payload: Record<string, unknown>, earlierMessages: number): number | undefined;
}

/** The owner's id, read once when the list is made: not a request inside each timed write. */
let ownerId: string | undefined;

export const realtimeBenchScenario: RealtimeBenchScenario = {
  // The migrations create the tables, the trigger and the policies.
  setupSql: '',
  async createTarget(owner) {
    const { data: user } = await owner.auth.getUser();
    ownerId = user.user?.id;
    const { data, error } = await owner
      .from('todo_lists')
      .insert({ user_id: ownerId, name: 'bench' })
      .select('id')
      .single();
    if (error) throw new Error(`could not create the list: ${error.message}`);
    return (data as { id: string }).id;
  },
  topic: (targetId) => `todo-list:${targetId}`,
  event: 'changed',
  async write(owner, targetId, sequence) {
    const { error } = await owner
      .from('todos')
      .insert({ user_id: ownerId, list_id: targetId, title: `task ${sequence}` });
    if (error) throw new Error(`write ${sequence} failed: ${error.message}`);
  },
  sequenceOf: (_payload, earlierMessages) => earlierMessages,
};
