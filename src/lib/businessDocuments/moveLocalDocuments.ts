import type { DataResult } from '../dataResult';
import type { DocumentStore } from './documentStore';
import { forgetLocalDocument, loadLocalDocuments } from './localDocumentStore';

/**
 * Moves the documents kept in this browser into the account a visitor has just signed in to:
 * each keeps its id (so a move that is interrupted and run again never makes a second copy:
 * a document the account already holds is only removed here), its number (claimed in the
 * account's numbering) and its state (issued and cancelled ones are issued, and cancelled with
 * their reason, there). Only what reached the account is removed from the browser.
 */
export async function moveLocalDocuments(
  account: DocumentStore,
  claimNumber: (kind: string, number: string) => Promise<DataResult<unknown>>,
): Promise<{ moved: number; failed: number }> {
  const local = loadLocalDocuments();
  const listed = await account.list();
  if (!listed.ok) return { moved: 0, failed: local.length };
  const held = new Set(listed.data.map((document) => document.id));
  let moved = 0;
  let failed = 0;
  for (const document of local) {
    if (!held.has(document.id)) {
      const restored = await account.restore({ ...document, status: 'draft', version: 0 });
      let ok = restored.ok;
      if (ok && document.status !== 'draft') ok = (await account.issue(document.id)).ok;
      if (ok && document.status === 'cancelled')
        ok = (await account.cancel(document.id, document.cancel_reason || '—')).ok;
      if (ok) await claimNumber(document.kind, document.number);
      if (!ok) {
        failed += 1;
        continue;
      }
    }
    forgetLocalDocument(document.id);
    moved += 1;
  }
  return { moved, failed };
}
