/**
 * One-click patterns. The first six are the spec's common patterns; the last three are the
 * Japanese ones office users ask for. `addFlags` are turned on with the pattern.
 */
export interface RegexPreset {
  id: string;
  pattern: string;
  addFlags?: string;
}

/**
 * An e-mail address as HTML's <input type="email"> defines a valid one: the local part's
 * letters, digits and .!#$%&'*+/=?^_`{|}~- ; then domain labels of letters, digits and inner
 * hyphens (no underscore, no hyphen at either end), at least two of them. The lookahead keeps a
 * label from being cut short (ex_ample.com, example.com-). Punctuation is escaped so the
 * pattern also compiles with the u and v flags.
 */
const BACKTICK = '`';
const EMAIL = String.raw`[a-zA-Z0-9.!#$%&'*+\/=?^_${BACKTICK}\{\|\}~\-]+@(?:[a-zA-Z0-9](?:[a-zA-Z0-9\-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z0-9](?:[a-zA-Z0-9\-]{0,61}[a-zA-Z0-9])?(?![\w\-])`;

/**
 * An http(s) URL in running text (the scheme in either case): user, port, path, query and fragment in any script
 * (/wiki/日本), up to white space, quotes, angle brackets or Japanese punctuation. Brackets
 * count only in pairs, so (see https://example.com/a) leaves the ")" out while
 * /wiki/Foo_(bar) keeps its own; a sentence's closing . , : ; ! ? or ' is left out too.
 */
const URL_BODY = String.raw`[^\s<>"${BACKTICK}\(\)\{\}\[\]、。，．「」『』（）【】〈〉《》]`;
const URL = String.raw`[hH][tT][tT][pP][sS]?:\/\/(?=[^\s\/?#.,:;@])(?:${URL_BODY}|\(${URL_BODY}*\)|\[${URL_BODY}*\])+(?<![.,:;!?'])`;

/**
 * A real calendar date yyyy-mm-dd: 30-day months stop at 30, February at 28, and 29 February
 * only in leap years of the Gregorian calendar (divisible by 4, centuries only by 400).
 */
const DATE = String.raw`(?<!\d)(?:\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8]))|(?:\d\d(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)(?!\d)`;

export const COMMON_PRESETS: readonly RegexPreset[] = [
  { id: 'email', pattern: EMAIL },
  { id: 'url', pattern: URL },
  // The lookarounds keep a part of a longer number (234-5678 in 03-1234-5678) from matching.
  { id: 'phone', pattern: String.raw`(?<![\d\-])\d{2,4}-\d{2,4}-\d{4}(?![\d\-])` },
  { id: 'postal_code', pattern: String.raw`(?<![\d\-])\d{3}-\d{4}(?![\d\-])` },
  { id: 'date', pattern: DATE },
  // Each line must be digits only, so ^ and $ mean the ends of a line.
  { id: 'digits', pattern: String.raw`^\d+$`, addFlags: 'm' },
];

export const JAPANESE_PRESETS: readonly RegexPreset[] = [
  // ァ (U+30A1) to ヺ (U+30FA) and the long vowel mark ー; the middle dot ・ is punctuation.
  { id: 'katakana', pattern: '[ァ-ヺー]+' },
  // Anything outside ASCII and half-width katakana (U+FF61 to U+FF9F) is full-width.
  { id: 'full_width', pattern: String.raw`[^\x00-\x7F\uFF61-\uFF9F]+` },
  // 03-1234-5678, 090-1234-5678, 0120-123-456 style, with or without hyphens, or +81.
  {
    id: 'jp_phone',
    pattern: String.raw`(?<![\d+])(?:0|\+81-?)\d{1,4}-?\d{1,4}-?\d{3,4}(?!\d)`,
  },
];
