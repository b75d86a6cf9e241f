import type { Rollup } from 'vite';

/** The bundle's code chunks by file name, its assets (CSS, images) left out. */
export function chunksOf(bundle: Rollup.OutputBundle): Record<string, Rollup.OutputChunk> {
  const chunks: Record<string, Rollup.OutputChunk> = {};
  for (const [file, output] of Object.entries(bundle)) {
    if (output.type === 'chunk') chunks[file] = output;
  }
  return chunks;
}
