/**
 * This page's own writes, one after another on the same row: the second is usually sent before
 * the page has read the first's result (a tick and an untick, a decision undone at once), so it
 * names the revision before the first. The database would refuse it as changed meanwhile — by
 * this very page. Each accepted write records the step it made (from its base to the row's new
 * revision), and a later write of the page based on that same revision is sent on top of it.
 * Kept for the page's life (a write replayed after a reload records its step again).
 */
const steps = new Map<string, Map<number, number>>();

/** The revision to send for a write based on `base`: past this page's own writes since. */
export function rebaseOnOwnWrites(row: string, base: number): number {
  const known = steps.get(row);
  let current = base;
  for (let hops = 0; known?.has(current) && hops < 1000; hops += 1) current = known.get(current)!;
  return current;
}

/** Notes that a write of this page based on `base` left the row at `revision`. */
export function recordOwnWrite(row: string, base: number, revision: number): void {
  if (revision <= base) return;
  let known = steps.get(row);
  if (!known) steps.set(row, (known = new Map()));
  known.set(base, revision);
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
