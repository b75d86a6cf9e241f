/**
 * lucide's Moon, Sun, Star, User and ArrowLeft (lucide-react 1.x, ISC licence), drawn with their
 * own paths by a plain <svg> for the controls of the first paint: the header's theme toggle and
 * account button, the home page's favourite stars and a tool's way back. lucide-react's component
 * code (createLucideIcon: the `lucide` chunk, 1.6 KB gzip) comes after the home page's first
 * paint; importing these five through lucide-react put it into the home page's JavaScript (when
 * it shared the tool icons' chunk, 109.8 → 114.4 KB gzip, over its 110 KB budget). Every other
 * icon is lucide-react's.
 */
import type { ReactNode } from 'react';

interface IconProps {
  className?: string;
  /** 'currentColor' to fill the shape (a chosen favourite's star). */
  fill?: string;
}

function Svg({
  className = 'h-5 w-5',
  fill = 'none',
  children,
}: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill={fill}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const Moon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401" />
  </Svg>
);

export const Sun = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2m-7.07-17.07 1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
  </Svg>
);

export const Star = (props: IconProps) => (
  <Svg {...props}>
    <path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z" />
  </Svg>
);

export const User = (props: IconProps) => (
  <Svg {...props}>
    <path d="M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </Svg>
);

export const ArrowLeft = (props: IconProps) => (
  <Svg {...props}>
    <path d="m12 19-7-7 7-7M19 12H5" />
  </Svg>
);
