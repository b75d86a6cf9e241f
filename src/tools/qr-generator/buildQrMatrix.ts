import QRCode from 'qrcode';
import type { ErrorCorrectionLevel } from './qrSettings';

/** A QR symbol as a square of modules, without quiet zone. */
export interface QrMatrix {
  /** Modules per side (21 for version 1 up to 177 for version 40). */
  size: number;
  version: number;
  /** size × size, row by row; 1 = dark module. */
  modules: Uint8Array;
}

export type QrMatrixResult =
  { ok: true; matrix: QrMatrix } | { ok: false; reason: 'empty' | 'too_long' | 'failed' };

/**
 * Encodes text (UTF-8 in byte mode; digits and capitals in their compact modes) at the given
 * error-correction level, choosing the smallest version from 1 to 40 that fits.
 */
export function buildQrMatrix(text: string, level: ErrorCorrectionLevel): QrMatrixResult {
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  try {
    const symbol = QRCode.create(text, { errorCorrectionLevel: level });
    const size = symbol.modules.size;
    return {
      ok: true,
      matrix: { size, version: symbol.version, modules: Uint8Array.from(symbol.modules.data) },
    };
  } catch (error) {
    // qrcode throws "The amount of data is too big to be stored in a QR Code" past version 40.
    const message = error instanceof Error ? error.message : '';
    if (/too big|too long|amount of data/i.test(message)) return { ok: false, reason: 'too_long' };
    console.error('QR generation failed', error);
    return { ok: false, reason: 'failed' };
  }
}

export function isDarkModule(matrix: QrMatrix, row: number, column: number): boolean {
  return matrix.modules[row * matrix.size + column] === 1;
}

export function utf8ByteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}
