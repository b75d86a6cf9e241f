/**
 * Company names are typed in many ways: full-width letters, katakana or hiragana, with or
 * without 株式会社 or "Co., Ltd.", with spaces and middle dots. Matching compares one canonical
 * form: NFKC, lower case, katakana folded to hiragana, legal-form words and punctuation removed.
 */

const JAPANESE_LEGAL_FORMS =
  /株式会社|\(株\)|有限会社|\(有\)|合同会社|\(同\)|合資会社|合名会社|相互会社|一般社団法人|一般財団法人/g;

/** Latin legal-form words, removed only as whole words ("Co" in "Coca" stays). */
const LATIN_LEGAL_FORMS = new Set([
  'co',
  'ltd',
  'limited',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'company',
  'kk',
  'kabushiki',
  'kaisha',
  'the',
]);

/** Katakana (U+30A1–U+30F6) sit exactly 0x60 above their hiragana. */
export function katakanaToHiragana(text: string): string {
  return text.replace(/[\u30a1-\u30f6]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0x60));
}

export function normalizeCompanyName(input: string): string {
  const folded = input.normalize('NFKC').toLowerCase().replace(JAPANESE_LEGAL_FORMS, ' ');
  const words = folded
    .replace(/k\.k\./g, ' kk ')
    .split(/[\s,.&'’・･\-‐―−/()（）「」『』【】［］"“”!?！？:;、。]+/u)
    .filter((word) => word !== '' && !LATIN_LEGAL_FORMS.has(word));
  return katakanaToHiragana(words.join(''));
}

/** Character bigrams, for a typo-tolerant similarity when nothing matches literally. */
function bigrams(text: string): string[] {
  const chars = [...text];
  if (chars.length < 2) return chars;
  return chars.slice(0, -1).map((char, index) => char + chars[index + 1]);
}

/** Sørensen–Dice coefficient of two normalised names' bigrams (0 to 1). */
export function bigramSimilarity(a: string, b: string): number {
  const left = bigrams(a);
  const right = bigrams(b);
  if (left.length === 0 || right.length === 0) return 0;
  const pool = new Map<string, number>();
  for (const gram of right) pool.set(gram, (pool.get(gram) ?? 0) + 1);
  let shared = 0;
  for (const gram of left) {
    const count = pool.get(gram) ?? 0;
    if (count > 0) {
      shared += 1;
      pool.set(gram, count - 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
}
