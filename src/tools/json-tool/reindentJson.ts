/**
 * Re-indents text that JSON.parse has accepted. One pass, no tree: strings, numbers and
 * literals are copied as written and only the whitespace between tokens changes. `indent` null
 * means minify.
 *
 * The output is written as UTF-16 code units into a typed array and turned into a string once:
 * about four times faster than building it by concatenation, which matters for 5 MB documents.
 * TextDecoder would replace a lone surrogate (valid inside JSON strings) with U+FFFD, so such
 * rare text takes the slower string path, which copies everything exactly.
 */
export function reindentJson(validJson: string, indent: string | null): string {
  const units = reindentToUnits(validJson, indent);
  return units
    ? decodeUtf16(units.units, units.length)
    : reindentByConcatenation(validJson, indent);
}

/** Text as UTF-16 code units: the first `length` entries of `units`. */
export interface Utf16Text {
  units: Uint16Array;
  length: number;
}

/**
 * The re-indented text as code units, not yet a string, or null for text with a lone surrogate
 * (use reindentJson). Turning 8 million code units into a string takes Chromium 140–240 ms;
 * the JSON worker sends the units instead, and the page shows their beginning at once.
 */
export function reindentToUnits(validJson: string, indent: string | null): Utf16Text | null {
  return hasLoneSurrogate(validJson) ? null : reindentUnits(validJson, indent);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** ES2024's String.prototype.isWellFormed, where the browser has it (not in this lib's types). */
const isWellFormed = (String.prototype as { isWellFormed?: (this: string) => boolean })
  .isWellFormed;

/**
 * Whether `text` has a surrogate without its pair. The engine's isWellFormed answers for 5 MB in
 * 3 ms where the regular expression takes 17 (V8, Node 20); older browsers use the expression.
 */
export function hasLoneSurrogate(text: string): boolean {
  return isWellFormed ? !isWellFormed.call(text) : LONE_SURROGATE.test(text);
}

function isWhitespace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9;
}

/** The fast path; see reindentJson. */
export function reindentIntoBuffer(text: string, indent: string | null): string {
  const { units, length } = reindentUnits(text, indent);
  return decodeUtf16(units, length);
}

/**
 * The beginning of the re-indented text, about `chars` code units of it (never ending inside a
 * surrogate pair), made without going through the rest: the JSON tool shows it while the whole
 * result is still being written. Exact for any text, lone surrogates included.
 */
export function reindentBeginning(validJson: string, indent: string | null, chars: number): string {
  const { units, length } = reindentUnits(validJson, indent, chars);
  let end = Math.min(length, chars);
  const last = units[end - 1] ?? 0;
  if (end < length && last >= 0xd800 && last <= 0xdbff) end--;
  let text = '';
  for (let start = 0; start < end; start += 4096) {
    text += String.fromCharCode(...units.subarray(start, Math.min(end, start + 4096)));
  }
  return text;
}

/** Re-indents `text`, stopping once `stopAfter` code units are written (the default: never). */
function reindentUnits(text: string, indent: string | null, stopAfter = Infinity): Utf16Text {
  const n = text.length;
  const unit = indent ?? '';
  const pretty = indent !== null;
  let capacity = Math.min(n, stopAfter) + (Math.min(n, stopAfter) >> 1) + 64;
  let out = new Uint16Array(capacity);
  let length = 0;
  let depth = 0;

  const reserve = (extra: number) => {
    if (length + extra <= capacity) return;
    while (capacity < length + extra) capacity *= 2;
    const bigger = new Uint16Array(capacity);
    bigger.set(out.subarray(0, length));
    out = bigger;
  };
  // The line break and indentation for each depth, built once.
  const breaks: Uint16Array[] = [];
  const newline = () => {
    let line = breaks[depth];
    if (!line) {
      line = new Uint16Array(1 + depth * unit.length);
      line[0] = 10;
      for (let k = 1; k < line.length; k++) line[k] = unit.charCodeAt((k - 1) % unit.length);
      breaks[depth] = line;
    }
    // Room for the bracket or value written right after the break too: a closing bracket
    // that lands exactly on the buffer's end would otherwise be dropped by the typed array.
    reserve(line.length + 1);
    if (line.length < 16) {
      for (let k = 0; k < line.length; k++) out[length + k] = line[k] as number;
    } else {
      out.set(line, length);
    }
    length += line.length;
  };

  let i = 0;
  while (i < n && length < stopAfter) {
    reserve(4);
    const code = text.charCodeAt(i);
    if (isWhitespace(code)) {
      i++;
    } else if (code === 34) {
      // A string's copy is never longer than the rest of the input: one check is enough.
      reserve(n - i + 2);
      out[length++] = 34;
      i++;
      for (;;) {
        const ch = text.charCodeAt(i++);
        out[length++] = ch;
        if (ch === 92) out[length++] = text.charCodeAt(i++);
        else if (ch === 34 || i >= n) break;
      }
    } else if (code === 123 || code === 91) {
      // '{' + 2 is '}' and '[' + 2 is ']': an empty container stays on one line.
      let next = i + 1;
      while (isWhitespace(text.charCodeAt(next))) next++;
      out[length++] = code;
      if (text.charCodeAt(next) === code + 2) {
        out[length++] = code + 2;
        i = next + 1;
      } else {
        depth++;
        if (pretty) newline();
        i++;
      }
    } else if (code === 125 || code === 93) {
      depth--;
      if (pretty) newline();
      out[length++] = code;
      i++;
    } else if (code === 44) {
      out[length++] = 44;
      if (pretty) newline();
      i++;
    } else if (code === 58) {
      out[length++] = 58;
      if (pretty) out[length++] = 32;
      i++;
    } else {
      out[length++] = code;
      i++;
    }
  }
  return { units: out, length };
}

/** Code units decoded per call: TextDecoder rejects very large inputs (10,000-level nesting). */
const DECODE_CHUNK = 1 << 20;

/**
 * The buffer as a string, a megabyte of code units at a time. Streaming keeps a surrogate pair
 * cut between two chunks whole. Deeply nested documents format to hundreds of megabytes, past
 * what one TextDecoder call accepts though well within a string's limit.
 */
export function decodeUtf16(out: Uint16Array, length: number): string {
  const decoder = new TextDecoder('utf-16le');
  const parts: string[] = [];
  for (let start = 0; start < length; start += DECODE_CHUNK) {
    const end = Math.min(length, start + DECODE_CHUNK);
    parts.push(decoder.decode(out.subarray(start, end), { stream: end < length }));
  }
  return parts.join('');
}

/** The exact path for text with lone surrogates; same output as reindentIntoBuffer. */
export function reindentByConcatenation(validJson: string, indent: string | null): string {
  const text = validJson;
  const n = text.length;
  const pretty = indent !== null;
  const newlines: string[] = ['\n'];
  const newlineAt = (depth: number): string => {
    while (newlines.length <= depth) newlines.push(`\n${(indent ?? '').repeat(newlines.length)}`);
    return newlines[depth] as string;
  };

  let out = '';
  let depth = 0;
  let i = 0;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (code === 32 || code === 10 || code === 13 || code === 9) {
      i++;
      continue;
    }
    if (code === 34) {
      const end = endOfJsonString(text, i);
      out += text.slice(i, end);
      i = end;
      continue;
    }
    if (code === 123 || code === 91) {
      const close = code === 123 ? 125 : 93;
      const next = nextNonWhitespace(text, i + 1);
      if (text.charCodeAt(next) === close) {
        out += code === 123 ? '{}' : '[]';
        i = next + 1;
        continue;
      }
      depth++;
      out += pretty ? text[i] + newlineAt(depth) : text[i];
      i++;
      continue;
    }
    if (code === 125 || code === 93) {
      depth--;
      out += pretty ? newlineAt(depth) + text[i] : text[i];
      i++;
      continue;
    }
    if (code === 44) {
      out += pretty ? `,${newlineAt(depth)}` : ',';
      i++;
      continue;
    }
    if (code === 58) {
      out += pretty ? ': ' : ':';
      i++;
      continue;
    }
    // A number, true, false or null: runs until the next structural character or whitespace.
    let end = i + 1;
    while (end < n && !isDelimiter(text.charCodeAt(end))) end++;
    out += text.slice(i, end);
    i = end;
  }
  return out;
}

function endOfJsonString(text: string, start: number): number {
  let quote = text.indexOf('"', start + 1);
  for (;;) {
    if (quote === -1) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === 92) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    quote = text.indexOf('"', quote + 1);
  }
}

function nextNonWhitespace(text: string, from: number): number {
  let i = from;
  for (;;) {
    const code = text.charCodeAt(i);
    if (code === 32 || code === 10 || code === 13 || code === 9) i++;
    else return i;
  }
}

function isDelimiter(code: number): boolean {
  return (
    code === 44 ||
    code === 58 ||
    code === 93 ||
    code === 125 ||
    code === 32 ||
    code === 10 ||
    code === 13 ||
    code === 9
  );
}
