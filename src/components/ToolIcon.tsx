import type { LucideIcon } from 'lucide-react';

/**
 * A tool's icon, the same size and stroke everywhere (an SVG from lucide, so it looks the same
 * on every system and needs no emoji font). Decorative: the tool's name is next to it.
 */
export function ToolIcon({ icon: Icon, size }: { icon: LucideIcon; size: 'card' | 'frame' }) {
  return (
    <Icon
      aria-hidden="true"
      focusable="false"
      strokeWidth={1.75}
      className={`${size === 'card' ? 'h-8 w-8' : 'h-10 w-10'} shrink-0 text-blue-700 dark:text-blue-300`}
      data-tool-icon=""
    />
  );
}
