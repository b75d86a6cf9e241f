export type CsvCell = string | number | boolean | null | undefined;

/** Excel needs a byte-order mark to read UTF-8 Japanese correctly. */
export const UTF8_BOM = '\uFEFF';

function escapeCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV with CRLF line ends, starting with a BOM. */
export function buildCsv(rows: readonly (readonly CsvCell[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(escapeCell).join(',')).join('\r\n') + '\r\n';
}
