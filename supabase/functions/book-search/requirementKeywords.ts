/**
 * Reads the free-text additional requirements ("Pythonで業務自動化、Java以外", "no math,
 * beginner friendly") into keywords that boost a book and keywords that exclude it.
 */

export interface RequirementKeywords {
  include: string[];
  exclude: string[];
}

/** NFKC, lower case, katakana folded to hiragana: the form every comparison uses. */
export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0x60));
}

const WORD = String.raw`[a-z0-9+#.]+|[ァ-ヶー]+|[ぁ-ゖー]+|[一-龯々]+`;
const JAPANESE_EXCLUSION = new RegExp(
  String.raw`(${WORD})\s*(?:以外|を除く|は除く|を除いて|抜き|なし|は不要|はいらない)`,
  'gu',
);
const ENGLISH_EXCLUSION = /(?:^|\s)(?:no|not|without|except|exclude)\s+([a-z0-9+#.]+)/g;
const MINUS_EXCLUSION = /(?:^|\s)[-−]([^\s,、，]+)/g;

/** Words that carry no topic ("向け", "book", "について"). */
const STOP_WORDS = new Set([
  'の',
  'を',
  'が',
  'で',
  'に',
  'と',
  'は',
  'も',
  'や',
  'な',
  'です',
  'ます',
  '本',
  '書籍',
  'について',
  'したい',
  'ほしい',
  '欲しい',
  'お願い',
  'おねがい',
  'します',
  'いい',
  'よい',
  'book',
  'books',
  'about',
  'for',
  'with',
  'and',
  'or',
  'the',
  'a',
  'an',
  'to',
  'of',
  'in',
  'i',
  'want',
  'like',
  'please',
]);

export function parseRequirementKeywords(text: string): RequirementKeywords {
  let rest = text.normalize('NFKC').toLowerCase();
  const exclude: string[] = [];
  for (const pattern of [JAPANESE_EXCLUSION, ENGLISH_EXCLUSION, MINUS_EXCLUSION]) {
    rest = rest.replace(pattern, (_all, word: string) => {
      exclude.push(foldText(word));
      return ' ';
    });
  }
  const include = rest
    .split(/[\s,、，。.!！?？「」『』()（）・/]+/u)
    .map(foldText)
    .map((word) => word.replace(/(向け|むけ|について|したい|がいい|が良い|を学びたい)$/u, ''))
    .filter((word) => [...word].length >= 2 && !STOP_WORDS.has(word));
  return {
    include: [...new Set(include)],
    exclude: [...new Set(exclude.filter((word) => word !== ''))],
  };
}
