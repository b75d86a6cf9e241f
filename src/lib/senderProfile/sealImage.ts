/**
 * The seal (角印) or logo image of the sender profile: PNG, JPEG or SVG of at most 500 KB, kept
 * as a base64 data: URL. The type is read from the file's bytes (a renamed .exe or an HTML page
 * saved as .svg is refused), never from its name or the browser's MIME guess. Documents show
 * it only through <img src="data:…">, where an SVG's scripts never run.
 */
export const SEAL_IMAGE_MAX_BYTES = 500 * 1024;

export type SealImageType = 'image/png' | 'image/jpeg' | 'image/svg+xml';

export type SealImageResult =
  | { ok: true; dataUrl: string; type: SealImageType }
  | { ok: false; reason: 'too_large' | 'not_image' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/**
 * True when the text's root element is <svg>: only a BOM, white space, an XML declaration,
 * comments, processing instructions and a DOCTYPE may come before it.
 */
export function hasSvgRoot(text: string): boolean {
  let rest = text.replace(/^\uFEFF/, '');
  for (;;) {
    rest = rest.trimStart();
    const prolog = /^(<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)/i.exec(
      rest,
    );
    if (!prolog) break;
    rest = rest.slice(prolog[0].length);
  }
  return /^<svg[\s>/]/.test(rest);
}

export function detectSealImageType(bytes: Uint8Array): SealImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return hasSvgRoot(text) ? 'image/svg+xml' : null;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}

/** Checks a chosen file's bytes and turns an acceptable image into its data: URL. */
export function toSealImage(bytes: Uint8Array): SealImageResult {
  if (bytes.length > SEAL_IMAGE_MAX_BYTES) return { ok: false, reason: 'too_large' };
  const type = detectSealImageType(bytes);
  if (!type) return { ok: false, reason: 'not_image' };
  return { ok: true, type, dataUrl: `data:${type};base64,${bytesToBase64(bytes)}` };
}

const SEAL_DATA_URL = /^data:image\/(png|jpeg|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;

/** A stored value is shown only when it is one of our data: URLs (storage can be edited). */
export function isSealImageDataUrl(value: string): boolean {
  return value.length <= 700_000 && SEAL_DATA_URL.test(value);
}
