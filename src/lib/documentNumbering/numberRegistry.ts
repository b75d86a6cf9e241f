import { readString, STORAGE_KEYS, writeJson } from '../storage';

/**
 * Every number this browser has issued or kept, of every kind, with no cap: the numbering
 * skips them all, so a number is never given twice, however long ago it was issued.
 */
export const ISSUED_NUMBERS_STORAGE_KEY = 'issued-document-numbers';
/** Kept documents of visitors (src/lib/businessDocuments); read here only to seed the registry. */
const LOCAL_DOCUMENTS_KEY = 'business-documents';

function numbersIn(raw: string | null, pick: (value: unknown) => unknown): string[] {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.map(pick).filter((value): value is string => typeof value === 'string');
  } catch {
    return [];
  }
}

const numberOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as { number?: unknown }).number : null;

/**
 * The registry; the first time it is read it starts from what earlier versions kept: the
 * invoice history and the numbers of the documents kept in this browser.
 */
export function loadIssuedNumbers(): Set<string> {
  const raw = readString(ISSUED_NUMBERS_STORAGE_KEY);
  if (raw !== null) return new Set(numbersIn(raw, (value) => value));
  return new Set([
    ...numbersIn(readString(STORAGE_KEYS.invoiceHistory), numberOf),
    ...numbersIn(readString(LOCAL_DOCUMENTS_KEY), numberOf),
  ]);
}

/** Returns false when the browser refused to store it. */
export function saveIssuedNumbers(numbers: ReadonlySet<string>): boolean {
  const list = [...numbers];
  const json = JSON.stringify(list);
  writeJson(ISSUED_NUMBERS_STORAGE_KEY, list);
  return readString(ISSUED_NUMBERS_STORAGE_KEY) === json;
}
