import type { Linter } from 'eslint';

/** The import boundaries of the repository rooted at `root` (see eslint.rules.js). */
export function boundaries(root: string): Linter.Config;

/** No symbol or emoji glyph drawn as an icon in a component (see eslint.rules.js). */
export const glyphIcons: Linter.Config;
