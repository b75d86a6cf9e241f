/**
 * The id of a row added to a list: one above the highest there. The rows a page starts with
 * are numbered 1, 2, … so that every drawing of the page (the HTML drawn at build time, the
 * app's first render) gives the same ids, which a counter kept by the module would not.
 */
export function nextRowId(rows: readonly { id: string }[]): string {
  return String(rows.reduce((highest, row) => Math.max(highest, Number(row.id) || 0), 0) + 1);
}
