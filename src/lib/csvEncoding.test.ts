import iconv from 'iconv-lite';
import { decodeCsvBytes } from './csvEncoding';

/** Files as Excel and other programs save them, made by iconv-lite (an independent encoder). */
const TEXT =
  '取引先名,敬称,住所\r\n株式会社サンプル商事,御中,東京都千代田区①-1\r\n㈱髙橋製作所,御中,ﾃｽﾄ\r\n';

describe('reading a CSV file’s bytes', () => {
  it.each([
    [
      'UTF-8 with a BOM',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT)]),
      'utf-8-bom',
    ],
    ['UTF-8 without one', Buffer.from(TEXT), 'utf-8'],
    ['Shift_JIS (CP932: ①, ㈱, 髙, half-width kana)', iconv.encode(TEXT, 'cp932'), 'shift_jis'],
  ] as const)('%s', (_, bytes, encoding) => {
    expect(decodeCsvBytes(new Uint8Array(bytes))).toEqual({ text: TEXT, encoding });
  });

  it('reads plain ASCII as UTF-8', () => {
    expect(decodeCsvBytes(new Uint8Array(Buffer.from('a,b\r\n')))).toEqual({
      text: 'a,b\r\n',
      encoding: 'utf-8',
    });
  });
});
