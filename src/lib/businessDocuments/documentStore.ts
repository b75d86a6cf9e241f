import type { DataResult } from '../dataResult';
import type { BusinessDocument, DocumentContent } from './businessDocument';

/** Where documents are kept: the account (signed in) or this browser (everyone else). */
export interface DocumentStore {
  where: 'account' | 'browser';
  /** Newest change first. */
  list(): Promise<DataResult<BusinessDocument[]>>;
  create(content: DocumentContent): Promise<DataResult<BusinessDocument>>;
  /** A document keeps its kind; the other columns and the data are replaced. */
  update(id: string, content: DocumentContent): Promise<DataResult<BusinessDocument>>;
  remove(id: string): Promise<DataResult<null>>;
  /** Puts a deleted document back as it was (undo). */
  restore(document: BusinessDocument): Promise<DataResult<BusinessDocument>>;
}
