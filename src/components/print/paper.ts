/** Paper for printed documents (spec: A4, B5, postcard; portrait or landscape). */
export const PAPER_SIZES = ['A4', 'B5', 'postcard'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

export const PAPER_ORIENTATIONS = ['portrait', 'landscape'] as const;
export type PaperOrientation = (typeof PAPER_ORIENTATIONS)[number];

export interface PaperSetting {
  size: PaperSize;
  orientation: PaperOrientation;
}

export const DEFAULT_PAPER: PaperSetting = { size: 'A4', orientation: 'portrait' };

/**
 * Portrait sizes and page margins in millimetres. B5 is the JIS B5 (182 × 257) that Japanese
 * offices mean by "B5", not ISO B5 (176 × 250); the postcard is the Japanese postcard (はがき).
 */
const PAPER_MM: Record<PaperSize, { width: number; height: number; margin: number }> = {
  A4: { width: 210, height: 297, margin: 15 },
  B5: { width: 182, height: 257, margin: 12 },
  postcard: { width: 100, height: 148, margin: 6 },
};

/** Documents are laid out for the printable width of A4 portrait and shrink on smaller paper. */
const REFERENCE_CONTENT_WIDTH_MM = PAPER_MM.A4.width - 2 * PAPER_MM.A4.margin;

export interface PaperDimensions {
  widthMm: number;
  heightMm: number;
  marginMm: number;
}

export function paperDimensions(paper: PaperSetting): PaperDimensions {
  const { width, height, margin } = PAPER_MM[paper.size];
  const landscape = paper.orientation === 'landscape';
  return {
    widthMm: landscape ? height : width,
    heightMm: landscape ? width : height,
    marginMm: margin,
  };
}

/** The CSS @page rule for the chosen paper, so the browser's print (and PDF) uses it. */
export function buildPageRule(paper: PaperSetting): string {
  const { widthMm, heightMm, marginMm } = paperDimensions(paper);
  const size = paper.size === 'A4' ? `A4 ${paper.orientation}` : `${widthMm}mm ${heightMm}mm`;
  return `@page { size: ${size}; margin: ${marginMm}mm; }`;
}

/**
 * How much a document designed for A4 must shrink to keep its layout on this paper (1 = none).
 * Applied identically on screen and on paper, so the preview shows what will print.
 */
export function contentZoom(paper: PaperSetting): number {
  const { widthMm, marginMm } = paperDimensions(paper);
  const printable = widthMm - 2 * marginMm;
  return Math.min(1, Math.round((printable / REFERENCE_CONTENT_WIDTH_MM) * 1000) / 1000);
}

export function isPaperSetting(value: unknown): value is PaperSetting {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    (PAPER_SIZES as readonly unknown[]).includes(candidate.size) &&
    (PAPER_ORIENTATIONS as readonly unknown[]).includes(candidate.orientation)
  );
}

export const MM_TO_CSS_PX = 96 / 25.4;
