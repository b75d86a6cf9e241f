import { useCallback, useEffect, useRef } from 'react';
import { trackFileDownload } from '../../lib/analytics';

/**
 * Browsers name a saved PDF after document.title, so the title becomes the document's file name
 * while printing (from our button or the browser's own Ctrl+P) and comes back afterwards.
 * Returns the function that prints.
 */
export function usePrintTitle(documentTitle: string): () => void {
  const titleRef = useRef(documentTitle);
  const savedTitle = useRef<string | null>(null);

  useEffect(() => {
    titleRef.current = documentTitle;
  }, [documentTitle]);

  const applyTitle = useCallback(() => {
    if (savedTitle.current === null) savedTitle.current = document.title;
    document.title = titleRef.current;
  }, []);

  const restoreTitle = useCallback(() => {
    if (savedTitle.current === null) return;
    document.title = savedTitle.current;
    savedTitle.current = null;
  }, []);

  useEffect(() => {
    window.addEventListener('beforeprint', applyTitle);
    window.addEventListener('afterprint', restoreTitle);
    return () => {
      window.removeEventListener('beforeprint', applyTitle);
      window.removeEventListener('afterprint', restoreTitle);
      restoreTitle();
    };
  }, [applyTitle, restoreTitle]);

  return useCallback(() => {
    applyTitle();
    trackFileDownload(`${titleRef.current}.pdf`, 'pdf');
    window.print();
  }, [applyTitle]);
}
