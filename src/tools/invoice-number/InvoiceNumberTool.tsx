import { useEffect, useMemo, useState } from 'react';
import { tokyoDateString } from '../../lib/dates';
import { downloadCsv } from '../../lib/download';
import { useFirstLookNow } from '../../lib/leftForTheApp';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { STORAGE_KEYS } from '../../lib/storage';
import { parseYenAmount } from '../../lib/parseYenAmount';
import { buildInvoiceHistoryCsv } from './buildInvoiceHistoryCsv';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormatSettings } from './FormatSettings';
import {
  clearInvoiceHistory,
  computeInvoiceStatistics,
  INVOICE_COUNTERS_STORAGE_KEY,
  ISSUED_NUMBERS_STORAGE_KEY,
  loadInvoiceCounters,
  loadInvoiceHistory,
  loadIssuedNumbers,
  loadNumberingSettings,
  planNextNumber,
  saveNumberingSettings,
  settingsFor,
  type InvoiceEntry,
  type NumberingSettings,
} from '../../lib/documentNumbering';
import { useDocumentNumbering } from '../../lib/documentNumbering/useDocumentNumbering';
import { InvoiceHistoryList } from './InvoiceHistoryList';
import { InvoiceStats } from './InvoiceStats';
import { IssuePanel } from './IssuePanel';
import { locales } from './locales';

export default function InvoiceNumberTool() {
  const { t, i18n } = useToolTranslation('invoice-number', locales);
  const language = currentLanguage(i18n.resolvedLanguage);
  const [settings, setSettings] = useState<NumberingSettings>(loadNumberingSettings);
  const [history, setHistory] = useState<InvoiceEntry[]>(loadInvoiceHistory);
  const [counters, setCounters] = useState(loadInvoiceCounters);
  const [issued, setIssued] = useState(loadIssuedNumbers);
  const numbering = useDocumentNumbering();
  const [issuing, setIssuing] = useState(false);
  const [accountFailed, setAccountFailed] = useState(false);
  const [description, setDescription] = useState('');
  const [amountText, setAmountText] = useState('');
  const [lastIssued, setLastIssued] = useState<InvoiceEntry | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [clearedNotice, setClearedNotice] = useState(false);

  // Another tab may issue numbers too; keep this one's list and sequence in step with it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (
        event.key === null ||
        event.key === STORAGE_KEYS.invoiceHistory ||
        event.key === INVOICE_COUNTERS_STORAGE_KEY ||
        event.key === ISSUED_NUMBERS_STORAGE_KEY
      ) {
        setHistory(loadInvoiceHistory());
        setCounters(loadInvoiceCounters());
        setIssued(loadIssuedNumbers());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Drawn at build time, the page does not know today: it plans from a stand-in day, whose
  // number and examples it leaves empty for the app to fill in (IssuePanel, FormatSettings).
  const now = useFirstLookNow();
  const today = tokyoDateString(now());
  // What this browser knows; signed in, another device may have taken it, and the next free
  // number is issued instead.
  const plan = planNextNumber(settingsFor(settings, 'invoice'), issued, today, counters);
  const amount = parseYenAmount(amountText);
  const stats = useMemo(() => computeInvoiceStatistics(history, today), [history, today]);

  const changeSettings = (patch: Partial<NumberingSettings>) => {
    const next = { ...settings, ...patch };
    setSettings(next);
    saveNumberingSettings(next);
  };

  const issue = async () => {
    if (amount.kind === 'invalid' || amount.kind === 'too_large' || issuing) return;
    setIssuing(true);
    // The numbering re-reads storage (and the account) and the clock under the lock.
    const result = await numbering.issue('invoice', {
      settings,
      details: { description, ...(amount.kind === 'ok' ? { amount: amount.value } : {}) },
    });
    setIssuing(false);
    const latest = loadInvoiceHistory();
    setHistory(latest);
    setCounters(loadInvoiceCounters());
    setIssued(loadIssuedNumbers());
    setAccountFailed(!result.ok && result.reason === 'account');
    if (!result.ok) return;
    setSaveFailed(!result.saved);
    setLastIssued(latest.find((entry) => entry.number === result.number) ?? null);
    setClearedNotice(false);
    setDescription('');
    setAmountText('');
  };

  const exportCsv = () => {
    const csv = buildInvoiceHistoryCsv(history, [
      t('csv.number'),
      t('csv.date'),
      t('csv.description'),
      t('csv.amount'),
    ]);
    downloadCsv(t('csv.file_name', { date: tokyoDateString() }), csv);
  };

  const confirmClear = () => {
    clearInvoiceHistory();
    setHistory([]);
    setLastIssued(null);
    setConfirmingClear(false);
    setClearedNotice(true);
    // The clear button is disabled now, so the dialog cannot hand focus back to it.
    requestAnimationFrame(() => document.getElementById('invoice-history-heading')?.focus());
  };

  return (
    <div className="flex flex-col gap-6">
      <FormatSettings
        t={t}
        settings={settings}
        today={today}
        patternProblem={plan.patternProblem}
        onChange={changeSettings}
      />
      <IssuePanel
        t={t}
        plan={plan}
        description={description}
        amountText={amountText}
        amount={amount}
        lastIssued={lastIssued}
        saveFailed={saveFailed}
        onDescriptionChange={setDescription}
        onAmountChange={setAmountText}
        busy={issuing || !numbering.ready}
        accountFailed={accountFailed}
        onIssue={() => void issue()}
      />
      <InvoiceStats t={t} stats={stats} />
      <InvoiceHistoryList
        t={t}
        language={language}
        history={history}
        clearedNotice={clearedNotice}
        onExportCsv={exportCsv}
        onClear={() => setConfirmingClear(true)}
      />
      <ConfirmDialog
        open={confirmingClear}
        title={t('confirm.title')}
        message={t('confirm.message', { count: history.length })}
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('common:cancel')}
        onConfirm={confirmClear}
        onCancel={() => setConfirmingClear(false)}
      />
    </div>
  );
}
