import { describe, expect, it } from 'vitest';
import { isToolIconsModule, toolIconNames } from './toolIconsChunk.ts';

describe('the tool icons’ chunk', () => {
  it('names the icon of every tool folder', () => {
    const names = toolIconNames();
    expect(names.has('braces')).toBe(true);
    expect(names.size).toBeGreaterThan(20);
  });

  const inChunk = isToolIconsModule(new Set(['braces', 'file-diff']));
  it.each([
    ['/x/node_modules/lucide-react/dist/esm/icons/braces.mjs', true],
    ['C:\\x\\node_modules\\lucide-react\\dist\\esm\\icons\\file-diff.mjs', true],
    // Another icon, imported by a component, stays with that component.
    ['/x/node_modules/lucide-react/dist/esm/icons/copy.mjs', false],
    // lucide's code that draws the icons comes along, so the chunk is one request.
    ['/x/node_modules/lucide-react/dist/esm/createLucideIcon.mjs', true],
    ['/x/node_modules/lucide-react/dist/esm/shared/src/utils/mergeClasses.mjs', true],
    ['/x/src/tools/json-tool/meta.ts', false],
  ])('%s: %s', (id, expected) => {
    expect(inChunk(id)).toBe(expected);
  });
});
