import { locateOffset, offsetFromParserMessage, type JsonErrorLocation } from './jsonErrorLocation';
import {
  decodeKey,
  JsonSyntaxError,
  parseJsonTree,
  type JsonEntry,
  type JsonNode,
} from './parseJsonTree';
import { reindentJson } from './reindentJson';
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
  // A byte order mark from a saved file is not JSON whitespace; a space keeps the offsets.
  let prepared = input.charCodeAt(0) === 0xfeff ? ` ${input.slice(1)}` : input;
  if (options.lenient) prepared = stripJsonExtensions(prepared);

  try {
    JSON.parse(prepared);
  } catch (error) {
    return failure(input, prepared, error);
  }

  const indent = options.action === 'minify' ? null : indentUnit(options.indent);
  if (!options.sortKeys) return { ok: true, output: reindentJson(prepared, indent) };
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
  return { ok: false, message, location: offset === null ? null : locateOffset(input, offset) };
}

/**
 * Keys in code-unit order at every level, like `jq -S`; duplicates keep their order. Sorts the
 * tree it is given, in place (it is always a fresh tree of ours): copying every node of a 5 MB
 * document would double the work.
 */
export function sortJsonTree(node: JsonNode): JsonNode {
  if (node.type === 'array') {
    for (const item of node.items) sortJsonTree(item);
    return node;
  }
  if (node.type !== 'object') return node;
  for (const entry of node.entries) sortJsonTree(entry.value);
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
  return node;
}

/** Prints a tree in the layout of JSON.stringify(value, null, indent). */
export function printJsonTree(root: JsonNode, indent: string | null): string {
  const parts: string[] = [];
  const write = (node: JsonNode, depth: number): void => {
    if (node.type === 'object' || node.type === 'array') {
      const children = node.type === 'object' ? node.entries : node.items;
      const [open, close] = node.type === 'object' ? ['{', '}'] : ['[', ']'];
      if (children.length === 0) {
        parts.push(open + close);
        return;
      }
      const inner = indent === null ? '' : `\n${indent.repeat(depth + 1)}`;
      const outer = indent === null ? '' : `\n${indent.repeat(depth)}`;
      parts.push(open);
      children.forEach((child, index) => {
        parts.push(index === 0 ? inner : `,${inner}`);
        if ('rawKey' in child) {
          parts.push(child.rawKey, indent === null ? ':' : ': ');
          write(child.value, depth + 1);
        } else {
          write(child, depth + 1);
        }
      });
      parts.push(outer, close);
      return;
    }
    parts.push(node.raw);
  };
  write(root, 0);
  return parts.join('');
}
