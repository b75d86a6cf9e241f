import { isOneOf } from '../../lib/isOneOf';

/** Business constants of the QR tool. */
export const QR_SIZE_MIN = 128;
export const QR_SIZE_MAX = 512;
export const QR_SIZE_STEP = 32;
export const QR_SIZE_DEFAULT = 256;
/** Quiet zone in modules around the symbol. */
export const QR_MARGIN = 2;
export const QR_FILE_NAME = 'qrcode.png';
export const QR_SVG_FILE_NAME = 'qrcode.svg';

export const ERROR_CORRECTION_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type ErrorCorrectionLevel = (typeof ERROR_CORRECTION_LEVELS)[number];
export const DEFAULT_ERROR_CORRECTION: ErrorCorrectionLevel = 'M';

export const DEFAULT_DARK = '#000000';
export const DEFAULT_LIGHT = '#ffffff';

export function isErrorCorrectionLevel(value: string): value is ErrorCorrectionLevel {
  return isOneOf(ERROR_CORRECTION_LEVELS, value);
}

/**
 * A centre logo hides modules, so the code must carry the most redundancy: level H restores up
 * to about 30% of the data.
 */
export function effectiveErrorCorrection(
  chosen: ErrorCorrectionLevel,
  hasLogo: boolean,
): ErrorCorrectionLevel {
  return hasLogo ? 'H' : chosen;
}

/** Snaps any number to the slider's range and step. */
export function clampQrSize(value: number): number {
  if (!Number.isFinite(value)) return QR_SIZE_DEFAULT;
  const stepped = QR_SIZE_MIN + Math.round((value - QR_SIZE_MIN) / QR_SIZE_STEP) * QR_SIZE_STEP;
  return Math.min(QR_SIZE_MAX, Math.max(QR_SIZE_MIN, stepped));
}
