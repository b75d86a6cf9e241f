import type { QrMatrix } from './buildQrMatrix';

/**
 * Phone cameras lose modules drawn smaller than about 3 pixels, and modules of uneven width
 * (some 3 px, some 4 px) confuse decoders too. So every module is a whole number of pixels, at
 * least this many.
 */
export const MIN_PIXELS_PER_MODULE = 3;

/** Where the symbol sits in the square image. */
export interface QrLayout {
  /** Side of the image in pixels: the chosen size, or larger when the symbol needs it. */
  pixelSize: number;
  /** Side of one module in whole pixels (≥ MIN_PIXELS_PER_MODULE). */
  modulePixels: number;
  /** Light pixels before the first quiet-zone module, so the symbol sits in the centre. */
  offset: number;
  /** True when the chosen size was too small and the image was enlarged. */
  enlarged: boolean;
}

/**
 * Fits the symbol (quiet zone included) into the chosen size with whole-pixel modules; the
 * leftover pixels widen the quiet zone. A symbol too dense for the size gets a larger image.
 */
export function qrLayout(matrix: QrMatrix, size: number, margin: number): QrLayout {
  const total = matrix.size + margin * 2;
  const modulePixels = Math.max(MIN_PIXELS_PER_MODULE, Math.floor(size / total));
  const pixelSize = Math.max(size, modulePixels * total);
  return {
    pixelSize,
    modulePixels,
    offset: Math.floor((pixelSize - modulePixels * total) / 2),
    enlarged: pixelSize > size,
  };
}
