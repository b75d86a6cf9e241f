/**
 * A calendar date written in a free-text field such as 納期 (「2026年12月10日」, 「2026/12/10」,
 * 「令和8年12月10日」, 「12月10日（木）」), as YYYY-MM-DD, or null when the text names no valid
 * date. Digits may be full-width. A date without its year is the first such day on or after
 * `reference` (YYYY-MM-DD), as a 納期 written on a quote is.
 */
const ERAS: Record<string, number> = { 令和: 2018, 平成: 1988, R: 2018, H: 1988 };

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

export function parseJapaneseDate(text: string, reference: string): string | null {
  const value = text.normalize('NFKC');
  const era = /(令和|平成|R|H)\s*(元|\d{1,2})\s*[年.]\s*(\d{1,2})\s*[月.]\s*(\d{1,2})\s*日?/.exec(
    value,
  );
  if (era) {
    const eraYear = era[2] === '元' ? 1 : Number(era[2]);
    return isoDate((ERAS[era[1] ?? ''] ?? 0) + eraYear, Number(era[3]), Number(era[4]));
  }
  const full = /(\d{4})\s*[年/\-.]\s*(\d{1,2})\s*[月/\-.]\s*(\d{1,2})/.exec(value);
  if (full) return isoDate(Number(full[1]), Number(full[2]), Number(full[3]));
  const short = /(?<!\d)(\d{1,2})\s*(?:月\s*(\d{1,2})\s*日|\/\s*(\d{1,2})(?![\d/]))/.exec(value);
  if (!short) return null;
  const month = Number(short[1]);
  const day = Number(short[2] ?? short[3]);
  const year = Number(reference.slice(0, 4));
  const thisYear = isoDate(year, month, day);
  if (thisYear === null) return isoDate(year + 1, month, day);
  return thisYear >= reference ? thisYear : isoDate(year + 1, month, day);
}
