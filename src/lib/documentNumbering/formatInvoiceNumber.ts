export const INVOICE_FORMATS = ['YYYYMMDD-NNN', 'YYYY-MM-NNN', 'INV-YYYYNNN', 'custom'] as const;
export type InvoiceFormat = (typeof INVOICE_FORMATS)[number];

export const SEQUENCE_DIGITS = 3;
export const MAX_CUSTOM_PATTERN_LENGTH = 40;
export const MAX_PREFIX_LENGTH = 20;

/**
 * YYYY, MM, DD and a run of three or more N (the sequence, as many digits as there are N).
 * No placeholder is a prefix of another, so the order of the alternatives does not matter.
 */
const PLACEHOLDERS = /YYYY|MM|DD|N{3,}/g;
const SEQUENCE_TOKEN = /N{3,}/;

export interface InvoiceNumberSettings {
  format: InvoiceFormat;
  /** Used when format is 'custom'. */
  customPattern: string;
  /** Written before the number as typed, placeholders and all. */
  prefix: string;
}

/** The sequence as at least `digits` digits: 1 -> 001, 1000 -> 1000; NNNN gives 0001. */
export function formatSequence(sequence: number, digits: number = SEQUENCE_DIGITS): string {
  return String(sequence).padStart(digits, '0');
}

function dateValues(issueDate: string): Record<'YYYY' | 'MM' | 'DD', string> {
  const [year = '', month = '', day = ''] = issueDate.split('-');
  return { YYYY: year, MM: month, DD: day };
}

/**
 * Replaces YYYY, MM, DD (of the issue date, YYYY-MM-DD) and NNN… (the sequence, padded to the
 * number of N) in a pattern. Matching is case-sensitive so that ordinary lower-case text in a
 * custom pattern is kept.
 */
export function applyInvoicePattern(pattern: string, issueDate: string, sequence: number): string {
  const values: Record<string, string> = dateValues(issueDate);
  return pattern.replace(PLACEHOLDERS, (token) =>
    token.startsWith('N') ? formatSequence(sequence, token.length) : (values[token] ?? token),
  );
}

export function hasSequenceToken(pattern: string): boolean {
  return SEQUENCE_TOKEN.test(pattern);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A matcher for the numbers the settings give on dates of the same period as `issueDate`; its
 * first group is the sequence. Used to read sequences back from the history, which may hold
 * numbers issued before the counters existed. The prefix is literal text, as when formatting.
 */
export function sequenceMatcher(settings: InvoiceNumberSettings, issueDate: string): RegExp | null {
  const pattern = patternOf(settings);
  if (!hasSequenceToken(pattern)) return null;
  const values: Record<string, string> = dateValues(issueDate);
  let source = escapeRegExp(settings.prefix.trim());
  let rest = pattern;
  let sequenceSeen = false;
  for (const match of pattern.matchAll(PLACEHOLDERS)) {
    const token = match[0];
    const before = rest.slice(0, rest.indexOf(token));
    source += escapeRegExp(before);
    rest = rest.slice(before.length + token.length);
    if (token.startsWith('N')) {
      source += sequenceSeen ? '\\d+' : `(\\d{${token.length},})`;
      sequenceSeen = true;
    } else {
      source += escapeRegExp(values[token] ?? token);
    }
  }
  return new RegExp(`^${source}${escapeRegExp(rest)}$`);
}

export function patternOf(settings: InvoiceNumberSettings): string {
  return settings.format === 'custom' ? settings.customPattern.trim() : settings.format;
}

export function formatInvoiceNumber(
  settings: InvoiceNumberSettings,
  issueDate: string,
  sequence: number,
): string {
  return settings.prefix.trim() + applyInvoicePattern(patternOf(settings), issueDate, sequence);
}

/** The period a sequence counts in. */
export type NumberingPeriod = 'day' | 'month' | 'year' | 'all';

/**
 * The period a sequence counts in: the shortest period the pattern names in full. A day needs
 * YYYY, MM and DD; a month YYYY and MM; a year YYYY. A pattern that names a day or a month
 * without its year (DD-NNN, MM-NNN, YYYY-DD-NNN) would give the same numbers again a month or a
 * year later if its sequence restarted with the day or month it shows, so its sequence is
 * widened to the period it does name in full (for DD-NNN and MM-NNN: never restarts).
 */
export function numberingPeriod(pattern: string): NumberingPeriod {
  const year = pattern.includes('YYYY');
  const month = pattern.includes('MM');
  if (year && month && pattern.includes('DD')) return 'day';
  if (year && month) return 'month';
  if (year) return 'year';
  return 'all';
}

/** The shortest period among the pattern's date placeholders, as a reader would expect. */
function shownPeriod(pattern: string): NumberingPeriod {
  if (pattern.includes('DD')) return 'day';
  if (pattern.includes('MM')) return 'month';
  if (pattern.includes('YYYY')) return 'year';
  return 'all';
}

/**
 * True when the pattern shows a day or month whose sequence had to be widened (see
 * numberingPeriod): the page says so, so the user is not surprised that it does not restart.
 */
export function isPeriodWidened(pattern: string): boolean {
  return shownPeriod(pattern) !== numberingPeriod(pattern);
}

/**
 * The period an issue date falls in, e.g. '2025-04' for a monthly pattern. A pattern with MM but
 * no YYYY still counts per calendar month of a given year, so the key always holds the year.
 */
export function periodKey(period: NumberingPeriod, issueDate: string): string {
  if (period === 'day') return issueDate;
  if (period === 'month') return issueDate.slice(0, 7);
  if (period === 'year') return issueDate.slice(0, 4);
  return '';
}

export type CustomPatternProblem = 'empty' | 'too_long' | 'no_sequence';

/**
 * 'empty' and 'too_long' block issuing; 'no_sequence' is a warning: a pattern without NNN gives
 * one number per period, and issuing it a second time is refused.
 */
export function checkCustomPattern(pattern: string): CustomPatternProblem | null {
  const trimmed = pattern.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > MAX_CUSTOM_PATTERN_LENGTH) return 'too_long';
  if (!hasSequenceToken(trimmed)) return 'no_sequence';
  return null;
}
