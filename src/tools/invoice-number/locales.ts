import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

const ja = {
  format: {
    heading: '番号の形式',
    legend: '形式',
    custom: 'カスタム',
    example: '例：{{example}}',
    custom_pattern: 'カスタム形式',
    custom_placeholder: '例：SEI-YYYYMM-NNN',
    custom_help:
      'YYYY（年）、MM（月）、DD（日）、NNN（連番）が置き換わります。NNNN のようにNを増やすと連番の桁数が増えます。大文字で入力してください。',
    custom_empty: 'カスタム形式を入力してください。',
    custom_too_long: 'カスタム形式は40文字以内で入力してください。',
    custom_no_sequence:
      'NNN（連番）が含まれていないため、同じ期間には1件しか発行できません。2件目は重複となるため発行されません。',
    prefix: '接頭辞（任意）',
    prefix_placeholder: '例：TKY-',
    prefix_help: '請求書番号の先頭にそのまま付きます。',
    other_prefixes: 'ほかの書類の接頭辞',
    other_prefixes_help:
      '見積書・納品書・領収書も同じ形式で番号を発行し、この接頭辞で区別します（見積書作成ツールで使われます）。',
    kind_prefix: { quote: '見積書', delivery_note: '納品書', receipt: '領収書' },
    widened:
      'この形式は年（YYYY）を含まないため、日や月が変わっても連番は1に戻りません。1に戻すと、翌月・翌年に同じ番号が出てしまうためです。',
    sequence_help:
      '連番（NNN）は、形式に含まれる期間（YYYYMMDD-NNN は日、YYYY-MM-NNN は月、INV-YYYYNNN は年、日本時間）ごとに1から数えます。これまでに発行したすべての番号と照合するため、同じ番号が二度発行されることはありません。ログイン中は、ほかの端末で発行した番号とも重なりません。',
  },
  issue: {
    heading: '番号を発行',
    next_number: '次に発行される番号',
    duplicate_warning:
      'この番号はすでに発行済みのため、発行できません。重複を防ぐため、形式にNNN（連番）を含めてください。',
    description: '内容（任意）',
    description_placeholder: '例：4月分 保守費用',
    amount: '金額（任意・円）',
    amount_placeholder: '例：55,000',
    amount_invalid: '金額は0以上の整数（円）で入力してください。',
    amount_too_large: '金額は999,999,999,999円以下で入力してください。',
    button: '番号を発行する',
    issued: '請求書番号「{{number}}」を発行しました。',
    copy_number: '番号をコピー',
    save_failed:
      '履歴をブラウザに保存できませんでした。プライベートブラウズや保存容量の設定をご確認ください。',
    account_failed:
      'アカウントに接続できなかったため、番号を発行していません。通信状況をご確認のうえ、もう一度お試しください。',
    storage_failed:
      'このブラウザに番号を記録できないため、番号を発行していません（記録できない番号は、次にも同じ番号が発行されてしまうためです）。プライベートブラウズや保存容量の設定をご確認いただくか、ログインしてアカウントで発行してください。',
  },
  stats: {
    heading: '統計',
    total: '履歴の件数',
    today: '本日の発行数',
    this_month: '今月の発行数',
    amount_total: '金額の合計',
    amount_note: '金額を入力した{{count}}件の合計',
    count: '{{count}}件',
  },
  history: {
    heading: '発行履歴',
    summary: '全{{count}}件（最新{{shown}}件を表示）',
    summary_all: '全{{count}}件',
    cap_note: '履歴は最新100件まで保存されます。',
    empty: 'まだ発行した番号はありません。',
    caption: '最近発行した請求書番号',
    column_number: '請求書番号',
    column_date: '発行日',
    column_description: '内容',
    column_amount: '金額',
    no_amount: '—',
    export_csv: '履歴をCSVで保存',
    clear: '履歴を消去',
    cleared: '履歴を消去しました。',
  },
  confirm: {
    title: '履歴を消去しますか？',
    message: '発行履歴{{count}}件をすべて消去します。この操作は取り消せません。',
    confirm: '消去する',
  },
  csv: {
    file_name: '請求書番号履歴_{{date}}.csv',
    number: '請求書番号',
    date: '発行日',
    description: '内容',
    amount: '金額',
  },
};

const en: LocaleShape<typeof ja> = {
  format: {
    heading: 'Number format',
    legend: 'Format',
    custom: 'Custom',
    example: 'e.g. {{example}}',
    custom_pattern: 'Custom format',
    custom_placeholder: 'e.g. SEI-YYYYMM-NNN',
    custom_help:
      'YYYY (year), MM (month), DD (day) and NNN (sequence) are replaced; more N (NNNN) gives more digits. Use capital letters.',
    custom_empty: 'Enter a custom format.',
    custom_too_long: 'Keep the custom format to 40 characters or fewer.',
    custom_no_sequence:
      'Without NNN (the sequence), only one number can be issued per period; a second one would repeat it and is refused.',
    prefix: 'Prefix (optional)',
    prefix_placeholder: 'e.g. TKY-',
    prefix_help: 'Added as is in front of invoice numbers.',
    other_prefixes: 'Prefixes of other documents',
    other_prefixes_help:
      'Quotes, delivery notes and receipts are numbered with the same format and told apart by these prefixes (used by the Quote Generator).',
    kind_prefix: { quote: 'Quote', delivery_note: 'Delivery note', receipt: 'Receipt' },
    widened:
      'This format has no year (YYYY), so the sequence does not restart with the day or month: restarting would give the same numbers again next month or next year.',
    sequence_help:
      'The sequence (NNN) counts from 1 in the period the format names (day for YYYYMMDD-NNN, month for YYYY-MM-NNN, year for INV-YYYYNNN; Japan time). Every number issued so far is checked, so no number is ever issued twice; signed in, not even on another device.',
  },
  issue: {
    heading: 'Issue a number',
    next_number: 'Next number',
    duplicate_warning:
      'This number has already been issued, so it cannot be issued again. Add NNN (the sequence) to the format to avoid duplicates.',
    description: 'Description (optional)',
    description_placeholder: 'e.g. April maintenance fee',
    amount: 'Amount (optional, yen)',
    amount_placeholder: 'e.g. 55,000',
    amount_invalid: 'Enter the amount as a whole number of yen, 0 or more.',
    amount_too_large: 'Enter an amount of at most 999,999,999,999 yen.',
    button: 'Issue number',
    issued: 'Invoice number "{{number}}" has been issued.',
    copy_number: 'Copy number',
    save_failed:
      'The history could not be saved in this browser. Please check private browsing or storage settings.',
    account_failed:
      'Your account could not be reached, so no number was issued. Please check your connection and try again.',
    storage_failed:
      'This browser cannot record the number, so none was issued (a number that is not recorded would be issued again next time). Please check private browsing or storage settings, or sign in to issue numbers in your account.',
  },
  stats: {
    heading: 'Statistics',
    total: 'In history',
    today: 'Issued today',
    this_month: 'Issued this month',
    amount_total: 'Total amount',
    amount_note: 'Entries with an amount: {{count}}',
    count: '{{count}}',
  },
  history: {
    heading: 'History',
    summary: '{{count}} in total (latest {{shown}} shown)',
    summary_all: '{{count}} in total',
    cap_note: 'The latest 100 numbers are kept.',
    empty: 'No numbers issued yet.',
    caption: 'Recently issued invoice numbers',
    column_number: 'Invoice number',
    column_date: 'Issued on',
    column_description: 'Description',
    column_amount: 'Amount',
    no_amount: '—',
    export_csv: 'Save history as CSV',
    clear: 'Clear history',
    cleared: 'The history has been cleared.',
  },
  confirm: {
    title: 'Clear the history?',
    message: 'All {{count}} entries will be deleted. This cannot be undone.',
    confirm: 'Clear',
  },
  csv: {
    file_name: 'invoice-numbers_{{date}}.csv',
    number: 'Invoice number',
    date: 'Issued on',
    description: 'Description',
    amount: 'Amount',
  },
};

export const locales: Bilingual<typeof ja> = { ja, en };
