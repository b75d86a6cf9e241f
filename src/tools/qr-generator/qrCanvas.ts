/** Browser-only drawing of a QR matrix (canvas, images); the pixel logic lives in renderQr. */
import type { QrMatrix } from './buildQrMatrix';
import type { QrLayout } from './qrLayout';
import { logoBox, type QrRenderOptions, rasterizeQr } from './renderQr';

export const LOGO_MAX_BYTES = 1024 * 1024;
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'];

export interface LoadedLogo {
  name: string;
  dataUrl: string;
  image: HTMLImageElement;
}

export function paintQr(
  canvas: HTMLCanvasElement,
  matrix: QrMatrix,
  layout: QrLayout,
  options: QrRenderOptions,
  logo: LoadedLogo | null,
): void {
  const { pixelSize, modulePixels: unit, offset } = layout;
  canvas.width = pixelSize;
  canvas.height = pixelSize;
  const context = canvas.getContext('2d');
  if (!context) return;
  const box = logo ? logoBox(matrix, options.margin) : undefined;
  const pixels = rasterizeQr(matrix, layout, options, box);
  context.putImageData(new ImageData(pixels, pixelSize, pixelSize), 0, 0);
  if (!logo || !box) return;

  // Half a module of light padding keeps the logo off the surrounding modules.
  const inner = box.length * unit - unit;
  const origin = offset + box.start * unit + unit / 2;
  const width = logo.image.naturalWidth || inner;
  const height = logo.image.naturalHeight || inner;
  const scale = Math.min(inner / width, inner / height);
  const drawWidth = width * scale;
  const drawHeight = height * scale;
  context.imageSmoothingEnabled = true;
  context.drawImage(
    logo.image,
    origin + (inner - drawWidth) / 2,
    origin + (inner - drawHeight) / 2,
    drawWidth,
    drawHeight,
  );
}

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

export type LogoLoadResult =
  { ok: true; logo: LoadedLogo } | { ok: false; reason: 'too_large' | 'invalid' };

export async function loadLogo(file: File): Promise<LogoLoadResult> {
  if (!LOGO_TYPES.includes(file.type)) return { ok: false, reason: 'invalid' };
  if (file.size > LOGO_MAX_BYTES) return { ok: false, reason: 'too_large' };
  try {
    const dataUrl = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () =>
        typeof reader.result === 'string'
          ? resolve(reader.result)
          : reject(new Error('unreadable'));
      reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
      reader.readAsDataURL(file);
    });
    const image = new Image();
    image.src = dataUrl;
    await image.decode();
    return { ok: true, logo: { name: file.name, dataUrl, image } };
  } catch (error) {
    console.error('logo could not be loaded', error);
    return { ok: false, reason: 'invalid' };
  }
}
