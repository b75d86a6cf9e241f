/**
 * Draws the app icons (public/icons/*.png) from the same design as public/favicon.svg: a blue
 * rounded square with three white lines. Run with `tsx scripts/build/generate-icons.ts` after a change.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

const BLUE = [0x1d, 0x4e, 0xd8] as const;

function drawIcon(size: number, maskable: boolean): Buffer {
  const png = new PNG({ width: size, height: size });
  const unit = size / 64;
  // Maskable icons must fill the square; their safe zone is the inner 80%.
  const radius = maskable ? 0 : 14 * unit;
  const inset = maskable ? 0.1 * size : 0;
  const scale = maskable ? 0.8 : 1;
  const bars = [
    [18, 22, 28, 6],
    [18, 32, 28, 6],
    [18, 42, 18, 6],
  ].map(([x, y, w, h]) => [
    x! * unit * scale + inset,
    y! * unit * scale + inset,
    w! * unit * scale,
    h! * unit * scale,
  ]);

  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const cx = Math.min(Math.max(x + 0.5, radius), size - radius);
      const cy = Math.min(Math.max(y + 0.5, radius), size - radius);
      const inside = Math.hypot(x + 0.5 - cx, y + 0.5 - cy) <= radius || radius === 0;
      const onBar = bars.some(
        ([bx, by, bw, bh]) => x >= bx! && x < bx! + bw! && y >= by! && y < by! + bh!,
      );
      const [r, g, b] = onBar ? [255, 255, 255] : BLUE;
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = inside ? 255 : 0;
    }
  }
  return PNG.sync.write(png);
}

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', drawIcon(192, false));
writeFileSync('public/icons/icon-512.png', drawIcon(512, false));
writeFileSync('public/icons/icon-maskable-512.png', drawIcon(512, true));
writeFileSync('public/icons/apple-touch-icon.png', drawIcon(180, true));
console.log('icons written to public/icons');
