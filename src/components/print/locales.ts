import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

const ja = {
  title: '印刷プレビュー',
  paper_size: '用紙サイズ',
  orientation: '向き',
  sizes: { A4: 'A4', B5: 'B5', postcard: 'はがき' },
  orientations: { portrait: '縦', landscape: '横' },
  print: '印刷 / PDFで保存',
  close_label: '印刷プレビューを閉じる',
  pdf_hint: '印刷ダイアログの送信先で「PDFに保存」を選ぶと、PDFファイルとして保存できます。',
  file_name: '保存時のファイル名: {{name}}.pdf',
  sheet_label: '{{size}}・{{orientation}}の印刷イメージ',
  actions: {
    pdf: '印刷プレビュー（印刷・PDF保存）',
    csv: 'CSVをダウンロード',
    blocked: '入力内容に誤りがあります。エラーの項目を修正すると出力できます。',
  },
};

const en: LocaleShape<typeof ja> = {
  title: 'Print preview',
  paper_size: 'Paper size',
  orientation: 'Orientation',
  sizes: { A4: 'A4', B5: 'B5 (JIS)', postcard: 'Postcard' },
  orientations: { portrait: 'Portrait', landscape: 'Landscape' },
  print: 'Print / Save as PDF',
  close_label: 'Close the print preview',
  pdf_hint: 'To save a PDF file, choose “Save as PDF” as the destination in the print dialog.',
  file_name: 'File name when saved: {{name}}.pdf',
  sheet_label: 'Print layout, {{size}} {{orientation}}',
  actions: {
    pdf: 'Print preview (print or save as PDF)',
    csv: 'Download CSV',
    blocked: 'Some entries need fixing. Correct the fields marked with an error to export.',
  },
};

export const locales: Bilingual<typeof ja> = { ja, en };

/** The namespace other tools' tests can rely on. */
export const PRINT_NAMESPACE = 'print';
