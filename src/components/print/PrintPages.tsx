import type { ReactNode } from 'react';

interface Props {
  /** One entry per printed page, in order. */
  pages: readonly ReactNode[];
  /** The label between pages on screen, e.g. "2 / 3". */
  pageLabel: (page: number, count: number) => string;
}

/**
 * Pages of one document: on paper each starts on a new sheet; on screen a dashed rule with the
 * page number shows where the next sheet begins.
 */
export function PrintPages({ pages, pageLabel }: Props) {
  return (
    <>
      {pages.map((page, index) => (
        <section
          key={index}
          className="print-page"
          aria-label={pages.length > 1 ? pageLabel(index + 1, pages.length) : undefined}
        >
          {index > 0 && (
            <p
              className="print-page-divider my-6 border-t-2 border-dashed border-gray-400 pt-1 text-center text-[8pt] text-gray-700"
              aria-hidden="true"
            >
              {pageLabel(index + 1, pages.length)}
            </p>
          )}
          {page}
        </section>
      ))}
    </>
  );
}
