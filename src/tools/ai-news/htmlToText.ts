/**
 * Plain text from an HTML fragment of a feed, without ever parsing it as a document: the result
 * is rendered as text, so even a tag that slips through shows as characters, never as markup.
 */

import { decodeHtmlText } from '../../lib/htmlText.ts';

/** Elements whose content is never reading text. */
const DROPPED_BLOCKS =
  /<(script|style|noscript|template|iframe|object|embed|svg|math|head|title|textarea|select)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Tags after which a word boundary belongs. */
const BREAKING_TAGS =
  /<(br|hr|\/?p|\/?div|\/?li|\/?h[1-6]|\/?tr|\/?td|\/?th|\/?blockquote|\/?section|\/?article|\/?figure|\/?figcaption)\b[^>]*>/gi;
const ANY_TAG = /<\/?[a-z][^>]*>|<!--[\s\S]*?-->|<![^>]*>|<\?[\s\S]*?\?>/gi;

export function collapseWhitespace(text: string): string {
  return text.replace(/[\s\u00a0\u3000]+/g, ' ').trim();
}

export function htmlToText(html: string): string {
  const withoutBlocks = html.replace(DROPPED_BLOCKS, ' ');
  const spaced = withoutBlocks.replace(BREAKING_TAGS, ' ');
  // An unclosed dangerous block (e.g. `<script>` with no end) drops everything after it.
  const cut = spaced.replace(/<(script|style|iframe|template)\b[\s\S]*$/i, ' ');
  return collapseWhitespace(decodeHtmlText(cut.replace(ANY_TAG, '')));
}

/** Cuts to `limit` characters (grapheme clusters, so no emoji is split), ending with "…". */
export function truncateText(text: string, limit: number): string {
  const graphemes =
    typeof Intl.Segmenter === 'function'
      ? Array.from(
          new Intl.Segmenter('ja', { granularity: 'grapheme' }).segment(text),
          (part) => part.segment,
        )
      : Array.from(text);
  if (graphemes.length <= limit) return text;
  return `${graphemes.slice(0, limit).join('').trimEnd()}…`;
}
