/**
 * The sender profile (自社情報) on screen: the panel that edits it (embed it in any tool) and the
 * image component documents print it with. Data and storage: src/lib/senderProfile.
 */
export { SenderProfilePanel } from './SenderProfilePanel';
export { SealImage } from './SealImage';
export { SenderProfileLetterhead } from './SenderProfileLetterhead';
