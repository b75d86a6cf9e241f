export const INVOICE_FORMATS = ['YYYYMMDD-NNN', 'YYYY-MM-NNN', 'INV-YYYYNNN', 'custom'] as const;
export type InvoiceFormat = (typeof INVOICE_FORMATS)[number];

export const SEQUENCE_DIGITS = 3;
export const MAX_CUSTOM_PATTERN_LENGTH = 40;
export const MAX_PREFIX_LENGTH = 20;

/** Longest first at each position is not needed: no placeholder is a prefix of another. */
const PLACEHOLDERS = /YYYY|MM|DD|NNN/g;

export interface InvoiceNumberSettings {
  format: InvoiceFormat;
  /** Used when format is 'custom'. */
  customPattern: string;
  /** Written before the number as typed, placeholders and all. */
  prefix: string;
}

/** The sequence as at least three digits: 1 -> 001, 1000 -> 1000. */
export function formatSequence(sequence: number): string {
  return String(sequence).padStart(SEQUENCE_DIGITS, '0');
}

/**
 * Replaces YYYY, MM, DD (of the issue date, YYYY-MM-DD) and NNN (the sequence) in a pattern.
 * Matching is case-sensitive so that ordinary lower-case text in a custom pattern is kept.
 */
export function applyInvoicePattern(pattern: string, issueDate: string, sequence: number): string {
  const [year = '', month = '', day = ''] = issueDate.split('-');
  const values: Record<string, string> = {
    YYYY: year,
    MM: month,
    DD: day,
    NNN: formatSequence(sequence),
  };
  return pattern.replace(PLACEHOLDERS, (token) => values[token] ?? token);
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

export type CustomPatternProblem = 'empty' | 'too_long' | 'no_sequence';

/**
 * 'empty' and 'too_long' block issuing; 'no_sequence' is only a warning, since a pattern without
 * NNN repeats the same number for every invoice of a day.
 */
export function checkCustomPattern(pattern: string): CustomPatternProblem | null {
  const trimmed = pattern.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > MAX_CUSTOM_PATTERN_LENGTH) return 'too_long';
  if (!trimmed.includes('NNN')) return 'no_sequence';
  return null;
}
