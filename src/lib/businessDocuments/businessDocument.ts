/**
 * A kept business document (quote, invoice, delivery note): what the document list shows
 * (kind, number, title, client, dates) and the document itself as JSON, which the tool that
 * made it reads back and checks. Signed-in users keep them in their account (table
 * business_documents), everyone else in this browser.
 */
export const DOCUMENT_KINDS = ['quote', 'invoice', 'delivery_note', 'receipt'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export type DocumentData = Record<string, unknown>;

/** A draft can change; 「発行」 fixes it; an issued one is corrected or cancelled, never edited. */
export const DOCUMENT_STATUSES = ['draft', 'issued', 'cancelled'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** What the list and the search show of a document: everything but the document itself. */
export type DocumentSummary = Omit<BusinessDocument, 'data'>;

export interface BusinessDocument {
  id: string;
  kind: DocumentKind;
  number: string;
  title: string;
  client: string;
  data: DocumentData;
  /** 取引年月日 (YYYY-MM-DD) and 取引金額 (yen, tax included): the search columns. */
  transaction_date: string | null;
  amount: number | null;
  status: DocumentStatus;
  /** 0 for a draft; 1 when issued; one more for each correction and the cancellation. */
  version: number;
  cancel_reason: string | null;
  created_at: string;
  updated_at: string;
  /**
   * Kept in an account: the row's revision, the base of the next save (the database refuses a
   * save based on an older one that changes what another tab or device changed meanwhile).
   */
  revision?: number;
}

/** What a tool hands over to keep: the list columns and the document. */
export interface DocumentContent {
  kind: DocumentKind;
  number: string;
  title: string;
  client: string;
  data: DocumentData;
  transaction_date: string | null;
  amount: number | null;
}

/** One fixed version of an issued document (電子帳簿保存法: the history of corrections). */
export interface DocumentVersion {
  id: string;
  version: number;
  /** 'renumbered': the number changed when the document moved into an account holding it. */
  action: 'issued' | 'corrected' | 'cancelled' | 'renumbered';
  replaces_id: string | null;
  number: string;
  title: string;
  client: string;
  transaction_date: string | null;
  amount: number | null;
  data: DocumentData;
  reason: string | null;
  created_at: string;
}

export const MAX_NUMBER_LENGTH = 100;
export const MAX_TITLE_LENGTH = 200;

export function isDocumentKind(value: unknown): value is DocumentKind {
  return (DOCUMENT_KINDS as readonly unknown[]).includes(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Trims and shortens the list columns to what the table accepts. */
export function normalizeContent(content: DocumentContent): DocumentContent {
  return {
    kind: content.kind,
    number: content.number.trim().slice(0, MAX_NUMBER_LENGTH),
    title: content.title.trim().slice(0, MAX_TITLE_LENGTH),
    client: content.client.trim().slice(0, MAX_TITLE_LENGTH),
    data: content.data,
    transaction_date: ISO_DATE.test(content.transaction_date ?? '')
      ? content.transaction_date
      : null,
    amount: Number.isSafeInteger(content.amount) ? content.amount : null,
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A row from the database or browser storage, or null when it is not a document. */
export function toBusinessDocument(value: unknown): BusinessDocument | null {
  if (!isRecord(value) || !isRecord(value.data)) return null;
  const summary = toDocumentSummary(value);
  return summary ? { ...summary, data: value.data } : null;
}

/** A row without its data (a search result), or null when it is not one. */
export function toDocumentSummary(value: unknown): DocumentSummary | null {
  if (!isRecord(value)) return null;
  const { id, kind, number, title, client, created_at, updated_at } = value;
  if (typeof id !== 'string' || !isDocumentKind(kind) || typeof number !== 'string') return null;
  if (typeof created_at !== 'string' || typeof updated_at !== 'string') return null;
  const { transaction_date, amount, status, version, cancel_reason, revision } = value;
  return {
    ...(typeof revision === 'number' && Number.isInteger(revision) ? { revision } : {}),
    id,
    kind,
    number,
    title: typeof title === 'string' ? title : '',
    client: typeof client === 'string' ? client : '',
    transaction_date:
      typeof transaction_date === 'string' && ISO_DATE.test(transaction_date)
        ? transaction_date
        : null,
    amount: typeof amount === 'number' && Number.isSafeInteger(amount) ? amount : null,
    status: (DOCUMENT_STATUSES as readonly unknown[]).includes(status)
      ? (status as DocumentStatus)
      : 'draft',
    version: typeof version === 'number' && Number.isInteger(version) ? version : 0,
    cancel_reason: typeof cancel_reason === 'string' ? cancel_reason : null,
    created_at,
    updated_at,
  };
}

/** A version row from the database or browser storage, or null. */
export function toDocumentVersion(value: unknown): DocumentVersion | null {
  if (!isRecord(value)) return null;
  const { id, version, action, number, data, created_at } = value;
  if (typeof id !== 'string' || typeof version !== 'number' || typeof number !== 'string')
    return null;
  if (
    action !== 'issued' &&
    action !== 'corrected' &&
    action !== 'cancelled' &&
    action !== 'renumbered'
  )
    return null;
  if (!isRecord(data) || typeof created_at !== 'string') return null;
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  return {
    id,
    version,
    action,
    replaces_id: typeof value.replaces_id === 'string' ? value.replaces_id : null,
    number,
    title: text(value.title),
    client: text(value.client),
    transaction_date: typeof value.transaction_date === 'string' ? value.transaction_date : null,
    amount: typeof value.amount === 'number' ? value.amount : null,
    data,
    reason: typeof value.reason === 'string' ? value.reason : null,
    created_at,
  };
}

/** Newest change first (the id settles a tie, as the database's order does). */
export function sortDocuments<T extends DocumentSummary>(documents: readonly T[]): T[] {
  return [...documents].sort(
    (a, b) => b.updated_at.localeCompare(a.updated_at) || b.id.localeCompare(a.id),
  );
}

/** The documents among stored rows (the database's or this browser's), newest change first. */
export function documentsFrom(rows: readonly unknown[]): BusinessDocument[] {
  return sortDocuments(rows.map(toBusinessDocument).filter((document) => document !== null));
}

/** The versions among stored rows, in the rows' order. */
export function versionsFrom(rows: readonly unknown[]): DocumentVersion[] {
  return rows.map(toDocumentVersion).filter((version) => version !== null);
}
