import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

const ja = {
  direction_legend: '変換の向き',
  to_half: '全角 → 半角',
  to_full: '半角 → 全角',
  kinds_legend: '変換する文字',
  alphanumeric: '英数字（A〜Z・a〜z・0〜9）',
  katakana: 'カタカナ（句読点「。、」・かぎ括弧・濁点を含む）',
  symbols: '記号とスペース（! # ( ) - など）',
  input_label: '変換する文章',
  output_label: '変換結果',
  changed: '{{count}}文字を変換しました。',
  nothing_changed: '変換する文字はありませんでした。',
  note: 'ひらがな・漢字・絵文字は変換しません。半角カタカナの濁点・半濁点は、前の文字と合わせて1文字にします（ｶﾞ → ガ）。',
};

const en: LocaleShape<typeof ja> = {
  direction_legend: 'Direction',
  to_half: 'Full-width → half-width',
  to_full: 'Half-width → full-width',
  kinds_legend: 'Characters to convert',
  alphanumeric: 'Letters and digits (A–Z, a–z, 0–9)',
  katakana: 'Katakana (with 。、, corner brackets and sound marks)',
  symbols: 'Symbols and spaces (! # ( ) - and so on)',
  input_label: 'Text to convert',
  output_label: 'Converted text',
  changed: '{{count}} characters converted.',
  nothing_changed: 'Nothing to convert.',
  note: 'Hiragana, kanji and emoji are left as they are. A half-width sound mark joins the katakana before it (ｶﾞ → ガ).',
};

export const locales: Bilingual<typeof ja> = { ja, en };
