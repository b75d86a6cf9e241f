/**
 * This page's own writes, one after another on the same row: the second is usually sent before
 * the page has read the first's result (a tick and an untick, a decision undone at once), so it
 * names the revision before the first. The database would refuse it as changed meanwhile — by
 * this very page. Each accepted write records the step it made (from its base to the row's new
 * revision), and a later write of the page based on that same revision is sent on top of it.
 * Kept for the page's life (a write replayed after a reload records its step again).
 */
interface Step {
  /** The row's revision after the write. */
  revision: number;
  /**
   * The fields someone else changed between the write's base and its result (merged in by the
   * database); null when the caller did not say (field_revisions not read).
   */
  others: readonly string[] | null;
}
const steps = new Map<string, Map<number, Step>>();

/**
 * The revision to send for a write based on `base`: past this page's own writes since. With
 * `fields` (those the write changes), never past a step in which someone else changed one of
 * them: the database then refuses the write as a conflict instead of it overwriting theirs.
 */
export function rebaseOnOwnWrites(row: string, base: number, fields?: readonly string[]): number {
  const known = steps.get(row);
  let current = base;
  for (let hops = 0; hops < 1000; hops += 1) {
    const step = known?.get(current);
    if (!step || (fields && step.others?.some((field) => fields.includes(field)))) break;
    current = step.revision;
  }
  return current;
}

/**
 * Notes that a write of this page based on `base` left the row at `revision`. With the row's
 * `fieldRevisions` (the revision that last changed each field), the fields others changed in
 * between are noted too (see rebaseOnOwnWrites).
 */
export function recordOwnWrite(
  row: string,
  base: number,
  revision: number,
  fieldRevisions?: Readonly<Record<string, number>>,
): void {
  if (revision <= base) return;
  let known = steps.get(row);
  if (!known) steps.set(row, (known = new Map()));
  const others = fieldRevisions
    ? Object.entries(fieldRevisions)
        .filter(([, changedAt]) => changedAt > base && changedAt < revision)
        .map(([field]) => field)
    : null;
  known.set(base, { revision, others });
}

const turns = new Map<string, Promise<void>>();

/**
 * Runs a write of a row after this page's earlier writes of that row have settled, so that it
 * is based on them (a decision undone and another made at once: the second must not be sent
 * while the first is on its way, based on the revision before both).
 */
export function inTurn<T>(row: string, write: () => Promise<T>): Promise<T> {
  const before = turns.get(row) ?? Promise.resolve();
  const run = before.then(write);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  turns.set(row, settled);
  void settled.then(() => {
    if (turns.get(row) === settled) turns.delete(row);
  });
  return run;
}

/** The columns a revision-checked write reads back: the row's own, and its field revisions. */
export const withFieldRevisions = <Columns extends string>(columns: Columns) =>
  `${columns},field_revisions` as const;

/**
 * A row read back after this page's write (its columns `withFieldRevisions`): records the step
 * the write made from `base` (none when the write named no revision) and returns the row
 * without its field revisions, which no page shows.
 */
export function savedOwnWrite<Row extends { revision: number; field_revisions: unknown }>(
  row: string,
  base: number | undefined,
  saved: Row,
): Omit<Row, 'field_revisions'> {
  const { field_revisions: fieldRevisions, ...rest } = saved;
  if (base !== undefined)
    recordOwnWrite(row, base, rest.revision, fieldRevisions as Record<string, number>);
  return rest;
}
