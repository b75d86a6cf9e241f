import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { onOtherTabStorageChange } from '../../lib/crossTabStorage';
import { STORAGE_KEYS } from '../../lib/storage';
import {
  clearInvoiceHistory,
  INVOICE_COUNTERS_STORAGE_KEY,
  ISSUED_NUMBERS_STORAGE_KEY,
  loadInvoiceCounters,
  loadInvoiceHistory,
  loadIssuedNumbers,
  loadNumberingSettings,
  saveNumberingSettings,
  type InvoiceEntry,
  type NumberingSettings,
} from '../../lib/documentNumbering';

/**
 * What this browser keeps for the invoice numbers: the format settings, the issued history and
 * the sequences. `records` stays the same object until one of them changes and `actions` for
 * the hook's life, so the form's memo parts that take them are not drawn again for each key
 * typed into the issue form.
 */
export function useInvoiceRecords() {
  const [settings, setSettings] = useState<NumberingSettings>(loadNumberingSettings);
  const [history, setHistory] = useState<InvoiceEntry[]>(loadInvoiceHistory);
  const [counters, setCounters] = useState(loadInvoiceCounters);
  const [issued, setIssued] = useState(loadIssuedNumbers);
  // The settings a change is made to: two changes before the next render both count.
  const latestSettings = useRef(settings);
  useLayoutEffect(() => {
    latestSettings.current = settings;
  }, [settings]);

  /** Reads history and sequences again (after an issue, or another tab's). */
  const reload = useCallback(() => {
    const latest = loadInvoiceHistory();
    setHistory(latest);
    setCounters(loadInvoiceCounters());
    setIssued(loadIssuedNumbers());
    return latest;
  }, []);

  // Another tab may issue numbers too; keep this one's list and sequence in step with it.
  useEffect(
    () =>
      onOtherTabStorageChange(
        [STORAGE_KEYS.invoiceHistory, INVOICE_COUNTERS_STORAGE_KEY, ISSUED_NUMBERS_STORAGE_KEY],
        reload,
      ),
    [reload],
  );

  const changeSettings = useCallback((patch: Partial<NumberingSettings>) => {
    const next = { ...latestSettings.current, ...patch };
    latestSettings.current = next;
    setSettings(next);
    saveNumberingSettings(next);
  }, []);

  const clearHistory = useCallback(() => {
    clearInvoiceHistory();
    setHistory([]);
  }, []);

  const records = useMemo(
    () => ({ settings, history, counters, issued }),
    [settings, history, counters, issued],
  );
  const actions = useMemo(
    () => ({ changeSettings, reload, clearHistory }),
    [changeSettings, reload, clearHistory],
  );
  return { records, actions };
}
