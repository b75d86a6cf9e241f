import { useCallback, useEffect, useMemo, useState } from 'react';
import { useFirstLookNow } from '../../lib/leftForTheApp';
import type { SenderProfile } from '../../lib/senderProfile/senderProfile';
import { readString, writeJson } from '../../lib/storage';
import { documentNumberOf, followProfile, withDocumentNumber } from './documentDraft';
import { MAX_ITEMS } from './calculateQuoteTotals';
import {
  changeQuoteDate,
  createDiscountItem,
  createEmptyItem,
  createQuoteDraft,
  QUOTE_DRAFT_STORAGE_KEY,
  readQuoteDraft,
} from './quoteDraft';
import type { QuoteDraft, QuoteHeader, QuoteItem, Rounding, TaxEntry, TaxRate } from './quoteTypes';

function readStoredDraft(): QuoteDraft | null {
  const raw = readString(QUOTE_DRAFT_STORAGE_KEY);
  if (raw === null) return null;
  try {
    return readQuoteDraft(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** The quote being edited, kept in local storage so a reload loses nothing. */
export function useQuoteDraft() {
  // Drawn at build time, the page does not know today: it starts from a stand-in day, whose
  // number and dates it leaves empty for the app to fill in (DocumentNumberFields).
  const now = useFirstLookNow();
  const [draft, setDraft] = useState<QuoteDraft>(
    () => readStoredDraft() ?? createQuoteDraft(now()),
  );

  useEffect(() => {
    writeJson(QUOTE_DRAFT_STORAGE_KEY, draft);
  }, [draft]);

  const updateHeader = useCallback(<K extends keyof QuoteHeader>(key: K, value: QuoteHeader[K]) => {
    setDraft((current) => ({ ...current, header: { ...current.header, [key]: value } }));
  }, []);

  const changeDate = useCallback((date: string) => {
    setDraft((current) => ({ ...current, header: changeQuoteDate(current.header, date) }));
  }, []);

  const updateItem = useCallback(
    <K extends keyof QuoteItem>(id: string, key: K, value: QuoteItem[K]) => {
      setDraft((current) => ({
        ...current,
        items: current.items.map((item) => (item.id === id ? { ...item, [key]: value } : item)),
      }));
    },
    [],
  );

  const addItem = useCallback(() => {
    setDraft((current) =>
      current.items.length >= MAX_ITEMS
        ? current
        : { ...current, items: [...current.items, createEmptyItem(current.taxRate)] },
    );
  }, []);

  /** The last remaining item cannot be deleted. */
  const removeItem = useCallback((id: string) => {
    setDraft((current) =>
      current.items.length <= 1
        ? current
        : { ...current, items: current.items.filter((item) => item.id !== id) },
    );
  }, []);

  const setTaxRate = useCallback((taxRate: TaxRate) => {
    setDraft((current) => ({ ...current, taxRate }));
  }, []);

  /** Turning per-item rates on starts every item at the quote's rate, so totals do not jump. */
  const setPerItemTax = useCallback((perItemTax: boolean) => {
    setDraft((current) => ({
      ...current,
      perItemTax,
      items: perItemTax
        ? current.items.map((item) => ({ ...item, taxRate: current.taxRate }))
        : current.items,
    }));
  }, []);

  /** A new document keeps the issuer's way of writing prices: 税込/税抜, 端数処理, 免税事業者. */
  const reset = useCallback(
    () =>
      setDraft((current) => ({
        ...createQuoteDraft(),
        taxEntry: current.taxEntry,
        rounding: current.rounding,
        exemptIssuer: current.exemptIssuer,
      })),
    [],
  );

  /** A 値引き line at the document's rate (the user may set another rate per item). */
  const addDiscount = useCallback((name: string) => {
    setDraft((current) =>
      current.items.length >= MAX_ITEMS
        ? current
        : { ...current, items: [...current.items, createDiscountItem(current.taxRate, name)] },
    );
  }, []);

  const setTaxEntry = useCallback((taxEntry: TaxEntry) => {
    setDraft((current) => ({ ...current, taxEntry }));
  }, []);

  const setRounding = useCallback((rounding: Rounding) => {
    setDraft((current) => ({ ...current, rounding }));
  }, []);

  const setExemptIssuer = useCallback((exemptIssuer: boolean) => {
    setDraft((current) => ({ ...current, exemptIssuer }));
  }, []);

  /** Opens another document (kept, duplicated or made from this one) in the editor. */
  const replace = useCallback((next: QuoteDraft) => setDraft(next), []);

  /** Brings profile values into the issuer fields that follow it (see followProfile). */
  const followSenderProfile = useCallback((profile: SenderProfile) => {
    setDraft((current) => followProfile(current, profile));
  }, []);

  const setWithholding = useCallback((withholding: boolean) => {
    setDraft((current) => ({ ...current, withholding }));
  }, []);

  const setPaperReceipt = useCallback((paperReceipt: boolean) => {
    setDraft((current) => ({ ...current, paperReceipt }));
  }, []);

  /** Sets the number the numbering issued, unless the user has opened another document since. */
  const setIssuedNumber = useCallback((forDraft: QuoteDraft, number: string) => {
    setDraft((current) =>
      current.kind === forDraft.kind &&
      current.savedId === forDraft.savedId &&
      documentNumberOf(current) === ''
        ? withDocumentNumber(current, number)
        : current,
    );
  }, []);

  const setSavedId = useCallback((savedId: string | null) => {
    setDraft((current) => ({ ...current, savedId }));
  }, []);

  // The actions stay the same object while the draft changes (every callback above is stable),
  // so the form's parts that take only actions are not drawn again for each key typed.
  const actions = useMemo(
    () => ({
      updateHeader,
      changeDate,
      updateItem,
      addItem,
      removeItem,
      setTaxRate,
      setPerItemTax,
      reset,
      replace,
      setSavedId,
      followSenderProfile,
      setWithholding,
      setPaperReceipt,
      setIssuedNumber,
      addDiscount,
      setTaxEntry,
      setRounding,
      setExemptIssuer,
    }),
    [
      addDiscount,
      setTaxEntry,
      setRounding,
      setExemptIssuer,
      updateHeader,
      changeDate,
      updateItem,
      addItem,
      removeItem,
      setTaxRate,
      setPerItemTax,
      reset,
      replace,
      setSavedId,
      followSenderProfile,
      setWithholding,
      setPaperReceipt,
      setIssuedNumber,
    ],
  );
  return { draft, actions };
}

export type QuoteDraftActions = ReturnType<typeof useQuoteDraft>['actions'];
