import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

const ja = {
  direction_legend: '変換の向き',
  encode: 'エスケープする（文字 → エスケープ）',
  decode: '元に戻す（エスケープ → 文字）',
  format_legend: '形式',
  formats: {
    js: '\\uXXXX（JavaScript・JSON・Java）',
    es6: '\\u{…}（JavaScript ES2015 以降）',
    html: '&#x…;（HTML・XML の文字参照）',
    percent: '%XX（URL・UTF-8 のパーセントエンコード）',
  },
  scope_label: 'ASCII の英数字・記号もエスケープする',
  input_encode: 'エスケープする文字',
  input_decode: '元に戻すエスケープ',
  output_encode: 'エスケープした結果',
  output_decode: '元に戻した文字',
  errors: {
    lone_surrogate:
      '{{position}}文字目に、対になるサロゲートのない文字（絵文字などの半分）があります。',
    bad_escape: '{{position}}文字目の「{{sequence}}」はエスケープとして正しくありません。',
    out_of_range:
      '{{position}}文字目の「{{sequence}}」は Unicode の範囲（U+10FFFF まで）を超えています。',
    not_utf8:
      '{{position}}文字目からの「{{sequence}}」は UTF-8 として正しいバイト列ではありません。',
  },
  bytes_heading: '文字ごとのバイト（16進数）',
  bytes_caption: '文字ごとのコードポイントと UTF-8・UTF-16 のバイト',
  column_character: '文字',
  column_code_point: 'コードポイント',
  column_utf8: 'UTF-8',
  column_utf16: 'UTF-16',
  bytes_more: 'ほか{{count}}文字は省略しています。',
  bytes_total: '合計 {{bytes}} バイト（UTF-8）',
  bytes_empty: '文字を入力すると、ここにバイトが表示されます。',
  control: '（制御文字）',
};

const en: LocaleShape<typeof ja> = {
  direction_legend: 'Direction',
  encode: 'Escape (text → escapes)',
  decode: 'Unescape (escapes → text)',
  format_legend: 'Format',
  formats: {
    js: '\\uXXXX (JavaScript, JSON, Java)',
    es6: '\\u{…} (JavaScript ES2015 and later)',
    html: '&#x…; (HTML and XML character references)',
    percent: '%XX (URL percent encoding of UTF-8)',
  },
  scope_label: 'Escape ASCII letters, digits and symbols too',
  input_encode: 'Text to escape',
  input_decode: 'Escapes to read',
  output_encode: 'Escaped text',
  output_decode: 'Text',
  errors: {
    lone_surrogate: 'Character {{position}} is half of a character (a surrogate without its pair).',
    bad_escape: '“{{sequence}}” at character {{position}} is not a valid escape.',
    out_of_range: '“{{sequence}}” at character {{position}} is beyond Unicode (up to U+10FFFF).',
    not_utf8: '“{{sequence}}” from character {{position}} is not valid UTF-8.',
  },
  bytes_heading: 'Bytes of each character (hexadecimal)',
  bytes_caption: 'Code point and UTF-8 and UTF-16 bytes of each character',
  column_character: 'Character',
  column_code_point: 'Code point',
  column_utf8: 'UTF-8',
  column_utf16: 'UTF-16',
  bytes_more: '{{count}} more characters not shown.',
  bytes_total: '{{bytes}} bytes in total (UTF-8)',
  bytes_empty: 'Enter some text to see its bytes here.',
  control: '(control)',
};

export const locales: Bilingual<typeof ja> = { ja, en };
