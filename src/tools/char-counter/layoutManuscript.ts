/** 400-character manuscript paper (原稿用紙): 20 squares per row, 20 rows per page. */
export const MANUSCRIPT_COLUMNS = 20;
export const MANUSCRIPT_ROWS = 20;

export interface ManuscriptLayout {
  /** Rows used, including the empty rows of blank lines. */
  rows: number;
  /** Sheets needed (0 for an empty text). */
  pages: number;
  /** Rows used on the last sheet. */
  rowsOnLastPage: number;
}

/**
 * Closing punctuation is not written at the start of a row: it hangs in the margin after the
 * last square of the previous row (ぶら下げ), as Japanese manuscript rules require.
 */
const NO_ROW_START = new Set([...'、。，．」』）〕］｝〉》】〙〗'].concat([',', '.']));

/**
 * Lays the text out on the grid: each grapheme takes one square, each line break starts a new
 * row, blank lines take an empty row, and line breaks at the very end use no paper.
 */
export function layoutManuscript(
  graphemes: readonly string[],
  columns = MANUSCRIPT_COLUMNS,
  rowsPerPage = MANUSCRIPT_ROWS,
): ManuscriptLayout {
  let end = graphemes.length;
  while (end > 0 && graphemes[end - 1] === '\n') end -= 1;
  if (end === 0) return { rows: 0, pages: 0, rowsOnLastPage: 0 };

  let rows = 1;
  let column = 0;
  for (let index = 0; index < end; index += 1) {
    const grapheme = graphemes[index]!;
    if (grapheme === '\n') {
      rows += 1;
      column = 0;
    } else if (column >= columns && NO_ROW_START.has(grapheme)) {
      // Hangs after the full row, and so does each closing mark after it (。」 together):
      // none may start a row. The next other character starts a new row.
      column = columns + 1;
    } else if (column >= columns) {
      rows += 1;
      column = 1;
    } else {
      column += 1;
    }
  }
  const pages = Math.ceil(rows / rowsPerPage);
  return { rows, pages, rowsOnLastPage: rows - (pages - 1) * rowsPerPage };
}
