import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { buildPageRule, contentZoom, type PaperSetting } from './paper';
import './print.css';

/** The document alone, at the chosen paper size, as the printer (or PDF) receives it. */
export function PrintPortal({ paper, children }: { paper: PaperSetting; children: ReactNode }) {
  if (typeof document === 'undefined') return null;
  return createPortal(
    <div className="print-portal" data-testid="print-output">
      <style>{buildPageRule(paper)}</style>
      <div className="print-document bg-white text-gray-900" style={{ zoom: contentZoom(paper) }}>
        {children}
      </div>
    </div>,
    document.body,
  );
}
