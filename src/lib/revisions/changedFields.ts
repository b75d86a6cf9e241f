/**
 * What a form sends: only the fields whose value differs from the row the form was opened on
 * (`base`). The others are left to whatever the row holds when the write arrives, so a change
 * made meanwhile by someone else to another field stays.
 */
export function changedFields<T extends object>(base: T, edited: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(edited) as (keyof T)[]) {
    if (!Object.is(edited[key] ?? null, base[key] ?? null)) changes[key] = edited[key];
  }
  return changes;
}

/** Whether a change touches nothing. */
export const isEmptyChange = (changes: object) => Object.keys(changes).length === 0;
