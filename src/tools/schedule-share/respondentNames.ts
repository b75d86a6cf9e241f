import { japaneseAddressee, withoutHonorific } from '../../lib/mail/recipientName';
import type { Respondent } from './tally';

/**
 * The name as compared: NFKC (full-width letters and the ideographic space as ASCII), without
 * the 様 / さん / 殿 typed after it (the mail tools' rule), spaces and case ignored, so that
 * 「田中 様」, 「田中様」 and 「田中」 — or 「Ｔａｎａｋａ」 and 「tanaka」 — are one person.
 */
export function comparableName(name: string): string {
  return withoutHonorific(name.normalize('NFKC'))
    .replace(/[\s\u3000]+/gu, '')
    .toLowerCase();
}

/** Respondents already in the table under the same name as the one typed. */
export function sameNameRespondents(
  name: string,
  respondents: readonly Respondent[],
): Respondent[] {
  const typed = comparableName(name);
  if (typed === '') return [];
  return respondents.filter((respondent) => comparableName(respondent.name) === typed);
}

/**
 * How the page addresses a respondent: 田中様, 鈴木様 for 「鈴木様」 (never 鈴木様 様), 山田部長 for a
 * job title, as the mail tools do; in English the name without the Japanese honorific.
 */
export function addressee(name: string, language: 'ja' | 'en'): string {
  return language === 'ja' ? japaneseAddressee(name) : withoutHonorific(name.normalize('NFKC'));
}
