/**
 * What `npm run bench:inp` (scripts/bench/inp.ts) does on a tool's page where the first text
 * field or primary button is not the tool's main one, or where the interaction needs a text
 * to work on. Tools not listed here are measured with what their page shows first.
 */
export interface InpCase {
  /** Added to the tool's route (a sub-page). */
  path?: string;
  /** Pasted first (not measured), each into the text field with that accessible name. */
  prefill?: Array<[label: string, text: string]>;
  /** The main text field's accessible name (default: the first textarea, else text field). */
  field?: string;
  /** What is typed (default: "abc 123 test", or digits into a number field). */
  text?: string;
  /** The main button's accessible name (default: the first primary button); null: none. */
  button?: string | null;
  /**
   * The options toggled, in turn, by (part of) their accessible name (default: the first check
   * boxes, radio buttons and selects on the page). Named where the first ones would leave the
   * form unable to do its main action, so that the button press measured is the real one.
   */
  options?: string[];
}

/** About `size` characters of office prose, Japanese and Latin, in lines. */
function prose(size: number): string {
  const line =
    '2026年度の売上は前年比112%（Sales FY2026: +12%）、担当 tanaka@example.com 03-1234-5678\n';
  return line.repeat(Math.ceil(size / line.length)).slice(0, size);
}

/** A JSON document of about `size` characters: an array of order records. */
function jsonDocument(size: number): string {
  const records: string[] = [];
  let length = 2;
  for (let id = 0; length < size; id += 1) {
    const record = JSON.stringify({
      id,
      customer: `顧客${id}`,
      total: id * 1200,
      paid: id % 2 === 0,
    });
    records.push(record);
    length += record.length + 1;
  }
  return `[${records.join(',')}]`;
}

/** 400 lines, and the same with every 20th line edited. */
const diffBase = Array.from(
  { length: 400 },
  (_, i) => `${i + 1}行目: 売上 ${i * 37} 円 (line ${i})`,
);
const diffRevised = diffBase.map((line, i) => (i % 20 === 5 ? `${line} 修正` : line));

export const INP_CASES: Record<string, InpCase> = {
  // A page of text already there (16 KB: still counted while typing, on the main thread).
  'char-counter': { prefill: [['カウントする文章', prose(16_000)]] },
  'diff-checker': {
    prefill: [
      ['元のテキスト', diffBase.join('\n')],
      ['変更後のテキスト', diffRevised.join('\n')],
    ],
    field: '変更後のテキスト',
  },
  'json-tool': { prefill: [['入力するJSON', jsonDocument(16_000)]] },
  // Typing a pattern over 16 KB of test text.
  'regex-tester': {
    prefill: [['テスト文字列', prose(16_000)]],
    field: '正規表現パターン',
    text: '\\d{2,4}-\\d+',
  },
  // No text field: its main interaction is fetching the feed again.
  'ai-news': { button: '更新' },
  'quote-generator': { field: '宛先（お客様名）', text: 'Tanaka Shoji' },
  // The first text field is a prefix, and the formats end on 「カスタム」 with no pattern (no
  // number, the issue button disabled): type the description, and end on a format that issues.
  'invoice-number': {
    field: '内容（任意）',
    options: ['YYYY-MM-NNN', 'INV-YYYYNNN', 'カスタム', 'YYYYMMDD-NNN'],
    button: '番号を発行する',
  },
};
