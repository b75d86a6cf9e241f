import { memo, useCallback, useMemo, useState } from 'react';
import { tokyoDateString } from '../../lib/dates';
import { downloadCsv } from '../../lib/download';
import { useFirstLookNow } from '../../lib/leftForTheApp';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { parseYenAmount } from '../../lib/parseYenAmount';
import { buildInvoiceHistoryCsv } from './buildInvoiceHistoryCsv';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormatSettings } from './FormatSettings';
import {
  computeInvoiceStatistics,
  planNextNumber,
  settingsFor,
  type InvoiceEntry,
} from '../../lib/documentNumbering';
import { useDocumentNumbering } from '../../lib/documentNumbering/useDocumentNumbering';
import { InvoiceHistoryList } from './InvoiceHistoryList';
import { InvoiceStats } from './InvoiceStats';
import { IssuePanel } from './IssuePanel';
import { locales } from './locales';
import { useInvoiceRecords } from './useInvoiceRecords';

/**
 * The page's parts, drawn again only when their own inputs change: a key typed into the issue
 * form redraws that form alone, not the settings, statistics and history beside it (the whole
 * page each key before; `npm run bench:inp`).
 */
const Settings = memo(FormatSettings);
const Issue = memo(IssuePanel);
const Stats = memo(InvoiceStats);
const History = memo(InvoiceHistoryList);
const ClearDialog = memo(ConfirmDialog);

export default function InvoiceNumberTool() {
  const { t, i18n } = useToolTranslation('invoice-number', locales);
  const language = currentLanguage(i18n.resolvedLanguage);
  const { records, actions } = useInvoiceRecords();
  const { settings, history, counters, issued } = records;
  const { changeSettings, reload, clearHistory } = actions;
  const numbering = useDocumentNumbering();
  const [issuing, setIssuing] = useState(false);
  const [refusal, setRefusal] = useState<'account' | 'storage' | null>(null);
  const [description, setDescription] = useState('');
  const [amountText, setAmountText] = useState('');
  const [lastIssued, setLastIssued] = useState<InvoiceEntry | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [clearedNotice, setClearedNotice] = useState(false);

  // Drawn at build time, the page does not know today: it plans from a stand-in day, whose
  // number and examples it leaves empty for the app to fill in (IssuePanel, FormatSettings).
  const now = useFirstLookNow();
  const today = tokyoDateString(now());
  // What this browser knows; signed in, another device may have taken it, and the next free
  // number is issued instead.
  const plan = useMemo(
    () => planNextNumber(settingsFor(settings, 'invoice'), issued, today, counters),
    [settings, issued, today, counters],
  );
  const amount = parseYenAmount(amountText);
  const stats = useMemo(() => computeInvoiceStatistics(history, today), [history, today]);

  const issue = async () => {
    if (amount.kind === 'invalid' || amount.kind === 'too_large' || issuing) return;
    setIssuing(true);
    // The numbering re-reads storage (and the account) and the clock under the lock.
    const result = await numbering.issue('invoice', {
      settings,
      details: { description, ...(amount.kind === 'ok' ? { amount: amount.value } : {}) },
    });
    setIssuing(false);
    const latest = reload();
    setRefusal(
      !result.ok && (result.reason === 'account' || result.reason === 'storage')
        ? result.reason
        : null,
    );
    if (!result.ok) return;
    setSaveFailed(!result.saved);
    setLastIssued(latest.find((entry) => entry.number === result.number) ?? null);
    setClearedNotice(false);
    setDescription('');
    setAmountText('');
  };

  const exportCsv = useCallback(() => {
    const csv = buildInvoiceHistoryCsv(history, [
      t('csv.number'),
      t('csv.date'),
      t('csv.description'),
      t('csv.amount'),
    ]);
    downloadCsv(t('csv.file_name', { date: tokyoDateString() }), csv);
  }, [history, t]);

  const askToClear = useCallback(() => setConfirmingClear(true), []);
  const cancelClear = useCallback(() => setConfirmingClear(false), []);
  const confirmClear = useCallback(() => {
    clearHistory();
    setLastIssued(null);
    setConfirmingClear(false);
    setClearedNotice(true);
    // The clear button is disabled now, so the dialog cannot hand focus back to it.
    requestAnimationFrame(() => document.getElementById('invoice-history-heading')?.focus());
  }, [clearHistory]);

  return (
    <div className="flex flex-col gap-6">
      <Settings
        t={t}
        settings={settings}
        today={today}
        patternProblem={plan.patternProblem}
        onChange={changeSettings}
      />
      <Issue
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
        refusal={refusal}
        onIssue={() => void issue()}
      />
      <Stats t={t} stats={stats} />
      <History
        t={t}
        language={language}
        history={history}
        clearedNotice={clearedNotice}
        onExportCsv={exportCsv}
        onClear={askToClear}
      />
      <ClearDialog
        open={confirmingClear}
        title={t('confirm.title')}
        message={t('confirm.message', { count: history.length })}
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('common:cancel')}
        onConfirm={confirmClear}
        onCancel={cancelClear}
      />
    </div>
  );
}
