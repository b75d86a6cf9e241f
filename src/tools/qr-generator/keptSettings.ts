import {
  clampQrSize,
  DEFAULT_DARK,
  DEFAULT_ERROR_CORRECTION,
  DEFAULT_LIGHT,
  type ErrorCorrectionLevel,
  isErrorCorrectionLevel,
  QR_SIZE_DEFAULT,
} from './qrSettings';

/** What the QR tool keeps across reloads and puts in a shared link. */
export const KEPT_DEFAULTS = {
  text: '',
  size: QR_SIZE_DEFAULT,
  level: DEFAULT_ERROR_CORRECTION as string,
  dark: DEFAULT_DARK,
  light: DEFAULT_LIGHT,
};
export const KEPT_IN_URL = ['text', 'size', 'level', 'dark', 'light'] as const;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** A link or old storage may carry anything: out-of-range values fall back to the defaults. */
export function validKeptSettings(kept: typeof KEPT_DEFAULTS) {
  return {
    text: kept.text,
    size: clampQrSize(kept.size),
    chosenLevel: (isErrorCorrectionLevel(kept.level)
      ? kept.level
      : DEFAULT_ERROR_CORRECTION) as ErrorCorrectionLevel,
    dark: HEX_COLOUR.test(kept.dark) ? kept.dark : DEFAULT_DARK,
    light: HEX_COLOUR.test(kept.light) ? kept.light : DEFAULT_LIGHT,
  };
}
