import { useState } from 'react';
import type {
  BusinessDocument,
  DocumentSummary,
} from '../../lib/businessDocuments/businessDocument';
import type { BusinessDocumentsApi } from '../../lib/businessDocuments/useBusinessDocuments';
import { tokyoDateString } from '../../lib/dates';
import type { IssueNumberResult, NumberedKind } from '../../lib/documentNumbering';
import type { QuoteTotals } from './calculateQuoteTotals';
import {
  convertDraft,
  documentNumberOf,
  receiptFromInvoice,
  toDocumentContent,
} from './documentDraft';
import { readQuoteDraft, withHonorific } from './quoteDraft';
import type { MadeKind, QuoteDraft } from './quoteTypes';

export type KeepingNotice =
  | { kind: 'saved' | 'opened' | 'restored'; number: string }
  | { kind: 'made'; documentKind: QuoteDraft['kind']; number: string; numberingSaved: boolean }
  | { kind: 'duplicated'; number: string; copy: string }
  | { kind: 'deleted'; document: BusinessDocument }
  | { kind: 'issued' | 'cancelled'; number: string }
  | { kind: 'corrected'; version: number }
  | {
      kind: 'error';
      message:
        | 'save_failed'
        | 'numbering_refused'
        | 'numbering_unreachable'
        | 'numbering_storage'
        | 'action_failed'
        | 'unreadable';
    };

interface Editor {
  draft: QuoteDraft;
  /** The kept document the draft was saved as or opened from, as last read. */
  kept: DocumentSummary | null;
  /**
   * The draft with its number: a document takes its number only when it is saved, issued,
   * converted or output, never when a page opens. Null when none could be issued (the page
   * says why).
   */
  numbered: () => Promise<QuoteDraft | null>;
  totals: QuoteTotals;
  replace: (draft: QuoteDraft) => void;
  setSavedId: (id: string | null) => void;
}

/**
 * Saving, opening, duplicating, deleting (with undo) and converting documents: the editor's
 * draft on one side, the kept documents (account or browser) on the other.
 */
type IssueNumber = (
  kind: NumberedKind,
  details?: { description: string; amount?: number },
) => Promise<IssueNumberResult>;

export const refusal = (result: Extract<IssueNumberResult, { ok: false }>): KeepingNotice => ({
  kind: 'error',
  message:
    result.reason === 'account'
      ? 'numbering_unreachable'
      : result.reason === 'storage'
        ? 'numbering_storage'
        : 'numbering_refused',
});

export function useDocumentKeeping(
  editor: Editor,
  documents: BusinessDocumentsApi,
  bankAccount: string,
  issueNumber: IssueNumber,
) {
  const [notice, setNotice] = useState<KeepingNotice | null>(null);
  const [busy, setBusy] = useState(false);

  /** Creates or updates the kept copy of a draft; returns its id, or null on failure. */
  const keep = async (draft: QuoteDraft): Promise<string | null> => {
    // An issued or cancelled document is fixed: it is kept as it is (corrected separately).
    const kept = editor.kept?.id === draft.savedId ? editor.kept : null;
    if (kept && kept.status !== 'draft') return kept.id;
    const content = toDocumentContent(draft);
    const result = draft.savedId
      ? await documents.update(draft.savedId, content)
      : await documents.create(content);
    // A document deleted elsewhere is kept again as a new one rather than lost.
    if (!result.ok && result.error.kind === 'not_found') {
      const again = await documents.create(content);
      return again.ok ? again.data.id : null;
    }
    return result.ok ? result.data.id : null;
  };

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    run(async () => {
      const draft = await editor.numbered();
      if (!draft) return;
      const id = await keep(draft);
      if (!id) return setNotice({ kind: 'error', message: 'save_failed' });
      editor.setSavedId(id);
      setNotice({ kind: 'saved', number: documentNumberOf(draft) });
    });

  /** Keeps the source, then makes and keeps the invoice or delivery note. */
  const make = (kind: MadeKind) =>
    run(async () => {
      const source = await editor.numbered();
      if (!source) return;
      const sourceId = await keep(source);
      if (!sourceId) return setNotice({ kind: 'error', message: 'save_failed' });
      editor.setSavedId(sourceId);
      const client = withHonorific(source.header.clientName, source.header.honorific);
      const issued = await issueNumber(kind, {
        description: [client, source.header.subject.trim()].filter(Boolean).join(' '),
        amount: editor.totals.total,
      });
      if (!issued.ok) return setNotice(refusal(issued));
      const { number, saved: numberingSaved } = issued;
      // The 納期 reader holds the 和暦 tables: loaded when a document is converted, not with the page.
      const { parseJapaneseDate } = await import('../../lib/parseJapaneseDate');
      const delivered = parseJapaneseDate(source.header.deliveryTerms, source.header.date);
      const conversion = { number, today: tokyoDateString(), bankAccount, delivered };
      const made =
        kind === 'receipt'
          ? receiptFromInvoice(source, conversion)
          : convertDraft(source, kind, conversion);
      const madeId = await keep(made);
      editor.replace({ ...made, savedId: madeId });
      if (!madeId) return setNotice({ kind: 'error', message: 'save_failed' });
      setNotice({ kind: 'made', documentKind: kind, number, numberingSaved });
    });

  /** The whole document of a row of the list (the list and the search read no data). */
  const read = async (summary: Pick<DocumentSummary, 'id'>): Promise<BusinessDocument | null> => {
    const result = await documents.store.get(summary.id);
    if (!result.ok) {
      setNotice({ kind: 'error', message: 'action_failed' });
      return null;
    }
    if (!result.data) setNotice({ kind: 'error', message: 'unreadable' });
    return result.data;
  };

  const open = (summary: Pick<DocumentSummary, 'id'>) =>
    run(async () => {
      const document = await read(summary);
      if (!document) return;
      const draft = readQuoteDraft(document.data);
      if (!draft) return setNotice({ kind: 'error', message: 'unreadable' });
      documents.remember(document);
      editor.replace({ ...draft, savedId: document.id });
      setNotice({ kind: 'opened', number: document.number });
    });

  /** A copy gets a new number: a new quote number, a freshly issued invoice number. */
  const duplicate = (summary: DocumentSummary) =>
    run(async () => {
      const document = await read(summary);
      if (!document) return;
      const draft = readQuoteDraft(document.data);
      if (!draft) return setNotice({ kind: 'error', message: 'unreadable' });
      const issued = await issueNumber(draft.kind, { description: document.client });
      if (!issued.ok) return setNotice(refusal(issued));
      const field = draft.kind === 'quote' ? 'quoteNumber' : 'documentNumber';
      const copy: QuoteDraft = {
        ...draft,
        savedId: null,
        header: { ...draft.header, [field]: issued.number },
      };
      const id = await keep(copy);
      if (!id) return setNotice({ kind: 'error', message: 'save_failed' });
      editor.replace({ ...copy, savedId: id });
      setNotice({ kind: 'duplicated', number: document.number, copy: documentNumberOf(copy) });
    });

  const remove = (summary: DocumentSummary) =>
    run(async () => {
      // Read whole first, so that 「元に戻す」 can put it back as it was.
      const document = await read(summary);
      if (!document) return;
      const result = await documents.remove(document.id);
      if (!result.ok) return setNotice({ kind: 'error', message: 'action_failed' });
      if (editor.draft.savedId === document.id) editor.setSavedId(null);
      setNotice({ kind: 'deleted', document });
    });

  const undoDelete = (document: BusinessDocument) =>
    run(async () => {
      const result = await documents.restore(document);
      if (!result.ok) return setNotice({ kind: 'error', message: 'action_failed' });
      setNotice({ kind: 'restored', number: document.number });
    });

  /** Keeps the draft, then issues it: from now on it is fixed. */
  const issue = () =>
    run(async () => {
      const draft = await editor.numbered();
      if (!draft) return;
      const id = await keep(draft);
      if (!id) return setNotice({ kind: 'error', message: 'save_failed' });
      editor.setSavedId(id);
      const result = await documents.issue(id);
      if (!result.ok) return setNotice({ kind: 'error', message: 'action_failed' });
      setNotice({ kind: 'issued', number: result.data.number });
    });

  /** Saves the corrected draft as a new version of the issued document. */
  const correct = async (reason: string) => {
    const id = editor.draft.savedId;
    if (!id) return false;
    setBusy(true);
    const result = await documents.correct(id, toDocumentContent(editor.draft), reason);
    setBusy(false);
    if (!result.ok) {
      setNotice({ kind: 'error', message: 'action_failed' });
      return false;
    }
    setNotice({ kind: 'corrected', version: result.data.version });
    return true;
  };

  const cancel = async (reason: string) => {
    const id = editor.draft.savedId;
    if (!id) return false;
    setBusy(true);
    const result = await documents.cancel(id, reason);
    setBusy(false);
    if (!result.ok) {
      setNotice({ kind: 'error', message: 'action_failed' });
      return false;
    }
    setNotice({ kind: 'cancelled', number: result.data.number });
    return true;
  };

  return {
    notice,
    busy,
    issue,
    correct,
    cancel,
    save,
    make,
    open,
    duplicate,
    remove,
    undoDelete,
    dismiss: () => setNotice(null),
  };
}
