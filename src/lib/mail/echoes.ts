import type { TemplateValues } from './fillTemplate';

/**
 * Set phrases a careful writer says once per mail. When the user's own text already says one,
 * the template's sentence that says it again is left out (「ご不明な点がございましたら」 twice in a
 * row reads as a form letter).
 */
export const SET_PHRASES: readonly RegExp[] = [
  /ご不明な?点/u,
  /お忙しい(ところ|中)|ご多忙(のところ|の中)/u,
  /お手数/u,
  /略儀ながら/u,
  /取り急ぎ/u,
];

/** A sentence that closes the mail. */
export const CLOSING = /よろしくお願い(いたします|致します|申し上げます)/u;

/** The closing a template line becomes when the rest of it echoes the user's text. */
const BARE_CLOSING = '何卒よろしくお願い申し上げます。';

/**
 * The user's texts among a mail's values: every `<name>` that has a `<name>Closing` beside it
 * (src/lib/mail/userText.ts userTextValues), with the closing sentence split off each.
 */
function userTexts(values: TemplateValues): { texts: string[]; closings: string[] } {
  const texts: string[] = [];
  const closings: string[] = [];
  for (const key of Object.keys(values)) {
    if (!key.endsWith('Closing')) continue;
    const base = key.slice(0, -'Closing'.length);
    const text = values[base];
    if (typeof text === 'string' && text.trim() !== '') texts.push(text);
    const closing = values[key];
    if (typeof closing === 'string' && closing.trim() !== '') closings.push(closing.trim());
  }
  return { texts, closings };
}

/**
 * A Japanese mail's body with each set phrase said once and the closing last: template lines
 * (never the user's own) that repeat a set phrase of the user's text are left out; a closing
 * sentence the user ended with replaces the template's closing and stands last, before the
 * signature.
 */
export function withoutEchoes(body: string, values: TemplateValues): string {
  const { texts, closings } = userTexts(values);
  if (texts.length === 0 && closings.length === 0) return body;
  const signature = typeof values.signature === 'string' ? values.signature.trim() : '';
  const cut = signature !== '' && body.endsWith(signature) ? body.length - signature.length : -1;
  const main = cut >= 0 ? body.slice(0, cut) : body;
  const isUsers = (line: string) => texts.some((text) => text.includes(line.trim()));
  const echoes = (line: string) =>
    SET_PHRASES.some((phrase) => phrase.test(line) && texts.some((text) => phrase.test(text)));
  const lines: string[] = [];
  for (const line of main.split('\n')) {
    if (line.trim() === '' || isUsers(line)) {
      lines.push(line);
    } else if (closings.length > 0 && CLOSING.test(line)) {
      // The user's closing stands last instead.
    } else if (echoes(line)) {
      if (CLOSING.test(line)) lines.push(BARE_CLOSING);
    } else {
      lines.push(line);
    }
  }
  if (closings.length > 0) lines.push('', ...closings);
  const text = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return cut >= 0 ? `${text}\n\n${signature}` : text;
}
