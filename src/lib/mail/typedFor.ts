/**
 * A choice the user made for one recipient (the Latin spelling of 田中 一郎, Mr. or Ms.), kept
 * with the name it was made for. Once the recipient's name in the tool's field changes
 * (田中 一郎 → Emily Brown), the choice no longer applies: the English mail follows the new
 * name (filled in when it is in Latin letters already, else asked for) instead of greeting the
 * previous recipient.
 */
export interface TypedFor<T> {
  value: T;
  /** The recipient's name (or company) as typed in the tool's field when the choice was made. */
  typedFor: string;
}

/** The choice while the field still holds what it was made for; undefined after a change. */
export function stillFor<T>(entry: TypedFor<T> | undefined, current: string): T | undefined {
  return entry && entry.typedFor.trim() === current.trim() ? entry.value : undefined;
}
