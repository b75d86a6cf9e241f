import { useRef, useState } from 'react';
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
  /**
   * The kept document was changed elsewhere (another tab or device of the account) after this
   * page read it: the save was refused rather than overwriting that change. Both are shown;
   * the user keeps theirs (saved over it) or takes the kept one into the editor.
   */
  | { kind: 'conflict'; mine: QuoteDraft; kept: BusinessDocument }
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
  /**
   * The revision of each kept document the editor's copy is based on: read when it was opened
   * or last saved here — not the cached copy, which is read again whenever the window regains
   * focus and would let a save pass over a change made in another tab meanwhile.
   */
  const bases = useRef(new Map<string, number>());
  const noteBase = (document: { id: string; revision?: number }) => {
    if (document.revision !== undefined) bases.current.set(document.id, document.revision);
  };

  /**
   * Creates or updates the kept copy of a draft; returns its id, null on failure, or
   * 'conflict' when it was changed elsewhere meanwhile (the notice shows both).
   */
  const keep = async (draft: QuoteDraft): Promise<string | null | 'conflict'> => {
    // An issued or cancelled document is fixed: it is kept as it is (corrected separately).
    const kept = editor.kept?.id === draft.savedId ? editor.kept : null;
    if (kept && kept.status !== 'draft') return kept.id;
    // A draft restored after a reload is based on the kept copy as first read.
    if (kept && !bases.current.has(kept.id)) noteBase(kept);
    const content = toDocumentContent(draft);
    const result = draft.savedId
      ? await documents.update(draft.savedId, content, bases.current.get(draft.savedId))
      : await documents.create(content);
    // A document deleted elsewhere is kept again as a new one rather than lost.
    if (!result.ok && result.error.kind === 'not_found') {
      const again = await documents.create(content);
      if (again.ok) noteBase(again.data);
      return again.ok ? again.data.id : null;
    }
    if (!result.ok && result.error.kind === 'conflict' && draft.savedId) {
      const current = await documents.store.get(draft.savedId);
      if (!current.ok || !current.data) return null;
      setNotice({ kind: 'conflict', mine: draft, kept: current.data });
      return 'conflict';
    }
    if (result.ok) noteBase(result.data);
    return result.ok ? result.data.id : null;
  };

  /** After a refused save: the notice about the conflict stays; any other failure is said. */
  const failed = (result: null | 'conflict') =>
    result === 'conflict' ? undefined : setNotice({ kind: 'error', message: 'save_failed' });

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
      if (id === null || id === 'conflict') return failed(id);
      editor.setSavedId(id);
      setNotice({ kind: 'saved', number: documentNumberOf(draft) });
    });

  /** A conflict settled by keeping this page's document: saved over the one kept meanwhile. */
  const keepMine = (mine: QuoteDraft, kept: BusinessDocument) =>
    run(async () => {
      noteBase(kept);
      const id = await keep(mine);
      if (id === null || id === 'conflict') return failed(id);
      setNotice({ kind: 'saved', number: documentNumberOf(mine) });
    });

  /** A conflict settled by taking the document kept meanwhile into the editor. */
  const takeKept = (kept: BusinessDocument) => {
    const draft = readQuoteDraft(kept.data);
    if (!draft) return setNotice({ kind: 'error', message: 'unreadable' });
    noteBase(kept);
    documents.remember(kept);
    editor.replace({ ...draft, savedId: kept.id });
    setNotice({ kind: 'opened', number: kept.number });
  };

  /** Keeps the source, then makes and keeps the invoice or delivery note. */
  const make = (kind: MadeKind) =>
    run(async () => {
      const source = await editor.numbered();
      if (!source) return;
      const sourceId = await keep(source);
      if (sourceId === null || sourceId === 'conflict') return failed(sourceId);
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
      // A new document (no id yet): never refused as changed meanwhile.
      const keptMade = await keep(made);
      const madeId = keptMade === 'conflict' ? null : keptMade;
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
      noteBase(document);
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
      if (id === null || id === 'conflict') return failed(id);
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
      if (id === null || id === 'conflict') return failed(id);
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
    keepMine,
    takeKept,
    make,
    open,
    duplicate,
    remove,
    undoDelete,
    dismiss: () => setNotice(null),
  };
}
