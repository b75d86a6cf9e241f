/** Inline icons for document buttons (no emoji font needed), sized to the button text. */
const svgProps = {
  className: 'h-4 w-4 shrink-0',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export const PrintIcon = () => (
  <svg {...svgProps}>
    <path d="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2" />
    <rect x="6" y="14" width="12" height="7" rx="1" />
  </svg>
);

export const DownloadIcon = () => (
  <svg {...svgProps}>
    <path d="M12 3v12M7 10l5 5 5-5M4 21h16" />
  </svg>
);
