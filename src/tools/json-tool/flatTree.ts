import type { JsonNode } from './parseJsonTree';

/**
 * A tree as flat lists in document order, to cross from the worker to the page: the browser
 * copies a message object by recursion and gives up on a tree some thousands of levels deep
 * (and a flat list copies faster than a hundred thousand small objects). `kinds` and `sizes`
 * are transferred, not copied.
 */
export interface FlatTree {
  /** Per node: an index into KINDS. */
  kinds: Uint8Array;
  /** Per node: its number of children (0 for scalars). */
  sizes: Uint32Array;
  /** Each scalar's raw text, and before each object member its raw key, in document order. */
  texts: string[];
}

const KINDS = ['object', 'array', 'string', 'number', 'boolean', 'null'] as const;
const KIND_INDEX = Object.fromEntries(KINDS.map((kind, index) => [kind, index])) as Record<
  JsonNode['type'],
  number
>;

export function flattenTree(root: JsonNode): FlatTree {
  const kinds: number[] = [];
  const sizes: number[] = [];
  const texts: string[] = [];
  // Nodes still to write, last first; a string is a member's key, written before its value.
  const pending: Array<JsonNode | string> = [root];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (typeof item === 'string') {
      texts.push(item);
      continue;
    }
    kinds.push(KIND_INDEX[item.type]);
    if (item.type === 'object') {
      sizes.push(item.entries.length);
      for (let index = item.entries.length - 1; index >= 0; index -= 1) {
        pending.push(item.entries[index]!.value, item.entries[index]!.rawKey);
      }
    } else if (item.type === 'array') {
      sizes.push(item.items.length);
      for (let index = item.items.length - 1; index >= 0; index -= 1) {
        pending.push(item.items[index]!);
      }
    } else {
      sizes.push(0);
      texts.push(item.raw);
    }
  }
  return { kinds: Uint8Array.from(kinds), sizes: Uint32Array.from(sizes), texts };
}

type Container = Extract<JsonNode, { type: 'object' | 'array' }>;

export function unflattenTree({ kinds, sizes, texts }: FlatTree): JsonNode {
  let nextNode = 0;
  let nextText = 0;
  const open: Array<{ node: Container; remaining: number }> = [];
  const create = (): JsonNode => {
    const kind = KINDS[kinds[nextNode]!]!;
    const size = sizes[nextNode]!;
    nextNode += 1;
    let node: JsonNode;
    if (kind === 'object') node = { type: 'object', entries: [] };
    else if (kind === 'array') node = { type: 'array', items: [] };
    else node = { type: kind, raw: texts[nextText++]! } as JsonNode;
    if ((node.type === 'object' || node.type === 'array') && size > 0) {
      open.push({ node, remaining: size });
    }
    return node;
  };
  const root = create();
  for (let frame = open.at(-1); frame !== undefined; frame = open.at(-1)) {
    if (frame.remaining === 0) {
      open.pop();
      continue;
    }
    frame.remaining -= 1;
    const parent = frame.node;
    if (parent.type === 'object') {
      const rawKey = texts[nextText++]!;
      parent.entries.push({ rawKey, value: create() });
    } else {
      parent.items.push(create());
    }
  }
  return root;
}
