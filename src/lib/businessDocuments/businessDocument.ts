/**
 * A kept business document (quote, invoice, delivery note): what the document list shows
 * (kind, number, title, client, dates) and the document itself as JSON, which the tool that
 * made it reads back and checks. Signed-in users keep them in their account (table
 * business_documents), everyone else in this browser.
 */
export const DOCUMENT_KINDS = ['quote', 'invoice', 'delivery_note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export type DocumentData = Record<string, unknown>;

export interface BusinessDocument {
  id: string;
  kind: DocumentKind;
  number: string;
  title: string;
  client: string;
  data: DocumentData;
  created_at: string;
  updated_at: string;
}

/** What a tool hands over to keep: the list columns and the document. */
export interface DocumentContent {
  kind: DocumentKind;
  number: string;
  title: string;
  client: string;
  data: DocumentData;
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
  };
}

/** A row from the database or browser storage, or null when it is not a document. */
export function toBusinessDocument(value: unknown): BusinessDocument | null {
  if (!isRecord(value)) return null;
  const { id, kind, number, title, client, data, created_at, updated_at } = value;
  if (typeof id !== 'string' || !isDocumentKind(kind) || typeof number !== 'string') return null;
  if (!isRecord(data) || typeof created_at !== 'string' || typeof updated_at !== 'string') {
    return null;
  }
  return {
    id,
    kind,
    number,
    title: typeof title === 'string' ? title : '',
    client: typeof client === 'string' ? client : '',
    data,
    created_at,
    updated_at,
  };
}

/** Newest change first. */
export function sortDocuments(documents: readonly BusinessDocument[]): BusinessDocument[] {
  return [...documents].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}
