import { cleanValue } from './fillTemplate';

/**
 * The user's own paragraph inside a generated mail. People paste what they would write anyway:
 * a greeting the mail has already (いつもお世話になっております), a closing it will add (よろしくお
 * 願いいたします), a request ending in 幸いです right before the template's own 「…いただけますと
 * 幸いです」. The greeting and the bare closing are taken off; how the text ends is told to the
 * template, which then leaves out or rewords the sentence that would echo it.
 */

/** Whole lines that repeat the mail's own greeting. */
const GREETING_LINE = /^(いつも|平素より|平素は)?(大変)?お世話になって(おります|います)。?$/u;
/** Whole lines that repeat the mail's own closing. */
const CLOSING_LINE =
  /^(引き続き|今後とも)?、?(どうぞ|何卒|なにとぞ)?、?よろしくお願い(いたします|致します|申し上げます|します)。?$/u;

/** The text without a leading greeting line or trailing closing lines; '' stays ''. */
export function tidyUserText(typed: string | null | undefined): string {
  const lines = cleanValue(typed).split('\n');
  while (lines.length > 0 && GREETING_LINE.test((lines[0] ?? '').trim())) lines.shift();
  while (lines.length > 0 && CLOSING_LINE.test((lines[lines.length - 1] ?? '').trim())) lines.pop();
  return lines.join('\n').trim();
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
 * `text` is what goes in the mail (a marked placeholder counts as asking nothing).
 */
export function userTextValues(name: string, text: string, isPlaceholder = false) {
  const ending = isPlaceholder
    ? { asks: false, saiwai: false, kudasai: false, closes: false }
    : userTextEnding(text);
  const flag = (on: boolean) => (on ? 'yes' : '');
  return {
    [name]: text,
    [`${name}Asks`]: flag(ending.asks),
    [`${name}EndsSaiwai`]: flag(ending.saiwai),
    [`${name}EndsKudasai`]: flag(ending.kudasai),
    [`${name}Closes`]: flag(ending.closes),
  };
}
