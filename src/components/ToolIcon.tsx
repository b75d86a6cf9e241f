import type { LucideIcon } from 'lucide-react';
import { lazy, Suspense, type LazyExoticComponent } from 'react';

type IconLoader = () => Promise<{ default: LucideIcon }>;

/** One lazy component per icon, so a card drawn again does not load or suspend again. */
const loaded = new WeakMap<IconLoader, LazyExoticComponent<LucideIcon>>();

function lazyIcon(load: IconLoader): LazyExoticComponent<LucideIcon> {
  let Icon = loaded.get(load);
  if (!Icon) {
    Icon = lazy(load);
    loaded.set(load, Icon);
  }
  return Icon;
}

const SIZE_CLASS = { card: 'h-8 w-8', frame: 'h-10 w-10' } as const;

/**
 * A tool's icon, the same size and stroke everywhere (an SVG from lucide, so it looks the same
 * on every system and needs no emoji font). Decorative: the tool's name is next to it. Until its
 * code arrives an empty box of the same size holds its place, so nothing moves when it appears.
 */
export function ToolIcon({ icon, size }: { icon: IconLoader; size: keyof typeof SIZE_CLASS }) {
  const Icon = lazyIcon(icon);
  const sizeClass = `${SIZE_CLASS[size]} shrink-0`;
  return (
    <Suspense fallback={<span aria-hidden="true" className={sizeClass} />}>
      <Icon
        aria-hidden="true"
        focusable="false"
        strokeWidth={1.75}
        className={`${sizeClass} text-blue-700 dark:text-blue-300`}
        data-tool-icon=""
      />
    </Suspense>
  );
}
