import { failure, success } from '../dataResult';
import { readString, writeJson } from '../storage';
import {
  documentsFrom,
  normalizeContent,
  sortDocuments,
  versionsFrom,
  type BusinessDocument,
  type DocumentContent,
  type DocumentVersion,
} from './businessDocument';
import type { DocumentStore } from './documentStore';
import { searchLocally } from './searchDocuments';

/** Browser storage key of documents kept by visitors who are not signed in. */
export const LOCAL_DOCUMENTS_STORAGE_KEY = 'business-documents';
/** Browser storage is small (about 5 MB for the whole site); the oldest drafts go first. */
export const MAX_LOCAL_DOCUMENTS = 100;
/** The fixed versions of issued documents kept in this browser, by document id. */
export const LOCAL_VERSIONS_STORAGE_KEY = 'business-document-versions';

function loadVersionMap(): Record<string, DocumentVersion[]> {
  const raw = readString(LOCAL_VERSIONS_STORAGE_KEY);
  if (raw === null) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).map(([id, list]) => [
        id,
        Array.isArray(list) ? versionsFrom(list) : [],
      ]),
    );
  } catch {
    return {};
  }
}

export function loadLocalDocuments(): BusinessDocument[] {
  const raw = readString(LOCAL_DOCUMENTS_STORAGE_KEY);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return documentsFrom(parsed);
  } catch {
    return [];
  }
}

function saveLocalDocuments(documents: readonly BusinessDocument[]): boolean {
  // Issued and cancelled documents are records: only drafts beyond the cap are dropped.
  const sorted = sortDocuments(documents);
  const records = sorted.filter((document) => document.status !== 'draft');
  const drafts = sorted
    .filter((document) => document.status === 'draft')
    .slice(0, Math.max(0, MAX_LOCAL_DOCUMENTS - records.length));
  const kept = sortDocuments([...records, ...drafts]);
  const json = JSON.stringify(kept);
  writeJson(LOCAL_DOCUMENTS_STORAGE_KEY, kept);
  return readString(LOCAL_DOCUMENTS_STORAGE_KEY) === json;
}

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

const STORAGE_REFUSED = 'browser storage refused the write (private mode or full)';
const ISSUED = 'the document is issued: it is corrected or cancelled, not changed';

/** Documents in this browser, for visitors who are not signed in. */
export function createLocalDocumentStore(now: () => Date = () => new Date()): DocumentStore {
  const write = (documents: BusinessDocument[], document: BusinessDocument) =>
    saveLocalDocuments(documents) ? success(document) : failure('database', STORAGE_REFUSED);

  return {
    where: 'browser',

    async search(criteria, page) {
      return success(searchLocally(loadLocalDocuments(), criteria, page));
    },

    async get(id: string) {
      return success(loadLocalDocuments().find((document) => document.id === id) ?? null);
    },

    async create(content: DocumentContent) {
      const time = now().toISOString();
      const document: BusinessDocument = {
        id: newId(),
        ...normalizeContent(content),
        status: 'draft',
        version: 0,
        cancel_reason: null,
        created_at: time,
        updated_at: time,
      };
      return write([document, ...loadLocalDocuments()], document);
    },

    async update(id: string, content: DocumentContent) {
      const documents = loadLocalDocuments();
      const existing = documents.find((document) => document.id === id);
      if (!existing) return failure('not_found', 'no such document in this browser');
      if (existing.status !== 'draft') return failure('database', ISSUED);
      const updated: BusinessDocument = {
        ...existing,
        ...normalizeContent({ ...content, kind: existing.kind }),
        updated_at: now().toISOString(),
      };
      return write(
        documents.map((document) => (document.id === id ? updated : document)),
        updated,
      );
    },

    async remove(id: string) {
      const all = loadLocalDocuments();
      if (all.some((document) => document.id === id && document.status !== 'draft'))
        return failure('database', ISSUED);
      const documents = all.filter((document) => document.id !== id);
      return saveLocalDocuments(documents) ? success(null) : failure('database', STORAGE_REFUSED);
    },

    async restore(document: BusinessDocument) {
      const others = loadLocalDocuments().filter((existing) => existing.id !== document.id);
      return write([document, ...others], document);
    },

    issue: (id: string) =>
      change(id, 'draft', (document) => ({ ...document, status: 'issued', version: 1 }), 'issued'),

    correct: (id: string, content: DocumentContent, reason: string) =>
      change(
        id,
        'issued',
        (document) => ({
          ...document,
          ...normalizeContent({ ...content, kind: document.kind, number: document.number }),
          version: document.version + 1,
        }),
        'corrected',
        reason,
      ),

    cancel: (id: string, reason: string) =>
      change(
        id,
        'issued',
        (document) => ({
          ...document,
          status: 'cancelled',
          version: document.version + 1,
          cancel_reason: reason.trim(),
        }),
        'cancelled',
        reason,
      ),

    async versions(id: string) {
      return success(loadVersionMap()[id] ?? []);
    },
  };

  /** The same rules as the account's functions: from a status, to a new fixed version. */
  async function change(
    id: string,
    from: BusinessDocument['status'],
    next: (document: BusinessDocument) => BusinessDocument,
    action: DocumentVersion['action'],
    reason?: string,
  ) {
    const documents = loadLocalDocuments();
    const existing = documents.find((document) => document.id === id);
    if (!existing) return failure('not_found', 'no such document in this browser');
    if (existing.status !== from) return failure('database', ISSUED);
    if (reason !== undefined && reason.trim() === '')
      return failure('database', 'a reason is needed');
    const time = now().toISOString();
    const changed = { ...next(existing), updated_at: time };
    const versions = loadVersionMap();
    const earlier = versions[id] ?? [];
    const version: DocumentVersion = {
      id: newId(),
      version: changed.version,
      action,
      replaces_id: earlier.at(-1)?.id ?? null,
      number: changed.number,
      title: changed.title,
      client: changed.client,
      transaction_date: changed.transaction_date,
      amount: changed.amount,
      data: changed.data,
      reason: reason?.trim() ?? null,
      created_at: time,
    };
    writeJson(LOCAL_VERSIONS_STORAGE_KEY, { ...versions, [id]: [...earlier, version] });
    return write(
      documents.map((document) => (document.id === id ? changed : document)),
      changed,
    );
  }
}

/** The fixed versions of a document kept in this browser, oldest first. */
export function loadLocalVersions(id: string): DocumentVersion[] {
  return loadVersionMap()[id] ?? [];
}

/** Removes a document (and its versions) from this browser once the account holds it. */
export function forgetLocalDocument(id: string): void {
  saveLocalDocuments(loadLocalDocuments().filter((document) => document.id !== id));
  const { [id]: _gone, ...versions } = loadVersionMap();
  writeJson(LOCAL_VERSIONS_STORAGE_KEY, versions);
}
