import type { Linter } from 'eslint';

/** The import boundaries of the repository rooted at `root` (see eslint.boundaries.js). */
export function boundaries(root: string): Linter.Config;
