export type CsvCell = string | number | boolean | null | undefined;

/** Excel needs a byte-order mark to read UTF-8 Japanese correctly. */
export const UTF8_BOM = '\uFEFF';

/**
 * Spreadsheet programs run a cell that starts with = + - or @ as a formula; text the user typed
 * is prefixed with an apostrophe so it stays text (CSV injection).
 */
export function textCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function escapeCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV with CRLF line ends, starting with a BOM. */
export function buildCsv(rows: readonly (readonly CsvCell[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(escapeCell).join(',')).join('\r\n') + '\r\n';
}
