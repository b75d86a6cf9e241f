import { isSealImageDataUrl } from '../../lib/senderProfile';

interface Props {
  /** The profile's sealImage: a data: URL, or '' for none. */
  src: string;
  alt: string;
  className?: string;
}

/**
 * The seal or logo image on a document. Only through <img src="data:…">: an SVG shown this way
 * runs no script and loads nothing, and anything that is not one of our data: URLs is not shown.
 */
export function SealImage({ src, alt, className = '' }: Props) {
  if (!isSealImageDataUrl(src)) return null;
  return <img src={src} alt={alt} className={`object-contain ${className}`} />;
}
