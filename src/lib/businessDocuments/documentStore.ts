import type { DataResult } from '../dataResult';
import type {
  BusinessDocument,
  DocumentContent,
  DocumentSummary,
  DocumentVersion,
} from './businessDocument';
import type { DocumentSearch } from './searchDocuments';

/** One page of a search: its rows, newest change first, and how many match in all. */
export interface SearchPage {
  rows: DocumentSummary[];
  total: number;
}

/** Where documents are kept: the account (signed in) or this browser (everyone else). */
export interface DocumentStore {
  where: 'account' | 'browser';
  /**
   * The documents matching a search (電子帳簿保存法: 取引年月日 and amount ranges, 取引先), newest
   * change first, `limit` from `offset`, with the number of matches; without their data.
   */
  search(
    criteria: DocumentSearch,
    page: { offset: number; limit: number },
  ): Promise<DataResult<SearchPage>>;
  /** One document with its data, or null when there is none (deleted, or another user's). */
  get(id: string): Promise<DataResult<BusinessDocument | null>>;
  create(content: DocumentContent): Promise<DataResult<BusinessDocument>>;
  /**
   * A document keeps its kind; the other columns and the data are replaced. With
   * `baseRevision` (the revision the editor's copy was read at), a save over a change made
   * meanwhile elsewhere is refused (error kind 'conflict') instead of overwriting it.
   */
  update(
    id: string,
    content: DocumentContent,
    baseRevision?: number,
  ): Promise<DataResult<BusinessDocument>>;
  remove(id: string): Promise<DataResult<null>>;
  /** Puts a deleted draft back as it was (undo). */
  restore(document: BusinessDocument): Promise<DataResult<BusinessDocument>>;
  /** 「発行」: the draft becomes version 1 and is fixed. */
  issue(id: string): Promise<DataResult<BusinessDocument>>;
  /** A correction of an issued document: a new version replacing the current one. */
  correct(
    id: string,
    content: DocumentContent,
    reason: string,
  ): Promise<DataResult<BusinessDocument>>;
  /** The deletion of an issued document: marked cancelled with its reason, never removed. */
  cancel(id: string, reason: string): Promise<DataResult<BusinessDocument>>;
  /** The fixed versions of a document, oldest first. */
  versions(id: string): Promise<DataResult<DocumentVersion[]>>;
}
