/**
 * One-click patterns. The first six are the spec's common patterns; the last three are the
 * Japanese ones office users ask for. `addFlags` are turned on with the pattern.
 */
export interface RegexPreset {
  id: string;
  pattern: string;
  addFlags?: string;
}

export const COMMON_PRESETS: readonly RegexPreset[] = [
  { id: 'email', pattern: String.raw`[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+` },
  { id: 'url', pattern: String.raw`https?:\/\/[\w\/:%#$&?\(\)~.=+\-]+` },
  // The lookarounds keep a part of a longer number (234-5678 in 03-1234-5678) from matching.
  { id: 'phone', pattern: String.raw`(?<![\d\-])\d{2,4}-\d{2,4}-\d{4}(?![\d\-])` },
  { id: 'postal_code', pattern: String.raw`(?<![\d\-])\d{3}-\d{4}(?![\d\-])` },
  {
    id: 'date',
    pattern: String.raw`(?<!\d)\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?!\d)`,
  },
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
