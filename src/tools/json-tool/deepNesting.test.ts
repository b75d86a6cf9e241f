/**
 * Deep nesting against the engine's own JSON as the reference: the tree (used by the tree view
 * and key sorting) must accept whatever JSON.parse accepts, and formatting with sorted keys must
 * print what JSON.stringify prints. Node's JSON.stringify needs a larger stack than a test
 * worker has at 10,000 levels, so it runs in a child process with one; at 100,000 levels no
 * engine's JSON.stringify gets through, so the printed text is checked by parsing it back.
 */
import { execFileSync } from 'node:child_process';
import { processJson } from './formatJson';
import { decodeKey, parseJsonTree, type JsonNode } from './parseJsonTree';

/** Walks a tree of ours and a JSON.parse value side by side, without recursion. */
function sameAsParsed(root: JsonNode, parsed: unknown): boolean {
  const pending: Array<[JsonNode, unknown]> = [[root, parsed]];
  for (let pair = pending.pop(); pair !== undefined; pair = pending.pop()) {
    const [node, value] = pair;
    if (node.type === 'array') {
      if (!Array.isArray(value) || value.length !== node.items.length) return false;
      node.items.forEach((item, index) => pending.push([item, value[index]]));
    } else if (node.type === 'object') {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
      const record = value as Record<string, unknown>;
      if (Object.keys(record).length !== node.entries.length) return false;
      for (const entry of node.entries)
        pending.push([entry.value, record[decodeKey(entry.rawKey)]]);
    } else if (JSON.parse(node.raw) !== value) return false;
  }
  return true;
}

/** Same walk over two JSON.parse values, with key order compared too. */
function sameParsedValues(left: unknown, right: unknown): boolean {
  const pending: Array<[unknown, unknown]> = [[left, right]];
  for (let pair = pending.pop(); pair !== undefined; pair = pending.pop()) {
    const [a, b] = pair;
    if (a === null || typeof a !== 'object') {
      if (a !== b) return false;
      continue;
    }
    if (b === null || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b)) return false;
    const keysA = Object.keys(a);
    const keysB = Object.keys(b);
    if (keysA.join('\u0000') !== keysB.join('\u0000')) return false;
    for (const key of keysA) {
      pending.push([(a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]]);
    }
  }
  return true;
}

/** Objects nested `depth` deep whose keys are written out of order: {"z":n,"m":[…],"a":{…}}. */
function nestedObjects(depth: number): string {
  return `${'{"z":1,"m":[true,null],"a":'.repeat(depth)}"leaf"${'}'.repeat(depth)}`;
}

/** JSON.stringify with sorted keys, run by Node with a stack large enough for the depth. */
function stringifySorted(text: string, indent: number | null): string {
  const script = `
    let input = '';
    process.stdin.on('data', (chunk) => (input += chunk));
    process.stdin.on('end', () => {
      const sorted = (key, value) =>
        value && typeof value === 'object' && !Array.isArray(value)
          ? Object.fromEntries(Object.keys(value).sort().map((name) => [name, value[name]]))
          : value;
      process.stdout.write(JSON.stringify(JSON.parse(input), sorted, ${String(indent)}));
    });`;
  return execFileSync(process.execPath, ['--stack-size=7000', '-e', script], {
    input: text,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
}

describe('nesting as deep as JSON.parse accepts', () => {
  it.each([10_000, 100_000])(
    'builds the tree of %i nested arrays and objects',
    (depth) => {
      const arrays = `${'['.repeat(depth)}1${']'.repeat(depth)}`;
      expect(sameAsParsed(parseJsonTree(arrays), JSON.parse(arrays))).toBe(true);
      const objects = nestedObjects(depth);
      expect(sameAsParsed(parseJsonTree(objects), JSON.parse(objects))).toBe(true);
    },
    60_000,
  );

  it('still points at a syntax error deep inside', () => {
    const broken = `${'['.repeat(100_000)}1,]${']'.repeat(99_999)}`;
    expect(() => JSON.parse(broken)).toThrow();
    expect(() => parseJsonTree(broken)).toThrow(/Unexpected character/);
  });

  // Indented, the text grows with the square of the depth (2,000 levels: 24 MB).
  it.each([
    [10_000, null],
    [2_000, 2],
  ])(
    'sorts the keys of %i nested objects like JSON.stringify (indent %s)',
    (depth, indent) => {
      const text = nestedObjects(depth);
      const outcome = processJson(text, {
        action: indent === null ? 'minify' : 'format',
        indent: '2',
        sortKeys: true,
        lenient: false,
      });
      expect(outcome).toEqual({ ok: true, output: stringifySorted(text, indent) });
    },
    60_000,
  );

  it('sorts the keys of 100,000 nested objects (minified)', () => {
    const text = nestedObjects(100_000);
    const outcome = processJson(text, {
      action: 'minify',
      indent: '2',
      sortKeys: true,
      lenient: false,
    });
    if (!outcome.ok) throw new Error(outcome.message);
    const printed: unknown = JSON.parse(outcome.output);
    // Parsed back, it is the same document with the keys of each object in sorted order.
    const expected = `${'{"a":'.repeat(100_000)}"leaf"${',"m":[true,null],"z":1}'.repeat(100_000)}`;
    expect(sameParsedValues(printed, JSON.parse(expected))).toBe(true);
    expect(sameParsedValues(printed, JSON.parse(text))).toBe(false);
    expect(outcome.output).toBe(expected);
  }, 60_000);
});
