import { useEffect, useMemo, useState } from 'react';
import { tokyoDateString } from '../../lib/dates';
import { downloadCsv } from '../../lib/download';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { STORAGE_KEYS } from '../../lib/storage';
import { parseYenAmount } from '../../lib/parseYenAmount';
import { buildInvoiceHistoryCsv } from './buildInvoiceHistoryCsv';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormatSettings } from './FormatSettings';
import type { InvoiceNumberSettings } from './formatInvoiceNumber';
import { addInvoiceEntry, computeInvoiceStatistics, type InvoiceEntry } from './invoiceHistory';
import { InvoiceHistoryList } from './InvoiceHistoryList';
import {
  clearInvoiceHistory,
  loadInvoiceHistory,
  newInvoiceEntryId,
  saveInvoiceHistory,
} from './invoiceHistoryStorage';
import { InvoiceStats } from './InvoiceStats';
import { IssuePanel } from './IssuePanel';
import { locales } from './locales';
import { planNextInvoice } from './planNextInvoice';

export default function InvoiceNumberTool() {
  const { t, i18n } = useToolTranslation('invoice-number', locales);
  const language = currentLanguage(i18n.resolvedLanguage);
  const [settings, setSettings] = useState<InvoiceNumberSettings>({
    format: 'YYYYMMDD-NNN',
    customPattern: '',
    prefix: '',
  });
  const [history, setHistory] = useState<InvoiceEntry[]>(loadInvoiceHistory);
  const [description, setDescription] = useState('');
  const [amountText, setAmountText] = useState('');
  const [lastIssued, setLastIssued] = useState<InvoiceEntry | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [clearedNotice, setClearedNotice] = useState(false);

  // Another tab may issue numbers too; keep this one's list and sequence in step with it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.invoiceHistory) {
        setHistory(loadInvoiceHistory());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const today = tokyoDateString();
  const plan = planNextInvoice(settings, history, today);
  const amount = parseYenAmount(amountText);
  const stats = useMemo(() => computeInvoiceStatistics(history, today), [history, today]);

  const issue = () => {
    // Re-read storage and the clock at the moment of issue, not at the last render.
    const latest = loadInvoiceHistory();
    const issueDate = tokyoDateString();
    const next = planNextInvoice(settings, latest, issueDate);
    if (next.number === null || amount.kind === 'invalid' || amount.kind === 'too_large') return;
    const entry: InvoiceEntry = {
      id: newInvoiceEntryId(),
      number: next.number,
      date: issueDate,
      description: description.trim(),
      ...(amount.kind === 'ok' ? { amount: amount.value } : {}),
    };
    const updated = addInvoiceEntry(latest, entry);
    setSaveFailed(!saveInvoiceHistory(updated));
    setHistory(updated);
    setLastIssued(entry);
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
        onChange={(patch) => setSettings((current) => ({ ...current, ...patch }))}
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
        onIssue={issue}
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
        cancelLabel={t('confirm.cancel')}
        onConfirm={confirmClear}
        onCancel={() => setConfirmingClear(false)}
      />
    </div>
  );
}
