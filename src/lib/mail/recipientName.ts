// Full file names: the mail the backend sends (a Deno edge function) addresses people with these too.
import { cleanValue } from './fillTemplate.ts';
import { hasJapaneseScript } from './mailGaps.ts';

/**
 * How the recipient is addressed. Users type names the way they see them on a business card:
 * 「山田 太郎」, 「山田様」, 「株式会社サンプル 御中」, 「Ms. Brown」, 「山田部長」. The mail adds the
 * honorific itself, so anything typed is taken off first and never doubled.
 */

/** Honorifics a user may type after a Japanese name or company (山田様, サンプル御中). */
const HONORIFIC_SUFFIX = /[\s\u3000]*(様|さま|サマ|殿|どの|さん|御中|各位)$/u;
/** English titles typed before a name (Ms. Brown) and the -san some write in English mails. */
const ENGLISH_TITLE_PREFIX = /^(Mr|Ms|Mrs|Miss|Mx|Dr|Prof)\.?[\s\u3000]+/iu;
const SAN_SUFFIX = /-san$/iu;
/**
 * A job title already honours the person (山田部長): 山田部長様 is a doubled honorific, so a name
 * ending in one is written as typed, without 様.
 */
const JOB_TITLE_SUFFIX =
  /(部長|課長|係長|社長|会長|副社長|専務|常務|取締役|室長|所長|支店長|工場長|局長|主任|先生|教授)$/u;

/** A name without the honorifics typed after it (山田 太郎 様 → 山田 太郎). */
export function withoutHonorific(name: string | null | undefined): string {
  let bare = cleanValue(name);
  while (HONORIFIC_SUFFIX.test(bare)) bare = bare.replace(HONORIFIC_SUFFIX, '');
  return bare;
}

/**
 * A name or company as an English mail can use it: the name without its honorific when it is
 * typed in Latin letters already (Taro Yamada 様 → Taro Yamada), else ''.
 */
export function latinOrEmpty(name: string | null | undefined): string {
  const bare = withoutHonorific(name);
  return hasJapaneseScript(bare) ? '' : bare;
}

/** 山田 太郎 → 山田 太郎様; 山田様 → 山田様; 山田部長 → 山田部長; '' → ''. */
export function japaneseAddressee(name: string): string {
  const bare = withoutHonorific(name).replace(ENGLISH_TITLE_PREFIX, '');
  if (bare === '') return '';
  return JOB_TITLE_SUFFIX.test(bare) ? bare : `${bare}様`;
}

/**
 * The address block of a Japanese business mail: the company on the first line, then the person
 * (or ご担当者様 when only the company is known). 御中 typed after the company goes: it is never
 * written together with 様.
 */
export function japaneseAddressBlock(company: string, person: string): string {
  const companyLine = withoutHonorific(company);
  const personLine = japaneseAddressee(person) || 'ご担当者様';
  return companyLine === '' ? personLine : `${companyLine}\n${personLine}`;
}

/** Title in an English greeting: Dear Mr. Yamada, Dear Ms. Yamada, or Dear Taro Yamada. */
export const ENGLISH_TITLES = ['none', 'mr', 'ms'] as const;
export type EnglishTitle = (typeof ENGLISH_TITLES)[number];

/** Which typed part of the name is the family name: the first (山田 太郎) or the last (Taro Yamada). */
export type FamilyNamePart = 'first' | 'last';

export interface EnglishSalutation {
  title: EnglishTitle;
  /** null: not chosen yet, guessed from the script of the name (see defaultFamilyNamePart). */
  familyPart: FamilyNamePart | null;
}

export const DEFAULT_ENGLISH_SALUTATION: EnglishSalutation = { title: 'none', familyPart: null };

const TITLE_TEXT: Record<Exclude<EnglishTitle, 'none'>, string> = { mr: 'Mr.', ms: 'Ms.' };

/** The name as typed without 様, -san or an English title, split into its parts. */
export function nameParts(name: string): string[] {
  const bare = withoutHonorific(name).replace(ENGLISH_TITLE_PREFIX, '').replace(SAN_SUFFIX, '');
  return bare === '' ? [] : bare.split(/[\s\u3000]+/u);
}

/**
 * Japanese written in Japanese script puts the family name first (山田 太郎); a name in Latin
 * letters is most often given-name first (Taro Yamada). This is only the starting guess: the user
 * sees both parts and picks.
 */
export function defaultFamilyNamePart(name: string): FamilyNamePart {
  return /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(name) ? 'first' : 'last';
}

/** The family name for Dear Mr. …, following the user's choice of part. */
export function familyName(name: string, part: FamilyNamePart | null): string {
  const parts = nameParts(name);
  if (parts.length === 0) return '';
  const chosen = part ?? defaultFamilyNamePart(name);
  return (chosen === 'first' ? parts[0] : parts[parts.length - 1]) ?? '';
}

/**
 * Dear Mr. Yamada, / Dear Taro Yamada, / Dear Ms. Brown, (a title typed by the user wins) /
 * Dear Sample Co. Team, when only the company is known / Dear Sir or Madam, with neither.
 */
export function englishGreeting(
  name: string,
  company: string,
  salutation: EnglishSalutation,
): string {
  const typed = withoutHonorific(name).replace(SAN_SUFFIX, '');
  if (ENGLISH_TITLE_PREFIX.test(typed)) return `Dear ${typed.replace(/[\s\u3000]+/gu, ' ')},`;
  const parts = nameParts(name);
  if (parts.length > 0) {
    if (salutation.title === 'none') return `Dear ${parts.join(' ')},`;
    return `Dear ${TITLE_TEXT[salutation.title]} ${familyName(name, salutation.familyPart)},`;
  }
  const team = withoutHonorific(company);
  return team === '' ? 'Dear Sir or Madam,' : `Dear ${team} Team,`;
}
