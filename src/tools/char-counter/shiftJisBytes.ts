export interface ShiftJisCount {
  /** Bytes of the text in Shift_JIS (Windows-31J), leaving out characters it cannot hold. */
  bytes: number;
  /** How many characters cannot be written in Shift_JIS. */
  unrepresentableCount: number;
  /** Those characters, each once, in order of appearance (at most MAX_LISTED). */
  unrepresentable: string[];
}

export const MAX_LISTED = 20;

/**
 * Characters that JIS X 0208 has but the Windows mapping (used by browsers) places elsewhere:
 * 〜 ‖ − ¢ £ ¬ —. Text typed on a Mac uses these; Shift_JIS files hold them in two bytes.
 */
const JIS_VARIANTS = [0x301c, 0x2016, 0x2212, 0x00a2, 0x00a3, 0x00ac, 0x2014];

let twoByteTable: Uint8Array | null | undefined;

/**
 * Which BMP code points Shift_JIS writes in two bytes, read from the browser's own Shift_JIS
 * decoder (the WHATWG one: JIS X 0208 plus the NEC and IBM extensions of Windows-31J) by
 * decoding every two-byte sequence once. No table ships with the site.
 * Null when the engine has no Shift_JIS decoder.
 */
function shiftJisTable(): Uint8Array | null {
  if (twoByteTable !== undefined) return twoByteTable;
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder('shift_jis');
  } catch {
    twoByteTable = null;
    return null;
  }
  const bytes: number[] = [];
  for (let lead = 0x81; lead <= 0xfc; lead += 1) {
    if (lead > 0x9f && lead < 0xe0) continue;
    for (let trail = 0x40; trail <= 0xfc; trail += 1) {
      if (trail !== 0x7f) bytes.push(lead, trail);
    }
  }
  const table = new Uint8Array(0x10000);
  for (const character of decoder.decode(new Uint8Array(bytes))) {
    const codePoint = character.codePointAt(0)!;
    // Unmapped pairs decode to U+FFFD (and an ASCII trail byte), which are not two-byte characters.
    if (codePoint >= 0x80 && codePoint !== 0xfffd && codePoint < 0x10000) table[codePoint] = 1;
  }
  for (const codePoint of JIS_VARIANTS) table[codePoint] = 1;
  twoByteTable = table;
  return table;
}

const isSingleByte = (codePoint: number) =>
  codePoint <= 0x80 ||
  codePoint === 0xa5 || // ¥ is 0x5C in JIS X 0201
  codePoint === 0x203e || // ‾ is 0x7E in JIS X 0201
  (codePoint >= 0xff61 && codePoint <= 0xff9f); // half-width katakana

/**
 * Shift_JIS byte length: ASCII and half-width katakana take one byte, JIS X 0208 characters
 * (kana, kanji of levels 1 and 2, full-width forms) and the Windows extensions (①, ㈱, 髙) two.
 * Emoji, most characters outside Japanese and rare kanji such as 𠮷 cannot be written.
 * The text is NFC-normalised first, so か + ゛ typed on a Mac counts as が.
 * `lineBreakBytes` is 2 to count line breaks as CR LF.
 */
export function countShiftJisBytes(text: string, lineBreakBytes: 1 | 2 = 1): ShiftJisCount | null {
  const table = shiftJisTable();
  if (!table) return null;
  let bytes = 0;
  let unrepresentableCount = 0;
  const listed = new Set<string>();
  for (const character of text.normalize('NFC')) {
    const codePoint = character.codePointAt(0)!;
    if (codePoint === 0x0a) bytes += lineBreakBytes;
    else if (isSingleByte(codePoint)) bytes += 1;
    else if (codePoint < 0x10000 && table[codePoint] === 1) bytes += 2;
    else {
      unrepresentableCount += 1;
      if (listed.size < MAX_LISTED) listed.add(character);
    }
  }
  return { bytes, unrepresentableCount, unrepresentable: [...listed] };
}
