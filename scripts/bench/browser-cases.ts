/**
 * The heavy cases of `npm run bench:browser` (scripts/bench/browser.ts): what is pasted where,
 * and how the page shows that the result is there. `done` is the source of a function run
 * inside the page, so it carries its expected values written into it.
 */
import { LARGE_JSON_TEXT } from '../../e2e/fixtures/largeJson.ts';

export interface BenchCase {
  id: string;
  title: string;
  route: string;
  /** Pasted first, each into the textarea with that accessible name; not measured. */
  before?: Array<[label: string, text: string]>;
  /** The measured paste: the textarea's accessible name and the text. */
  label: string;
  text: string;
  /** A button (by its text) pressed right after the paste, as a user would. */
  clickAfterPaste?: string;
  /** Source of `(document) => boolean`: whether the result is on screen. */
  done: string;
  /**
   * Source of `(document) => boolean`: whether all of the result is ready, where the tool shows
   * its beginning first (the JSON tool: Download becomes available).
   */
  complete?: string;
  /** Also time JSON.parse + JSON.stringify(…, null, 2) of the text in the page. */
  native?: boolean;
}

/** A fixed pseudo-random sequence, so every run measures the same texts. */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
}

const documentLines = (count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `${i + 1}行目: 顧客ID ${String(i * 7919).padStart(8, '0')} の売上を集計しました (total ${i * 37})`,
  );

const diffBase = documentLines(10_000);
// 200 lines edited in place: 200 removed and 200 added.
const diffRevised = diffBase.map((line, i) =>
  i % 50 === 25 ? line.replace('集計しました', '再集計しました') : line,
);

const reorderBase = documentLines(5_000);
const reordered = [...reorderBase];
{
  const next = random(7);
  for (let index = reordered.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [reordered[index], reordered[other]] = [reordered[other]!, reordered[index]!];
  }
}

const jsonText = LARGE_JSON_TEXT;

const counterLine = '本年度は業務効率化に向けた取り組みを進めております。Hello 👍🏽\n';
const counterText = counterLine.repeat(
  Math.ceil((1024 * 1024) / new TextEncoder().encode(counterLine).length),
);
const counterLines = counterText.split('\n').length;

/** The diff summary (read by screen readers) matches `pattern` and rows are shown. */
const diffSummary = (pattern: string) => `(document) =>
  [...document.querySelectorAll('[role="status"] .sr-only')].some((element) =>
    new RegExp(${JSON.stringify(pattern)}).test(element.textContent ?? ''),
  ) && document.querySelector('table tbody tr') !== null`;

export const BENCH_CASES: BenchCase[] = [
  {
    id: 'diff',
    title: 'diff checker: 10,000 lines, 200 changed',
    route: '/diff-checker',
    before: [['元のテキスト', diffBase.join('\n')]],
    label: '変更後のテキスト',
    text: diffRevised.join('\n'),
    done: diffSummary('^200行追加、200行削除'),
  },
  {
    id: 'reordered',
    title: 'diff checker: 5,000 lines reordered',
    route: '/diff-checker',
    before: [['元のテキスト', reorderBase.join('\n')]],
    label: '変更後のテキスト',
    text: reordered.join('\n'),
    done: diffSummary('^[1-9][0-9]*行追加'),
  },
  {
    id: 'json',
    title: `JSON tool: format ${(jsonText.length / 1e6).toFixed(1)} MB`,
    route: '/json-tool',
    label: '入力するJSON',
    text: jsonText,
    clickAfterPaste: '整形',
    done: `(document) =>
      [...document.querySelectorAll('textarea[readonly]')].some((element) =>
        element.value.startsWith('[\\n  {\\n    "id": 0,'),
      )`,
    complete: `(document) =>
      [...document.querySelectorAll('button')].some(
        (button) => button.textContent?.trim().endsWith('ダウンロード') && !button.disabled,
      )`,
    native: true,
  },
  {
    id: 'counter',
    title: 'character counter: 1 MB',
    route: '/char-counter',
    label: 'カウントする文章',
    text: counterText,
    done: `(document) =>
      document.querySelector('dl')?.textContent?.includes(${JSON.stringify(`${counterLines.toLocaleString('ja')}行`)}) ?? false`,
  },
];
