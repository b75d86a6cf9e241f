// Full file names: reached from the backend's mail (a Deno edge function) through recipientName.
import type { Language } from '../i18n/types.ts';
import { cleanValue } from './fillTemplate.ts';

/**
 * Places in a written mail the user still has to fill in. A mail that leaves out what it is
 * about looks finished but says nothing, so a blank field the mail cannot do without (what is
 * requested, what is reported) is written as a marked placeholder, 「（ご依頼の内容をご記入
 * ください）」 or "[Write your request here]", and the tool shows a notice beside the output. An
 * English mail never carries Japanese: a field typed in Japanese is a placeholder there too.
 */
export type GapReason = 'blank' | 'notEnglish';

export interface MailGap {
  /** The form field to fill in (the tool names it in the notice). */
  field: string;
  reason: GapReason;
  /** The placeholder as it stands in the mail. */
  marker: string;
}

/**
 * How a placeholder looks: full-width brackets around an instruction ending in ご記入ください in
 * Japanese, square brackets in English. Neither form can come from a template (square brackets
 * are template syntax and are never printed), so a marker in a mail is always one of these.
 */
export const GAP_MARKER_PATTERN: Record<Language, RegExp> = {
  ja: /（[^（）\n]*ご記入ください）/gu,
  en: /\[[^[\]\n]+\]/gu,
};

/** The placeholder for an instruction: （…をご記入ください） / [Write … here]. */
export function gapMarker(language: Language, instruction: string): string {
  return language === 'ja' ? `（${instruction}）` : `[${instruction}]`;
}

/** True when the whole text is a placeholder. */
export function isGapMarker(text: string, language: Language): boolean {
  const { source } = GAP_MARKER_PATTERN[language];
  return new RegExp(`^${source}$`, 'u').test(text);
}

/** Kana, kanji and the full-width punctuation of Japanese text (「」、。（）！). */
const JAPANESE_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fc\uff01-\uff60]/u;

export function hasJapaneseScript(text: string): boolean {
  return JAPANESE_SCRIPT.test(text);
}

/** What to write where a field is missing: the instruction for a blank and for Japanese text. */
export interface GapInstructions {
  /** Only for a field the mail cannot do without; an optional blank field is left out. */
  blank?: string;
  /** For an English mail: the field was typed in Japanese. */
  notEnglish?: string;
}

/** Collects the gaps of one mail while its values are prepared. */
export interface GapCollector {
  readonly language: Language;
  readonly gaps: MailGap[];
  /**
   * The field's value for the mail: as typed; or a marker (and a gap) when it is blank and the
   * mail needs it, or when it is Japanese in an English mail; or '' when it may be left out.
   */
  value(field: string, typed: string | null | undefined, instructions: GapInstructions): string;
  /** A placeholder (and its gap) for a field, whatever was typed. */
  mark(field: string, reason: GapReason, instruction: string): string;
}

export function collectGaps(language: Language): GapCollector {
  const gaps: MailGap[] = [];
  const mark = (field: string, reason: GapReason, instruction: string) => {
    const marker = gapMarker(language, instruction);
    if (!gaps.some((gap) => gap.marker === marker)) gaps.push({ field, reason, marker });
    return marker;
  };
  return {
    language,
    gaps,
    mark,
    value(field, typed, { blank, notEnglish }) {
      const value = cleanValue(typed);
      if (value === '') return blank ? mark(field, 'blank', blank) : '';
      if (language === 'en' && hasJapaneseScript(value)) {
        return mark(field, 'notEnglish', notEnglish ?? `Write the ${field} in English here`);
      }
      return value;
    },
  };
}

/** The gaps whose marker the mail (as edited) still contains. */
export function openGaps(
  gaps: readonly MailGap[] | undefined,
  mail: { subject: string; body: string },
): MailGap[] {
  return (gaps ?? []).filter(
    (gap) => mail.subject.includes(gap.marker) || mail.body.includes(gap.marker),
  );
}
