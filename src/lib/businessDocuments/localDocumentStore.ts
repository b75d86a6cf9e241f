import { failure, success } from '../dataResult';
import { readString, writeJson } from '../storage';
import {
  normalizeContent,
  sortDocuments,
  toBusinessDocument,
  type BusinessDocument,
  type DocumentContent,
} from './businessDocument';
import type { DocumentStore } from './documentStore';

/** Browser storage key of documents kept by visitors who are not signed in. */
export const LOCAL_DOCUMENTS_STORAGE_KEY = 'business-documents';
/** Browser storage is small (about 5 MB for the whole site); the oldest go first. */
export const MAX_LOCAL_DOCUMENTS = 100;

export function loadLocalDocuments(): BusinessDocument[] {
  const raw = readString(LOCAL_DOCUMENTS_STORAGE_KEY);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return sortDocuments(
      parsed
        .map(toBusinessDocument)
        .filter((document): document is BusinessDocument => document !== null),
    );
  } catch {
    return [];
  }
}

function saveLocalDocuments(documents: readonly BusinessDocument[]): boolean {
  const kept = sortDocuments(documents).slice(0, MAX_LOCAL_DOCUMENTS);
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

/** Documents in this browser, for visitors who are not signed in. */
export function createLocalDocumentStore(now: () => Date = () => new Date()): DocumentStore {
  const write = (documents: BusinessDocument[], document: BusinessDocument) =>
    saveLocalDocuments(documents) ? success(document) : failure('database', STORAGE_REFUSED);

  return {
    where: 'browser',

    async list() {
      return success(loadLocalDocuments());
    },

    async create(content: DocumentContent) {
      const time = now().toISOString();
      const document: BusinessDocument = {
        id: newId(),
        ...normalizeContent(content),
        created_at: time,
        updated_at: time,
      };
      return write([document, ...loadLocalDocuments()], document);
    },

    async update(id: string, content: DocumentContent) {
      const documents = loadLocalDocuments();
      const existing = documents.find((document) => document.id === id);
      if (!existing) return failure('not_found', 'no such document in this browser');
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
      const documents = loadLocalDocuments().filter((document) => document.id !== id);
      return saveLocalDocuments(documents) ? success(null) : failure('database', STORAGE_REFUSED);
    },

    async restore(document: BusinessDocument) {
      const others = loadLocalDocuments().filter((existing) => existing.id !== document.id);
      return write([document, ...others], document);
    },
  };
}
