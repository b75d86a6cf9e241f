/**
 * Lenient mode: turns "JSON with comments and trailing commas" (tsconfig, VS Code settings)
 * into strict JSON by blanking out the extras. Every removed character becomes a space and line
 * breaks are kept, so offsets, lines and columns in error messages still point into the text the
 * user typed. Strings are copied untouched: `"http://x"` and `"a,]"` are data, not syntax.
 */
export function stripJsonExtensions(text: string): string {
  // Ranges [start, end) to blank out, in order; the text between them is copied as is.
  const blanks: number[] = [];
  // Offset of the last comma outside strings that no value has followed yet.
  let pendingComma = -1;
  // Whether the last token outside comments was a value (a string, number, literal or a closed
  // container): only a comma after a value can be a trailing one. `[,]` and `{,}` stay invalid,
  // as in jsonc-parser (ValueExpected).
  let afterValue = false;
  let i = 0;
  const n = text.length;

  while (i < n) {
    const code = text.charCodeAt(i);

    if (code === 34) {
      i = endOfString(text, i);
      pendingComma = -1;
      afterValue = true;
    } else if (code === 47 && text.charCodeAt(i + 1) === 47) {
      let end = i + 2;
      while (end < n && text.charCodeAt(end) !== 10 && text.charCodeAt(end) !== 13) end++;
      blanks.push(i, end);
      i = end;
    } else if (code === 47 && text.charCodeAt(i + 1) === 42) {
      const close = text.indexOf('*/', i + 2);
      // An unclosed block comment is left alone so that the parser reports where it starts.
      if (close === -1) break;
      blanks.push(i, close + 2);
      i = close + 2;
    } else if (code === 44) {
      pendingComma = afterValue ? i : -1;
      afterValue = false;
      i++;
    } else if (code === 125 || code === 93) {
      if (pendingComma !== -1) blanks.push(pendingComma, pendingComma + 1);
      pendingComma = -1;
      afterValue = true;
      i++;
    } else {
      if (code !== 32 && code !== 9 && code !== 10 && code !== 13) {
        pendingComma = -1;
        // '[', '{' and ':' expect a value next; anything else is part of a number or literal.
        afterValue = code !== 91 && code !== 123 && code !== 58;
      }
      i++;
    }
  }

  if (blanks.length === 0) return text;
  // A trailing comma is found after the comments that follow it: put the ranges in order.
  const ranges: [number, number][] = [];
  for (let r = 0; r < blanks.length; r += 2)
    ranges.push([blanks[r] as number, blanks[r + 1] as number]);
  ranges.sort((a, b) => a[0] - b[0]);

  const parts: string[] = [];
  let copied = 0;
  for (const [start, end] of ranges) {
    parts.push(text.slice(copied, start), blankKeepingLineBreaks(text.slice(start, end)));
    copied = end;
  }
  parts.push(text.slice(copied));
  return parts.join('');
}

/** Index just past the closing quote of the string starting at `start`. */
function endOfString(text: string, start: number): number {
  let i = start + 1;
  const n = text.length;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (code === 92) i += 2;
    else if (code === 34) return i + 1;
    // A raw line break ends an unterminated string here; the parser reports it.
    else if (code === 10 || code === 13) return i;
    else i++;
  }
  return n;
}

function blankKeepingLineBreaks(chunk: string): string {
  return chunk.replace(/[^\r\n]/g, ' ');
}
