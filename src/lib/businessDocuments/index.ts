export * from './businessDocument';
export type { DocumentStore } from './documentStore';
export { createAccountDocumentStore } from './accountDocumentStore';
export {
  createLocalDocumentStore,
  loadLocalDocuments,
  LOCAL_DOCUMENTS_STORAGE_KEY,
  MAX_LOCAL_DOCUMENTS,
} from './localDocumentStore';
export { useBusinessDocuments, type BusinessDocumentsApi } from './useBusinessDocuments';
