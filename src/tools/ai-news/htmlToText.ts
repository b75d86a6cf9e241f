/**
 * Plain text from an HTML fragment of a feed, without ever parsing it as a document: the result
 * is rendered as text, so even a tag that slips through shows as characters, never as markup.
 */

/** Elements whose content is never reading text. */
const DROPPED_BLOCKS =
  /<(script|style|noscript|template|iframe|object|embed|svg|math|head|title|textarea|select)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Tags after which a word boundary belongs. */
const BREAKING_TAGS =
  /<(br|hr|\/?p|\/?div|\/?li|\/?h[1-6]|\/?tr|\/?td|\/?th|\/?blockquote|\/?section|\/?article|\/?figure|\/?figcaption)\b[^>]*>/gi;
const ANY_TAG = /<\/?[a-z][^>]*>|<!--[\s\S]*?-->|<![^>]*>|<\?[\s\S]*?\?>/gi;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  yen: '¥',
  copy: '©',
  reg: '®',
  trade: '™',
  times: '×',
  divide: '÷',
};

/** One pass, so `&amp;lt;` becomes the text `&lt;`, not `<`. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? Number.parseInt(body.slice(2), 16)
          : Number.parseInt(body.slice(1), 10);
      const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return valid ? String.fromCodePoint(code) : '\uFFFD';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

export function collapseWhitespace(text: string): string {
  return text.replace(/[\s\u00a0\u3000]+/g, ' ').trim();
}

export function htmlToText(html: string): string {
  const withoutBlocks = html.replace(DROPPED_BLOCKS, ' ');
  const spaced = withoutBlocks.replace(BREAKING_TAGS, ' ');
  // An unclosed dangerous block (e.g. `<script>` with no end) drops everything after it.
  const cut = spaced.replace(/<(script|style|iframe|template)\b[\s\S]*$/i, ' ');
  return collapseWhitespace(decodeEntities(cut.replace(ANY_TAG, '')));
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
