/**
 * A strict JSON parser (RFC 8259) that keeps what JSON.parse throws away: the literal text of
 * numbers and strings (so 12345678901234567890 and "\u00e9" survive untouched), key order
 * (JavaScript objects put integer-like keys first) and duplicate keys. The tree view and key
 * sorting work on this tree; JSON.parse stays the authority on validity and its message.
 */
export type JsonNode =
  | { type: 'object'; entries: JsonEntry[] }
  | { type: 'array'; items: JsonNode[] }
  | { type: 'string'; raw: string }
  | { type: 'number'; raw: string }
  | { type: 'boolean'; raw: 'true' | 'false' }
  | { type: 'null'; raw: 'null' };

export interface JsonEntry {
  /** The key as written, quotes and escapes included. */
  rawKey: string;
  value: JsonNode;
}

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'JsonSyntaxError';
  }
}

export function parseJsonTree(text: string): JsonNode {
  const parser = new Parser(text);
  parser.skipWhitespace();
  const root = parser.document();
  parser.skipWhitespace();
  if (parser.pos < text.length) parser.fail('Unexpected text after the JSON value');
  return root;
}

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;

type ContainerNode = Extract<JsonNode, { type: 'object' | 'array' }>;

class Parser {
  pos = 0;
  constructor(private readonly text: string) {}

  fail(message: string, at = this.pos): never {
    throw new JsonSyntaxError(message, at);
  }

  skipWhitespace(): void {
    const text = this.text;
    let pos = this.pos;
    for (;;) {
      const code = text.charCodeAt(pos);
      if (code === 32 || code === 10 || code === 13 || code === 9) pos++;
      else break;
    }
    this.pos = pos;
  }

  /**
   * One value with everything inside it. The open objects and arrays live on an explicit stack
   * rather than the call stack, so any depth the browser's JSON.parse accepts (100,000 levels
   * and more) parses here too.
   */
  document(): JsonNode {
    const open: ContainerNode[] = [];
    // For each open object, the key whose value is being read.
    const keys: string[] = [];
    for (;;) {
      let value: JsonNode;
      const code = this.text.charCodeAt(this.pos);
      if (code === OPEN_BRACE || code === OPEN_BRACKET) {
        this.pos++;
        this.skipWhitespace();
        const node: ContainerNode =
          code === OPEN_BRACE ? { type: 'object', entries: [] } : { type: 'array', items: [] };
        const close = code === OPEN_BRACE ? CLOSE_BRACE : CLOSE_BRACKET;
        if (this.text.charCodeAt(this.pos) === close) {
          this.pos++;
          value = node;
        } else {
          open.push(node);
          if (node.type === 'object') keys[open.length - 1] = this.key();
          continue;
        }
      } else {
        value = this.scalar();
      }

      // Put the value in its container; close every container that ends right after it.
      for (;;) {
        const parent = open.at(-1);
        if (parent === undefined) return value;
        if (parent.type === 'object') {
          parent.entries.push({ rawKey: keys[open.length - 1]!, value });
        } else {
          parent.items.push(value);
        }
        this.skipWhitespace();
        const next = this.text.charCodeAt(this.pos);
        this.pos++;
        const close = parent.type === 'object' ? CLOSE_BRACE : CLOSE_BRACKET;
        if (next === close) {
          open.pop();
          value = parent;
          continue;
        }
        if (next !== COMMA) {
          this.fail(
            parent.type === 'object' ? "Expected ',' or '}'" : "Expected ',' or ']'",
            this.pos - 1,
          );
        }
        this.skipWhitespace();
        if (parent.type === 'object') keys[open.length - 1] = this.key();
        break;
      }
    }
  }

  /** A key, its colon and the whitespace up to the value. */
  key(): string {
    if (this.text.charCodeAt(this.pos) !== QUOTE) this.fail('Expected a double-quoted key');
    const rawKey = this.string();
    this.skipWhitespace();
    if (this.text.charCodeAt(this.pos) !== 58) this.fail("Expected ':' after the key");
    this.pos++;
    this.skipWhitespace();
    return rawKey;
  }

  scalar(): JsonNode {
    const code = this.text.charCodeAt(this.pos);
    if (code === QUOTE) return { type: 'string', raw: this.string() };
    if (code === 45 || (code >= 48 && code <= 57)) return { type: 'number', raw: this.number() };
    if (this.text.startsWith('true', this.pos)) {
      this.pos += 4;
      return { type: 'boolean', raw: 'true' };
    }
    if (this.text.startsWith('false', this.pos)) {
      this.pos += 5;
      return { type: 'boolean', raw: 'false' };
    }
    if (this.text.startsWith('null', this.pos)) {
      this.pos += 4;
      return { type: 'null', raw: 'null' };
    }
    if (this.pos >= this.text.length) this.fail('Unexpected end of input');
    return this.fail('Unexpected character');
  }

  string(): string {
    const text = this.text;
    const start = this.pos;
    let pos = start + 1;
    for (;;) {
      if (pos >= text.length) this.fail('Unterminated string', pos);
      const code = text.charCodeAt(pos);
      if (code === QUOTE) break;
      if (code < 32) this.fail('Control character in string', pos);
      if (code === BACKSLASH) {
        const escape = text[pos + 1];
        if (escape === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(pos + 2, pos + 6))) {
            this.fail('Bad \\u escape', pos);
          }
          pos += 6;
          continue;
        }
        if (escape === undefined || !'"\\/bfnrt'.includes(escape)) this.fail('Bad escape', pos);
        pos += 2;
        continue;
      }
      pos++;
    }
    this.pos = pos + 1;
    return text.slice(start, pos + 1);
  }

  number(): string {
    const text = this.text;
    const start = this.pos;
    let pos = start;
    if (text.charCodeAt(pos) === 45) pos++;
    const firstDigit = text.charCodeAt(pos);
    if (firstDigit === 48) pos++;
    else if (firstDigit >= 49 && firstDigit <= 57) pos = skipDigits(text, pos);
    else this.fail('Expected a digit', pos);
    if (text.charCodeAt(pos) === 46) {
      const after = skipDigits(text, pos + 1);
      if (after === pos + 1) this.fail('Expected a digit after the decimal point', after);
      pos = after;
    }
    const e = text.charCodeAt(pos);
    if (e === 101 || e === 69) {
      pos++;
      const sign = text.charCodeAt(pos);
      if (sign === 43 || sign === 45) pos++;
      const after = skipDigits(text, pos);
      if (after === pos) this.fail('Expected a digit in the exponent', after);
      pos = after;
    }
    this.pos = pos;
    return text.slice(start, pos);
  }
}

function skipDigits(text: string, from: number): number {
  let pos = from;
  for (;;) {
    const code = text.charCodeAt(pos);
    if (code >= 48 && code <= 57) pos++;
    else return pos;
  }
}

/** The key as a plain string, for sorting and display. */
export function decodeKey(rawKey: string): string {
  return rawKey.includes('\\') ? (JSON.parse(rawKey) as string) : rawKey.slice(1, -1);
}
