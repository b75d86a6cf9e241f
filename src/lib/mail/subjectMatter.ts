import { cleanValue } from './fillTemplate';

/**
 * The matter of a mail as a noun phrase the templates can build on (お見積り → お見積りにつきまして,
 * 【ご依頼】お見積りのお願い). Users type the subject as they would write it: 「お見積りの件」,
 * お見積りについて, 進捗のご報告. Those endings are taken off so that nothing is said twice
 * (never 「お見積りの件」の件, お見積りについてについて, 進捗のご報告のご報告).
 */

/** Endings that only say "about": taken off in every scene. Longest first. */
const ABOUT_ENDINGS = [
  'の件につきまして',
  'の件について',
  'の件に関して',
  'に関する件',
  'についての件',
  'につきまして',
  'について',
  'に関して',
  'の件',
] as const;

const QUOTES: readonly (readonly [string, string])[] = [
  ['「', '」'],
  ['『', '』'],
  ['"', '"'],
  ['“', '”'],
];

function unquote(text: string): string {
  for (const [open, close] of QUOTES) {
    if (text.length > 2 && text.startsWith(open) && text.endsWith(close)) {
      return text.slice(open.length, -close.length).trim();
    }
  }
  return text;
}

/** A tag typed before the subject, as mailers show it: 【ご依頼】, [依頼], Re:, Fw:. */
const TYPED_TAG = /^(【[^】]*】|\[[^\]]*\]|(Re|Fwd?|RE|FW|FWD)\s*:)\s*/u;

/**
 * The matter of the subject: a leading tag (【ご依頼】), quotes, a final 。 and "about" endings
 * (plus the scene's own nouns, e.g. のご報告 for a report) taken off, as long as something is
 * left. 本件 stays 本件: only の件 is an ending, a bare 件 belongs to the word.
 */
export function subjectMatter(subject: string, sceneEndings: readonly string[] = []): string {
  const endings = [...sceneEndings, ...ABOUT_ENDINGS].sort((a, b) => b.length - a.length);
  let flat = cleanValue(subject).replace(/\s*\n\s*/g, ' ');
  while (TYPED_TAG.test(flat) && flat.replace(TYPED_TAG, '') !== '') {
    flat = flat.replace(TYPED_TAG, '');
  }
  let matter = unquote(flat.replace(/[。.]+$/u, ''));
  for (let changed = true; changed;) {
    changed = false;
    for (const ending of endings) {
      if (matter.endsWith(ending) && matter.length > ending.length) {
        matter = unquote(matter.slice(0, -ending.length).trim());
        changed = true;
        break;
      }
    }
  }
  return matter;
}
