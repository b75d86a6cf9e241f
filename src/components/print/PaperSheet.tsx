import { useEffect, useRef, useState, type ReactNode } from 'react';
import { contentZoom, MM_TO_CSS_PX, paperDimensions, type PaperSetting } from './paper';

interface Props {
  paper: PaperSetting;
  /** The accessible name of the sheet, e.g. "A4 portrait print layout". */
  label: string;
  children: ReactNode;
}

/**
 * A sheet of paper on screen at the chosen size and margins, shrunk to fit its container.
 * The sheet is white in both themes on purpose: it shows the printed page, like a PDF viewer.
 */
export function PaperSheet({ paper, label, children }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [availableWidth, setAvailableWidth] = useState<number | null>(null);
  const { widthMm, heightMm, marginMm } = paperDimensions(paper);
  const sheetWidthPx = widthMm * MM_TO_CSS_PX;
  const fitZoom = availableWidth ? Math.min(1, availableWidth / sheetWidthPx) : 1;

  useEffect(() => {
    const element = container.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setAvailableWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={container} className="w-full">
      <div
        role="region"
        aria-label={label}
        className="print-document mx-auto bg-white text-gray-900 shadow-lg ring-1 ring-gray-300 dark:ring-gray-600"
        style={{
          width: `${widthMm}mm`,
          minHeight: `${heightMm}mm`,
          padding: `${marginMm}mm`,
          zoom: fitZoom,
        }}
      >
        <div style={{ zoom: contentZoom(paper) }}>{children}</div>
      </div>
    </div>
  );
}
