import { memo, useState } from 'react';
import Download from 'lucide-react/icons/download';
import Printer from 'lucide-react/icons/printer';
import { PaperSheet, PrintPreview, usePaperSetting } from '../../components/print';
import { SenderProfilePanel } from '../../components/senderProfile';
import { downloadCsv } from '../../lib/download';
import { useSenderProfile } from '../../lib/senderProfile';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import {
  buildExpenseTemplateCsv,
  type ExpenseCategoryLabels,
  type ExpenseCsvLabels,
} from './buildExpenseTemplateCsv';
import { ExpenseReportDocument } from './ExpenseReportDocument';
import { ExpenseSettingsForm } from './ExpenseSettingsForm';
import { expenseFileName, formatMonth } from './expenseTemplateLayout';
import { isValidMonth } from './expenseTemplateSettings';
import { locales } from './locales';
import { useExpenseTemplateSettings } from './useExpenseTemplateSettings';

/**
 * The form's parts, drawn again only when their own inputs change: a key typed into a name draws
 * that section and the report (on screen, and its print copy just after) only.
 */
const ProfilePanel = memo(SenderProfilePanel);
const SettingsForm = memo(ExpenseSettingsForm);
// The same elements every render, so React skips the icons when the page is drawn again.
const downloadIcon = <Download className="h-4 w-4 shrink-0" />;
const printerIcon = <Printer className="h-4 w-4 shrink-0" />;

export default function ExpenseTemplateTool() {
  const { t, i18n } = useToolTranslation('expense-template', locales);
  const language = currentLanguage(i18n.resolvedLanguage);
  const { settings, actions } = useExpenseTemplateSettings();
  const { profile } = useSenderProfile();
  const [paper, setPaper] = usePaperSetting('expense-template');
  const [previewOpen, setPreviewOpen] = useState(false);
  const canExport = isValidMonth(settings.month) && settings.categories.length > 0;
  const fileBase = t('file_base');

  const exportCsv = () => {
    const csv = buildExpenseTemplateCsv(
      settings,
      formatMonth(settings.month, language),
      t('csv', { returnObjects: true }) as ExpenseCsvLabels,
      t('categories', { returnObjects: true }) as ExpenseCategoryLabels,
    );
    downloadCsv(expenseFileName(fileBase, settings, 'csv'), csv);
  };

  const reportDocument = (
    <ExpenseReportDocument settings={settings} sender={profile} language={language} t={t} />
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <div className="flex flex-col gap-6">
        <ProfilePanel />
        <SettingsForm settings={settings} actions={actions} t={t} />
        <div className="panel flex flex-col gap-3">
          <button
            type="button"
            className="btn btn-primary"
            onClick={exportCsv}
            disabled={!canExport}
            aria-describedby="expense-csv-hint"
          >
            {downloadIcon}
            {t('actions.csv')}
          </button>
          <p id="expense-csv-hint" className="muted text-xs">
            {t('actions.csv_hint')}
          </p>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setPreviewOpen(true)}
            disabled={!canExport}
            aria-describedby="expense-pdf-hint"
          >
            {printerIcon}
            {t('actions.pdf')}
          </button>
          <p id="expense-pdf-hint" className="muted text-xs">
            {t('actions.pdf_hint')}
          </p>
        </div>
      </div>
      <section
        className="panel flex min-w-0 flex-col gap-3"
        aria-labelledby="expense-preview-heading"
      >
        <h2
          id="expense-preview-heading"
          className="text-lg font-bold text-gray-900 dark:text-white"
        >
          {t('common:preview')}
        </h2>
        <div className="rounded-lg bg-gray-100 p-3 dark:bg-gray-900">
          <PaperSheet paper={paper} label={t('preview_label')}>
            {reportDocument}
          </PaperSheet>
        </div>
      </section>
      <PrintPreview
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        documentTitle={expenseFileName(fileBase, settings)}
        paper={paper}
        onPaperChange={setPaper}
      >
        {reportDocument}
      </PrintPreview>
    </div>
  );
}
