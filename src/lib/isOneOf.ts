/** Whether a value is one of a fixed list of choices (a stored or linked value may be anything). */
export function isOneOf<T extends string | number>(
  choices: readonly T[],
  value: unknown,
): value is T {
  return (choices as readonly unknown[]).includes(value);
}
