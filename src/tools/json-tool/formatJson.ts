import { locateOffset, offsetFromParserMessage, type JsonErrorLocation } from './jsonErrorLocation';
import {
  decodeKey,
  JsonSyntaxError,
  parseJsonTree,
  type JsonEntry,
  type JsonNode,
} from './parseJsonTree';
import {
  decodeUtf16,
  reindentBeginning,
  reindentJson,
  reindentToUnits,
  type Utf16Text,
} from './reindentJson';
import { wholeCharactersInMessage } from '../../lib/wholeCharacters';
import { stripJsonExtensions } from './stripJsonExtensions';

export type JsonAction = 'format' | 'minify';
export const INDENT_CHOICES = ['2', '4', 'tab'] as const;
export type IndentChoice = (typeof INDENT_CHOICES)[number];

export interface JsonOptions {
  action: JsonAction;
  indent: IndentChoice;
  sortKeys: boolean;
  /** Accept comments and trailing commas (JSONC), as in tsconfig.json. */
  lenient: boolean;
}

export const DEFAULT_JSON_OPTIONS: JsonOptions = {
  action: 'format',
  indent: '2',
  sortKeys: false,
  lenient: false,
};

export type JsonOutcome =
  | { ok: true; output: string }
  | {
      ok: false;
      /** The parser's own message; empty when it gave none (the UI falls back to 'Invalid JSON'). */
      message: string;
      location: JsonErrorLocation | null;
    };

export function indentUnit(choice: IndentChoice): string {
  if (choice === 'tab') return '\t';
  return ' '.repeat(Number(choice));
}

/**
 * Validates with the engine's JSON.parse (the authority, and its message is what users search
 * for), then rewrites the text itself rather than JSON.stringify(JSON.parse()), so big numbers,
 * key order, duplicate keys and escapes come out exactly as they went in.
 */
export function processJson(input: string, options: JsonOptions): JsonOutcome {
  const outcome = processJsonToUnits(input, options);
  return 'units' in outcome
    ? { ok: true, output: decodeUtf16(outcome.units.units, outcome.units.length) }
    : outcome;
}

/**
 * processJson, with the common result (no key sorting) as code units rather than a string.
 * `beginning`, when given, receives the result's first `chars` code units as soon as the
 * document is known to be valid, before the rest is written (not for sorted keys, whose first
 * lines depend on the whole document).
 */
export function processJsonToUnits(
  input: string,
  options: JsonOptions,
  beginning?: { chars: number; show: (text: string) => void },
): JsonOutcome | { ok: true; units: Utf16Text } {
  // A byte order mark from a saved file is not JSON whitespace; a space keeps the offsets.
  let prepared = input.charCodeAt(0) === 0xfeff ? ` ${input.slice(1)}` : input;
  if (options.lenient) prepared = stripJsonExtensions(prepared);

  try {
    JSON.parse(prepared);
  } catch (error) {
    return failure(input, prepared, error);
  }

  const indent = options.action === 'minify' ? null : indentUnit(options.indent);
  if (!options.sortKeys) {
    beginning?.show(reindentBeginning(prepared, indent, beginning.chars));
    const units = reindentToUnits(prepared, indent);
    return units ? { ok: true, units } : { ok: true, output: reindentJson(prepared, indent) };
  }
  try {
    return { ok: true, output: printJsonTree(sortJsonTree(parseJsonTree(prepared)), indent) };
  } catch (error) {
    return failure(input, prepared, error);
  }
}

function failure(input: string, prepared: string, error: unknown): JsonOutcome {
  const message = error instanceof Error ? error.message : '';
  let offset = error instanceof JsonSyntaxError ? error.offset : null;
  offset ??= offsetFromParserMessage(message, prepared);
  if (offset === null) {
    // Some engine messages carry no position ("Unexpected token 'a', "abc" is not valid JSON"):
    // our own parser finds the same spot.
    try {
      parseJsonTree(prepared);
    } catch (own) {
      if (own instanceof JsonSyntaxError) offset = own.offset;
    }
  }
  // V8 quotes the offending token by code units: half an emoji ('\ud83d') for [😀].
  return {
    ok: false,
    message: wholeCharactersInMessage(message, prepared, offset ?? undefined),
    location: offset === null ? null : locateOffset(input, offset),
  };
}

/**
 * Keys in code-unit order at every level, like `jq -S`; duplicates keep their order. Sorts the
 * tree it is given, in place (it is always a fresh tree of ours): copying every node of a 5 MB
 * document would double the work. Walks with its own stack, so depth is no limit.
 */
export function sortJsonTree(root: JsonNode): JsonNode {
  const pending: JsonNode[] = [root];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.type === 'array') {
      for (const item of node.items) pending.push(item);
      continue;
    }
    if (node.type !== 'object') continue;
    for (const entry of node.entries) pending.push(entry.value);
    if (node.entries.length > 1) {
      const entries = node.entries;
      const keys = entries.map((entry) => decodeKey(entry.rawKey));
      const order = keys.map((_, index) => index);
      order.sort((a, b) => {
        const keyA = keys[a] as string;
        const keyB = keys[b] as string;
        return keyA < keyB ? -1 : keyA > keyB ? 1 : a - b;
      });
      node.entries = order.map((index) => entries[index] as JsonEntry);
    }
  }
  return root;
}

interface PrintFrame {
  children: Array<JsonNode | JsonEntry>;
  close: string;
  depth: number;
  next: number;
}

/**
 * Prints a tree in the layout of JSON.stringify(value, null, indent). The open containers are
 * kept on an explicit stack, so depth is no limit.
 */
export function printJsonTree(root: JsonNode, indent: string | null): string {
  const parts: string[] = [];
  const breaks: string[] = [];
  const lineBreak = (depth: number): string => {
    if (indent === null) return '';
    while (breaks.length <= depth) breaks.push(`\n${indent.repeat(breaks.length)}`);
    return breaks[depth] as string;
  };
  const stack: PrintFrame[] = [];
  // Prints a scalar or an empty container whole; opens any other container.
  const begin = (node: JsonNode, depth: number): void => {
    if (node.type !== 'object' && node.type !== 'array') {
      parts.push(node.raw);
      return;
    }
    const children = node.type === 'object' ? node.entries : node.items;
    const [open, close] = node.type === 'object' ? ['{', '}'] : ['[', ']'];
    if (children.length === 0) parts.push(open + close);
    else {
      parts.push(open);
      stack.push({ children, close, depth, next: 0 });
    }
  };
  begin(root, 0);
  for (let frame = stack.at(-1); frame !== undefined; frame = stack.at(-1)) {
    if (frame.next === frame.children.length) {
      parts.push(lineBreak(frame.depth), frame.close);
      stack.pop();
      continue;
    }
    const child = frame.children[frame.next] as JsonNode | JsonEntry;
    parts.push(frame.next === 0 ? '' : ',', lineBreak(frame.depth + 1));
    frame.next += 1;
    if ('rawKey' in child) {
      parts.push(child.rawKey, indent === null ? ':' : ': ');
      begin(child.value, frame.depth + 1);
    } else {
      begin(child, frame.depth + 1);
    }
  }
  return parts.join('');
}
