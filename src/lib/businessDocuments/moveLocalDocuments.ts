import type { MoveResult } from './accountDocumentStore';
import type { BusinessDocument, DocumentVersion } from './businessDocument';
import { forgetLocalDocument, loadLocalDocuments, loadLocalVersions } from './localDocumentStore';

export interface MoveOutcome {
  moved: number;
  failed: number;
  /** Documents whose number the account already held, with the number each got instead. */
  renumbered: { from: string; to: string }[];
}

/**
 * Moves the documents kept in this browser into the account a visitor has just signed in to:
 * each keeps its id (a move that is interrupted and run again never makes a second copy), its
 * state and every fixed version with its reason and original time. A number the account already
 * holds (issued there, or by the invoice-number tool) is never kept twice: the document gets a
 * newly claimed number, recorded as a version naming the old one, and the page says old → new.
 * Only what reached the account is removed from the browser.
 */
export async function moveLocalDocuments(
  move: (
    document: BusinessDocument,
    versions: readonly DocumentVersion[],
    renumber: { from: string; to: string } | null,
  ) => Promise<MoveResult>,
  claimNumber: (kind: BusinessDocument['kind']) => Promise<string | null>,
): Promise<MoveOutcome> {
  const outcome: MoveOutcome = { moved: 0, failed: 0, renumbered: [] };
  for (const document of loadLocalDocuments()) {
    const versions = loadLocalVersions(document.id);
    let result = await move(document, versions, null);
    if (!result.ok && result.reason === 'number_held') {
      const number = await claimNumber(document.kind);
      if (number) {
        const renumber = { from: document.number, to: number };
        result = await move(document, versions, renumber);
        if (result.ok) outcome.renumbered.push(renumber);
      }
    }
    if (!result.ok) {
      outcome.failed += 1;
      continue;
    }
    forgetLocalDocument(document.id);
    outcome.moved += 1;
  }
  return outcome;
}
