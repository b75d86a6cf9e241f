import type { LucideIcon, LucideProps } from 'lucide-react';
import { createElement, memo, Suspense, use } from 'react';

type IconLoader = () => Promise<{ default: LucideIcon }>;

/** One load per icon, so a card drawn again neither loads nor waits again. */
const loading = new WeakMap<IconLoader, Promise<LucideIcon | null>>();
/** The icons that have arrived: drawn at once, without suspending even for a moment. */
const loaded = new WeakMap<IconLoader, LucideIcon>();

/**
 * Loads a tool's icon (once). A page whose code is fetched ahead (the first page, see
 * StartupGate) fetches its icon with it, so that the page replaces the HTML drawn at build time,
 * icon included, without the icon's empty place showing for a moment.
 */
export function loadToolIcon(load: IconLoader): Promise<LucideIcon | null> {
  let icon = loading.get(load);
  if (!icon) {
    icon = load().then(
      (module) => {
        loaded.set(load, module.default);
        return module.default;
      },
      () => {
        loading.delete(load); // the next drawing tries again
        return null;
      },
    );
    loading.set(load, icon);
  }
  return icon;
}

function LoadedIcon({ load, ...props }: LucideProps & { load: IconLoader }) {
  const Icon = loaded.get(load) ?? use(loadToolIcon(load));
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
/*
 * Memoised: drawn again only when its own props change. Where the app takes the drawn page over
 * (hydration, src/boot.tsx), an icon whose code has not arrived keeps its drawn SVG until it has;
 * drawn again before that (a card redrawn in the other language), React would have to replace the
 * drawn icon with the empty box of the fallback.
 */
export const ToolIcon = memo(function ToolIcon({
  icon,
  size,
}: {
  icon: IconLoader;
  size: keyof typeof SIZE_CLASS;
}) {
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
});
