import { flattenTree, unflattenTree } from './flatTree';
import { parseJsonTree } from './parseJsonTree';

describe('flattenTree / unflattenTree', () => {
  it.each([
    '1',
    '"a"',
    '[]',
    '{}',
    '{"b":[1,{"x":null,"x":true}],"a":"\\u00e9","c":12345678901234567890}',
    '[[[]],[{"k":[false]}],{}]',
  ])('gives back the same tree for %s', (text) => {
    const tree = parseJsonTree(text);
    expect(unflattenTree(flattenTree(tree))).toEqual(tree);
  });

  it('carries 100,000 levels, which a structured copy of the tree cannot', () => {
    const depth = 100_000;
    const text = `${'{"b":0,"a":'.repeat(depth)}[1]${'}'.repeat(depth)}`;
    const flat = flattenTree(parseJsonTree(text));
    expect(flat.kinds.length).toBe(2 * depth + 2);
    // Walked down its "a" members, the rebuilt tree has every level and the array at the bottom.
    let node = unflattenTree(flat);
    let levels = 0;
    while (
      node.type === 'object' &&
      node.entries.map((entry) => entry.rawKey).join() === '"b","a"'
    ) {
      node = node.entries[1]!.value;
      levels += 1;
    }
    expect(levels).toBe(depth);
    expect(node).toEqual({ type: 'array', items: [{ type: 'number', raw: '1' }] });
  }, 60_000);
});
