/**
 * 全角 ⇄ 半角, each kind of character chosen apart: 英数字 (A–Z, a–z, 0–9), カタカナ (with the
 * half-width punctuation ｡｢｣､･ and the sound marks ﾞﾟ), 記号 (the other ASCII symbols and the
 * space). Everything else is left as it is. Every change keeps the text's meaning under
 * Unicode's compatibility mapping (NFKC); half-width to full-width kana follows the WHATWG
 * Encoding Standard's table (index-iso-2022-jp-katakana), sound marks combined where a
 * combined letter exists (ｶﾞ → ガ).
 */
export type WidthDirection = 'to_half' | 'to_full';

export interface WidthKinds {
  alphanumeric: boolean;
  katakana: boolean;
  symbols: boolean;
}

/** Half-width katakana U+FF61–U+FF9F and what each becomes in full width (WHATWG's table). */
const HALF_KANA = '｡｢｣､･ｦｧｨｩｪｫｬｭｮｯｰｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜﾝﾞﾟ';
const FULL_KANA =
  '。「」、・ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン゛゜';

const halfToFull = new Map<string, string>();
const fullToHalf = new Map<string, string>();
[...HALF_KANA].forEach((half, index) => {
  const full = [...FULL_KANA][index] as string;
  halfToFull.set(half, full);
  fullToHalf.set(full, half);
});
// Voiced and semi-voiced letters: one full-width letter, two half-width characters.
for (const full of 'ガギグゲゴザジズゼゾダヂヅデドバビブベボヴヷヺ') {
  const [base] = full.normalize('NFD');
  const half = base === 'ヷ' ? undefined : fullToHalf.get(base as string);
  const plain =
    full === 'ヴ' ? 'ウ' : full === 'ヷ' ? 'ワ' : full === 'ヺ' ? 'ヲ' : (base as string);
  fullToHalf.set(full, `${half ?? fullToHalf.get(plain)}ﾞ`);
}
for (const full of 'パピプペポ') {
  const [base] = full.normalize('NFD');
  fullToHalf.set(full, `${fullToHalf.get(base as string)}ﾟ`);
}
// The combining marks (from NFD text) as the half-width marks too.
fullToHalf.set('\u3099', 'ﾞ');
fullToHalf.set('\u309A', 'ﾟ');

const isAlphanumeric = (code: number) =>
  (code >= 0x30 && code <= 0x39) ||
  (code >= 0x41 && code <= 0x5a) ||
  (code >= 0x61 && code <= 0x7a);

function toHalf(text: string, kinds: WidthKinds): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) as number;
    if (code >= 0xff01 && code <= 0xff5e) {
      const ascii = code - 0xfee0;
      out += (isAlphanumeric(ascii) ? kinds.alphanumeric : kinds.symbols)
        ? String.fromCharCode(ascii)
        : ch;
    } else if (code === 0x3000) {
      out += kinds.symbols ? ' ' : ch;
    } else if (kinds.katakana && fullToHalf.has(ch)) {
      out += fullToHalf.get(ch);
    } else {
      out += ch;
    }
  }
  return out;
}

function toFull(text: string, kinds: WidthKinds): string {
  let out = '';
  const chars = [...text];
  for (let index = 0; index < chars.length; index++) {
    const ch = chars[index] as string;
    const code = ch.codePointAt(0) as number;
    if (code >= 0x21 && code <= 0x7e) {
      out += (isAlphanumeric(code) ? kinds.alphanumeric : kinds.symbols)
        ? String.fromCharCode(code + 0xfee0)
        : ch;
    } else if (code === 0x20) {
      out += kinds.symbols ? '\u3000' : ch;
    } else if (kinds.katakana && halfToFull.has(ch)) {
      const full = halfToFull.get(ch) as string;
      const next = chars[index + 1];
      // ｶﾞ → ガ: a sound mark joins the letter before it when a combined letter exists.
      const mark = next === 'ﾞ' ? '\u3099' : next === 'ﾟ' ? '\u309A' : null;
      const combined = mark ? (full + mark).normalize('NFC') : null;
      if (combined && combined.length === 1) {
        out += combined;
        index += 1;
      } else out += full;
    } else {
      out += ch;
    }
  }
  return out;
}

export function convertWidth(text: string, direction: WidthDirection, kinds: WidthKinds): string {
  return direction === 'to_half' ? toHalf(text, kinds) : toFull(text, kinds);
}

/** How many characters changed (whole code points, a kana with its mark counting once). */
export function countChanged(before: string, after: string): number {
  if (before === after) return 0;
  const a = [...before];
  const b = [...after];
  let changed = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    changed++;
    // A kana and its mark may be one character on one side and two on the other.
    const twoToOne = a[i + 1] === 'ﾞ' || a[i + 1] === 'ﾟ';
    const oneToTwo = b[j + 1] === 'ﾞ' || b[j + 1] === 'ﾟ';
    i += twoToOne && !oneToTwo ? 2 : 1;
    j += oneToTwo && !twoToOne ? 2 : 1;
  }
  return changed;
}
