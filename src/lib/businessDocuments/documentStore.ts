import type { DataResult } from '../dataResult';
import type { BusinessDocument, DocumentContent, DocumentVersion } from './businessDocument';

/** Where documents are kept: the account (signed in) or this browser (everyone else). */
export interface DocumentStore {
  where: 'account' | 'browser';
  /** Newest change first. */
  list(): Promise<DataResult<BusinessDocument[]>>;
  create(content: DocumentContent): Promise<DataResult<BusinessDocument>>;
  /** A document keeps its kind; the other columns and the data are replaced. */
  update(id: string, content: DocumentContent): Promise<DataResult<BusinessDocument>>;
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
