/** The encodings a CSV file is read in, as the page names them to the user. */
export type CsvEncoding = 'utf-8-bom' | 'utf-8' | 'shift_jis';

/**
 * The text of a CSV file from its bytes: UTF-8 with a BOM (what this site and Excel's 「CSV
 * UTF-8」 write), UTF-8 without one, or else Shift_JIS, which Japanese Excel writes as 「CSV
 * (コンマ区切り)」 (the browser's `shift_jis` decoder is Windows-31J, i.e. CP932, with its NEC and
 * IBM extensions such as ①, ㈱ and 髙). UTF-8 is taken only when every byte is valid UTF-8: a
 * Shift_JIS file of Japanese text almost never is.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8-bom' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('shift_jis').decode(bytes), encoding: 'shift_jis' };
  }
}
