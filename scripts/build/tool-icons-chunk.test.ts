import { describe, expect, it } from 'vitest';
import {
  isLucideBaseModule,
  isToolIconsModule,
  isUiIconModule,
  toolIconNames,
} from './tool-icons-chunk.ts';

describe('the icon chunks', () => {
  it('names the icon of every tool folder', () => {
    const names = toolIconNames();
    expect(names.has('braces')).toBe(true);
    expect(names.size).toBeGreaterThan(20);
  });

  const toolIcons = new Set(['braces', 'file-diff']);
  const inToolIcons = isToolIconsModule(toolIcons);
  const inUiIcons = isUiIconModule(toolIcons);
  it.each([
    // A tool's icon goes with the other tools' icons.
    ['/x/node_modules/lucide-react/dist/esm/icons/braces.mjs', 'tool-icons'],
    ['C:\\x\\node_modules\\lucide-react\\dist\\esm\\icons\\file-diff.mjs', 'tool-icons'],
    // An icon a screen imports goes with the screens' icons.
    ['/x/node_modules/lucide-react/dist/esm/icons/copy.mjs', 'ui-icons'],
    ['C:\\x\\node_modules\\lucide-react\\dist\\esm\\icons\\circle-check.mjs', 'ui-icons'],
    // lucide's code that draws every icon has a chunk of its own: a tool's screen needs it
    // without the cards' icons.
    ['/x/node_modules/lucide-react/dist/esm/createLucideIcon.mjs', 'lucide'],
    ['/x/node_modules/lucide-react/dist/esm/Icon.mjs', 'lucide'],
    ['/x/node_modules/lucide-react/dist/esm/defaultAttributes.mjs', 'lucide'],
    ['/x/node_modules/lucide-react/dist/esm/context.mjs', 'lucide'],
    ['/x/node_modules/lucide-react/dist/esm/shared/src/utils/mergeClasses.mjs', 'lucide'],
    [
      'C:\\x\\node_modules\\lucide-react\\dist\\esm\\shared\\src\\utils\\toPascalCase.mjs',
      'lucide',
    ],
    // Anything else is none of theirs.
    ['/x/src/tools/json-tool/meta.ts', null],
    ['/x/src/components/icons/braces.mjs', null],
    ['/x/node_modules/react/index.js', null],
  ])('%s: %s', (id, chunk) => {
    expect({
      'tool-icons': inToolIcons(id),
      'ui-icons': inUiIcons(id),
      lucide: isLucideBaseModule(id),
    }).toEqual({
      'tool-icons': chunk === 'tool-icons',
      'ui-icons': chunk === 'ui-icons',
      lucide: chunk === 'lucide',
    });
  });
});
