/**
 * Splits text into lines, treating CRLF, CR and LF alike so that a file saved on Windows
 * compares equal to the same text saved on macOS or Linux. A single final line break ends the
 * last line rather than starting an empty one, as editors show it.
 */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
