import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

const ja = {
  settings: {
    heading: '計算の設定',
    direction_legend: '入力する金額',
    direction: {
      fromExclusive: '税抜金額（税込に換算）',
      fromInclusive: '税込金額（税抜に換算）',
    },
    rounding_legend: '消費税の端数処理',
    rounding: {
      floor: '切り捨て',
      round: '四捨五入',
      ceil: '切り上げ',
    },
  },
  lines: {
    heading: '金額の一覧',
    help: '品目ごとに金額と税率を入力してください。品目名は省略できます。',
    row_suffix: '（{{row}}行目）',
    name: '品目',
    name_placeholder: '例：コピー用紙',
    amount_exclusive: '税抜金額（円）',
    amount_inclusive: '税込金額（円）',
    amount_placeholder: '例：1,000',
    rate: '税率',
    rate_option: {
      '10': '10%（標準税率）',
      '8': '8%（軽減税率）',
    },
    result_exclusive: '税抜',
    result_tax: '消費税',
    result_inclusive: '税込',
    remove: '{{row}}行目を削除',
    add: '行を追加',
    error_invalid: '金額は0以上の整数（円）で入力してください。',
    error_too_large: '金額は999,999,999,999円以下で入力してください。',
  },
  totals: {
    heading: '税率ごとの合計',
    empty: '金額を入力すると、ここに税率ごとの合計が表示されます。',
    caption: '税率ごとの合計（{{rounding}}）',
    column_rate: '税率',
    column_count: '件数',
    column_exclusive: '税抜金額',
    column_tax: '消費税',
    column_inclusive: '税込金額',
    rate_label: '{{rate}}%対象',
    grand_total: '合計',
    count: '{{count}}件',
    invoice_note:
      '適格請求書（インボイス）の記載方法にあわせ、税率ごとに金額を合計してから消費税の端数処理を1回だけ行っています。そのため、各行の消費税を足した額と一致しない場合があります。',
    skipped_rows: '入力に誤りのある行（{{count}}行）は合計に含まれていません。',
  },
  csv: {
    file_name: '消費税計算_{{date}}.csv',
    header: {
      name: '品目',
      rate: '税率',
      exclusive: '税抜金額',
      tax: '消費税',
      inclusive: '税込金額',
    },
  },
};

const en: LocaleShape<typeof ja> = {
  settings: {
    heading: 'Settings',
    direction_legend: 'The amounts you enter are',
    direction: {
      fromExclusive: 'Before tax (convert to tax-inclusive)',
      fromInclusive: 'Tax-inclusive (convert to before tax)',
    },
    rounding_legend: 'Rounding of the tax amount',
    rounding: {
      floor: 'Round down',
      round: 'Round half up',
      ceil: 'Round up',
    },
  },
  lines: {
    heading: 'Amounts',
    help: 'Enter an amount and a tax rate for each item. The item name is optional.',
    row_suffix: ' (row {{row}})',
    name: 'Item',
    name_placeholder: 'e.g. Copy paper',
    amount_exclusive: 'Amount before tax (yen)',
    amount_inclusive: 'Amount including tax (yen)',
    amount_placeholder: 'e.g. 1,000',
    rate: 'Tax rate',
    rate_option: {
      '10': '10% (standard rate)',
      '8': '8% (reduced rate)',
    },
    result_exclusive: 'Before tax',
    result_tax: 'Tax',
    result_inclusive: 'Incl. tax',
    remove: 'Remove row {{row}}',
    add: 'Add row',
    error_invalid: 'Enter the amount as a whole number of yen, 0 or more.',
    error_too_large: 'Enter an amount of at most 999,999,999,999 yen.',
  },
  totals: {
    heading: 'Totals per tax rate',
    empty: 'Enter amounts to see the totals per tax rate here.',
    caption: 'Totals per tax rate ({{rounding}})',
    column_rate: 'Tax rate',
    column_count: 'Items',
    column_exclusive: 'Before tax',
    column_tax: 'Tax',
    column_inclusive: 'Incl. tax',
    rate_label: '{{rate}}% items',
    grand_total: 'Total',
    count: '{{count}}',
    invoice_note:
      'As on a qualified invoice, amounts are summed per tax rate and the tax is rounded once per rate, so the total tax may differ slightly from the sum of the per-row taxes.',
    skipped_rows: '{{count}} row(s) with invalid amounts are not included in the totals.',
  },
  csv: {
    file_name: 'consumption-tax_{{date}}.csv',
    header: {
      name: 'Item',
      rate: 'Tax rate',
      exclusive: 'Before tax',
      tax: 'Tax',
      inclusive: 'Including tax',
    },
  },
};

export const locales: Bilingual<typeof ja> = { ja, en };
