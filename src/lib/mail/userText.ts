import { cleanValue } from './fillTemplate';

/**
 * The user's own paragraph inside a generated mail. People paste what they would write anyway:
 * a greeting the mail has already (いつもお世話になっております), a closing it will add (よろしくお
 * 願いいたします), a request ending in 幸いです right before the template's own 「…いただけますと
 * 幸いです」. The greeting and the bare closing are taken off; how the text ends is told to the
 * template, which then leaves out or rewords the sentence that would echo it.
 */

/** Sentences that repeat the mail's own greeting. */
const GREETING_SENTENCE = /^(いつも|平素より|平素は)?(大変)?お世話になって(おります|います)。?$/u;
/** Sentences that are nothing but the mail's own closing (the mail closes by itself). */
const BARE_CLOSING =
  /^(以上、?)?(引き続き|今後とも)?、?(どうぞ|何卒|なにとぞ)?、?よろしくお願い(いたします|致します|申し上げます|します)。?$/u;

/** A line cut into its sentences (each keeps its 。). */
const sentencesOf = (line: string) => line.match(/[^。]+。?/gu) ?? [];

/**
 * The text without the greeting it opens with and without bare closings (よろしくお願いいたします
 * alone, on its own line or after the last sentence): the mail has its own, and says each once.
 * A closing that says more (ご検討のほどよろしくお願いいたします) stays; see splitUserClosing.
 * '' stays ''.
 */
export function tidyUserText(typed: string | null | undefined): string {
  const lines = cleanValue(typed)
    .split('\n')
    .map((line) =>
      sentencesOf(line.trim())
        .filter((sentence) => !BARE_CLOSING.test(sentence.trim()))
        .join(''),
    );
  // The greeting only where it opens the text.
  while (lines.length > 0) {
    const first = sentencesOf((lines[0] ?? '').trim());
    if (first.length === 0 || !GREETING_SENTENCE.test((first[0] ?? '').trim())) break;
    lines[0] = first.slice(1).join('');
    if (lines[0].trim() === '') lines.shift();
  }
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A closing sentence: …よろしくお願いいたします / 申し上げます at the end of the text. */
const CLOSING_SENTENCE = /よろしくお願い(いたします|致します|申し上げます)。?$/u;

/**
 * The user's text and the closing sentence it ends with (ご検討のほどよろしくお願いいたします。),
 * split: the mail puts that closing last, in place of its own, so nothing follows the closing
 * and no closing is said twice. '' when the text ends otherwise.
 */
export function splitUserClosing(text: string): { text: string; closing: string } {
  const lines = text.split('\n');
  const last = (lines[lines.length - 1] ?? '').trim();
  const sentences = sentencesOf(last);
  const closing = (sentences[sentences.length - 1] ?? '').trim();
  if (!CLOSING_SENTENCE.test(closing)) return { text, closing: '' };
  lines[lines.length - 1] = sentences.slice(0, -1).join('');
  return {
    text: lines.join('\n').trim(),
    closing: closing.endsWith('。') ? closing : `${closing}。`,
  };
}

/** How the last sentence of the user's text ends. */
export interface UserTextEnding {
  /** It asks something already (…幸いです / …ください / …お願いいたします / …でしょうか). */
  asks: boolean;
  saiwai: boolean;
  kudasai: boolean;
  /** It closes the mail already (…よろしくお願いいたします). */
  closes: boolean;
}

export function userTextEnding(text: string): UserTextEnding {
  const last = cleanValue(text).replace(/[\s。．.!！?？]+$/u, '');
  const saiwai = /幸いです$/u.test(last);
  const kudasai = /ください(ませ)?$/u.test(last);
  const closes = /よろしくお願い(いたします|致します|申し上げます)$/u.test(last);
  const asks =
    saiwai ||
    kudasai ||
    closes ||
    /(お願い(いたします|申し上げます)|でしょうか|ますか)$/u.test(last);
  return { asks, saiwai, kudasai, closes };
}

/**
 * Template values for the user's text under `name`: the text itself, and flags `<name>Asks`,
 * `<name>EndsSaiwai`, `<name>EndsKudasai` and `<name>Closes` (present when true) for {?…}/{!…}.
 * `text` is what goes in the mail (a marked placeholder counts as asking nothing). A closing
 * sentence it ends with is split off as `<name>Closing`: fillMail puts it last (see echoes.ts).
 */
export function userTextValues(name: string, text: string, isPlaceholder = false) {
  const ending = isPlaceholder
    ? { asks: false, saiwai: false, kudasai: false, closes: false }
    : userTextEnding(text);
  const split = isPlaceholder ? { text, closing: '' } : splitUserClosing(text);
  const flag = (on: boolean) => (on ? 'yes' : '');
  return {
    [name]: split.text,
    [`${name}Closing`]: split.closing,
    [`${name}Asks`]: flag(ending.asks),
    [`${name}EndsSaiwai`]: flag(ending.saiwai),
    [`${name}EndsKudasai`]: flag(ending.kudasai),
    [`${name}Closes`]: flag(ending.closes),
  };
}
