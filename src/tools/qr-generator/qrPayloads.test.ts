import jsQR from 'jsqr';
import { buildQrMatrix } from './buildQrMatrix';
import { qrLayout } from './qrLayout';
import { QR_MARGIN } from './qrSettings';
import { rasterizeQr } from './renderQr';
import {
  hasEdgeSpaces,
  buildMecardPayload,
  buildVcardPayload,
  buildWifiPayload,
  EMPTY_CONTACT,
  EMPTY_WIFI,
} from './qrPayloads';

describe('buildWifiPayload', () => {
  it.each([
    [
      { ssid: 'Office', password: 'p@ss', security: 'WPA', hidden: false },
      'WIFI:T:WPA;S:Office;P:p@ss;;',
    ],
    [
      { ssid: 'Guest', password: 'ignored', security: 'nopass', hidden: false },
      'WIFI:T:nopass;S:Guest;;',
    ],
    [
      { ssid: 'Old', password: '12345', security: 'WEP', hidden: true },
      'WIFI:T:WEP;S:Old;P:12345;H:true;;',
    ],
    [
      { ssid: 'a;b,c:d"e\\f', password: 'x;y', security: 'WPA', hidden: false },
      'WIFI:T:WPA;S:a\\;b\\,c\\:d\\"e\\\\f;P:x\\;y;;',
    ],
    [
      { ssid: '会議室 5F 📶', password: 'パスワード', security: 'WPA', hidden: false },
      'WIFI:T:WPA;S:会議室 5F 📶;P:パスワード;;',
    ],
    [
      { ssid: 'Line\r\nBreak', password: '', security: 'WPA', hidden: false },
      'WIFI:T:WPA;S:Line Break;;',
    ],
  ] as const)('%o', (details, expected) => {
    expect(buildWifiPayload(details)).toBe(expected);
  });

  it.each([
    // The Wi-Fi QR format escapes \ ; , : " with a backslash and keeps every other character.
    [' Cafe Guest ', ' secret pass ', 'WIFI:T:WPA;S: Cafe Guest ;P: secret pass ;;'],
    ['Office ', '  pass', 'WIFI:T:WPA;S:Office ;P:  pass;;'],
    ['\u3000会議室', 'pw\u3000', 'WIFI:T:WPA;S:\u3000会議室;P:pw\u3000;;'],
    [' a;b ', ' c:d ', 'WIFI:T:WPA;S: a\\;b ;P: c\\:d ;;'],
  ])('keeps %j and %j exactly, spaces included', (ssid, password, expected) => {
    const payload = buildWifiPayload({ ssid, password, security: 'WPA', hidden: false });
    expect(payload).toBe(expected);
    // What a phone reads back from the rendered code is the same text, spaces and all.
    const result = buildQrMatrix(payload, 'M');
    if (!result.ok) throw new Error(result.reason);
    const layout = qrLayout(result.matrix, 256, QR_MARGIN);
    const pixels = rasterizeQr(result.matrix, layout, {
      margin: QR_MARGIN,
      dark: '#000000',
      light: '#ffffff',
    });
    expect(jsQR(pixels, layout.pixelSize, layout.pixelSize)?.data).toBe(expected);
  });

  it.each([
    ['Office', false],
    [' Office', true],
    ['Office ', true],
    ['Off ice', false],
    ['\u3000会議室', true],
    ['', false],
  ])('hasEdgeSpaces(%j) is %s', (value, expected) => {
    expect(hasEdgeSpaces(value)).toBe(expected);
  });

  it('is empty without a network name', () => {
    expect(buildWifiPayload(EMPTY_WIFI)).toBe('');
    expect(buildWifiPayload({ ...EMPTY_WIFI, ssid: '   ', password: 'x' })).toBe('');
  });
});

const TARO = {
  ...EMPTY_CONTACT,
  familyName: '山田',
  givenName: '太郎',
  familyNameReading: 'やまだ',
  givenNameReading: 'たろう',
  organization: '株式会社サンプル',
  phone: '090-1234-5678',
  email: 'taro@example.jp',
  url: 'https://example.jp/?a=1,2',
  address: '東京都千代田区1-2-3',
  note: '営業部; 担当',
};

describe('buildMecardPayload', () => {
  it('writes name, reading and contact fields', () => {
    expect(buildMecardPayload(TARO)).toBe(
      'MECARD:N:山田,太郎;SOUND:やまだ,たろう;TEL:090-1234-5678;EMAIL:taro@example.jp;' +
        'ORG:株式会社サンプル;ADR:東京都千代田区1-2-3;URL:https\\://example.jp/?a=1\\,2;' +
        'NOTE:営業部\\; 担当;;',
    );
  });

  it('leaves out empty fields and is empty with none', () => {
    expect(
      buildMecardPayload({ ...EMPTY_CONTACT, familyName: '佐藤', phone: '03-0000-0000' }),
    ).toBe('MECARD:N:佐藤;TEL:03-0000-0000;;');
    expect(buildMecardPayload({ ...EMPTY_CONTACT, givenName: 'Hanako' })).toBe(
      'MECARD:N:,Hanako;;',
    );
    expect(buildMecardPayload(EMPTY_CONTACT)).toBe('');
  });
});

describe('buildVcardPayload', () => {
  it('writes vCard 3.0 with readings and CRLF', () => {
    expect(buildVcardPayload(TARO).split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:山田;太郎;;;',
      'FN:山田 太郎',
      'X-PHONETIC-LAST-NAME:やまだ',
      'X-PHONETIC-FIRST-NAME:たろう',
      'ORG:株式会社サンプル',
      'TEL;TYPE=CELL:090-1234-5678',
      'EMAIL:taro@example.jp',
      'ADR:;;東京都千代田区1-2-3;;;;',
      'URL:https://example.jp/?a=1,2',
      'NOTE:営業部\\; 担当',
      'END:VCARD',
    ]);
  });

  it('orders the display name for English and escapes text', () => {
    const card = buildVcardPayload(
      { ...EMPTY_CONTACT, familyName: 'Smith', givenName: 'Jane', note: 'line 1\nline 2, \\end' },
      'given-first',
    );
    expect(card).toContain('FN:Jane Smith');
    expect(card).toContain('NOTE:line 1\\nline 2\\, \\\\end');
    expect(buildVcardPayload(EMPTY_CONTACT)).toBe('');
  });
});
