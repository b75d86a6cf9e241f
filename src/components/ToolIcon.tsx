import type { LucideIcon, LucideProps } from 'lucide-react';
import { createElement, Suspense, use } from 'react';

type IconLoader = () => Promise<{ default: LucideIcon }>;

/** One load per icon, so a card drawn again neither loads nor waits again. */
const loading = new WeakMap<IconLoader, Promise<LucideIcon | null>>();

function LoadedIcon({ load, ...props }: LucideProps & { load: IconLoader }) {
  let icon = loading.get(load);
  if (!icon) {
    icon = load().then(
      (module) => module.default,
      () => {
        loading.delete(load); // the next drawing tries again
        return null;
      },
    );
    loading.set(load, icon);
  }
  const Icon = use(icon);
  // A decorative icon that could not load (connection lost) leaves its empty place, no error.
  if (!Icon) return <span aria-hidden="true" className={props.className} />;
  // The icon is the module's own component, the same object on every render (not one made here).
  return createElement(Icon, props);
}

const SIZE_CLASS = { card: 'h-8 w-8', frame: 'h-10 w-10' } as const;

/**
 * A tool's icon, the same size and stroke everywhere (an SVG from lucide, so it looks the same
 * on every system and needs no emoji font). Decorative: the tool's name is next to it. Until its
 * code arrives an empty box of the same size holds its place, so nothing moves when it appears.
 */
export function ToolIcon({ icon, size }: { icon: IconLoader; size: keyof typeof SIZE_CLASS }) {
  const sizeClass = `${SIZE_CLASS[size]} shrink-0`;
  return (
    <Suspense fallback={<span aria-hidden="true" className={sizeClass} />}>
      <LoadedIcon
        load={icon}
        aria-hidden="true"
        focusable="false"
        strokeWidth={1.75}
        className={`${sizeClass} text-blue-700 dark:text-blue-300`}
        data-tool-icon=""
      />
    </Suspense>
  );
}
