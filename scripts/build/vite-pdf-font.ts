import type { Plugin } from 'vite';
import { makeFontSlices, sliceModule, type FontSlice } from './pdf-font-slicing.ts';

/** The module of the font slices' URLs and ranges (src/tools/quote-generator/pdfFont.ts). */
const MODULE_ID = 'virtual:pdf-font-slices';
const RESOLVED_ID = `\0${MODULE_ID}`;
/** Where the dev server serves the slices. */
const DEV_PATH = '/@pdf-font/';
/**
 * fontkit imports a brotli decoder (with its 120 KB dictionary) for WOFF2 files; the PDF reads
 * TrueType slices only, so the import gets a stand-in that says so: 100 KB less PDF code to fetch
 * and compile on the click.
 */
const NO_WOFF2_ID = '\0fontkit-without-woff2';

/**
 * Cuts the PDF font into Unicode-range slices (scripts/build/pdf-font-slicing.ts) once per build or
 * dev-server start: the build writes them as `assets/pdf-font-<n>-<hash>.ttf` (not precached by
 * the service worker: only a PDF asks for them), the dev server serves them from memory.
 */
export function pdfFontPlugin(): Plugin {
  let slices: Promise<FontSlice[]> | null = null;
  const getSlices = () => (slices ??= makeFontSlices());
  let building = false;
  let base = '/';
  return {
    name: 'pdf-font-slices',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
      base = config.base;
    },
    resolveId(id, importer) {
      if (id === 'brotli/decompress.js' && /[\\/]fontkit[\\/]/.test(importer ?? '')) {
        return NO_WOFF2_ID;
      }
      return id === MODULE_ID ? RESOLVED_ID : null;
    },
    async load(id) {
      if (id === NO_WOFF2_ID) {
        return `export default function decompress() { throw new Error('WOFF2 fonts are not read here'); }`;
      }
      if (id !== RESOLVED_ID) return null;
      const list = await getSlices();
      if (!building) return sliceModule(list, (index) => `${DEV_PATH}${index}.ttf`);
      const names = list.map((slice, index) => `assets/pdf-font-${index}-${slice.hash}.ttf`);
      list.forEach((slice, index) =>
        this.emitFile({ type: 'asset', fileName: names[index], source: slice.bytes }),
      );
      return sliceModule(list, (index) => `${base}${names[index]}`);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = new RegExp(`^${DEV_PATH}(\\d+)\\.ttf$`).exec(request.url ?? '');
        if (!match) return next();
        void getSlices().then((list) => {
          const slice = list[Number(match[1])];
          if (!slice) return next();
          response.setHeader('Content-Type', 'font/ttf');
          response.end(slice.bytes);
        }, next);
      });
    },
  };
}
