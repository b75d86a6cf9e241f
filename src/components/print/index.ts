/**
 * Shared print preview for printable business documents (quotes, minutes, expense reports...).
 *
 *   const [paper, setPaper] = usePaperSetting('my-tool');
 *   <PrintPreview open={open} onClose={close} documentTitle="見積書_Q2025123456"
 *     paper={paper} onPaperChange={setPaper}>
 *     <MyDocument />
 *   </PrintPreview>
 *
 * The document prints alone on the chosen paper (an @page rule is generated from the choice);
 * document.title is the PDF file name while printing. Strings: i18n namespace 'print'.
 */
export { PrintPreview, type PrintPreviewProps } from './PrintPreview';
export { PaperSheet } from './PaperSheet';
export { PrintPages } from './PrintPages';
export { ITEMS_PER_PAGE, paginate } from './paginate';
export { usePaperSetting } from './usePaperSetting';
export { formatDocumentDate } from './formatDocumentDate';
export { DocumentActions } from './DocumentActions';
export {
  buildPageRule,
  DEFAULT_PAPER,
  PAPER_ORIENTATIONS,
  PAPER_SIZES,
  type PaperOrientation,
  type PaperSetting,
  type PaperSize,
} from './paper';
