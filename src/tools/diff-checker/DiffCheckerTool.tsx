import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { useToolState } from '../../lib/useToolState';
import type { DiffView } from './buildDiffRows';
import { DiffResult } from './DiffResult';
import { locales } from './locales';
import { splitLines } from './splitLines';
import { useDiffInWorker } from './useDiffInWorker';
import { HelpPanel } from '../../components/HelpPanel';
import { RadioFieldset } from '../../components/RadioFieldset';
import { LargeTextField } from '../../components/largeText/LargeTextField';
import ArrowLeftRight from 'lucide-react/icons/arrow-left-right';

const NS = 'diff-checker';
const CONTEXT_LINES = 3;
const DEFAULT_SETTINGS = {
  ignoreWhitespace: false,
  ignoreCase: false,
  view: 'unified' as string,
  collapse: true,
};
const SETTING_KEYS = ['ignoreWhitespace', 'ignoreCase', 'view', 'collapse'] as const;

/**
 * The line count under a text area, counted again only when its text changes: the tool renders
 * again for every diff state, and splitting 10,000 lines each time would add to every task.
 */
function LineCount({ text, label }: { text: string; label: (count: number) => string }) {
  const count = useMemo(() => splitLines(text).length, [text]);
  return (
    <p className="muted text-right text-xs" aria-live="off">
      {label(count)}
    </p>
  );
}

export default function DiffCheckerTool() {
  const { t } = useToolTranslation(NS, locales);
  const id = useId();
  const [oldText, setOldText] = useState('');
  const [newText, setNewText] = useState('');
  // The settings (never the texts, which may be confidential) are kept and put in the URL.
  const [settings, updateSettings] = useToolState(NS, DEFAULT_SETTINGS, SETTING_KEYS);
  const { ignoreWhitespace, ignoreCase, collapse } = settings;
  const view: DiffView = settings.view === 'split' ? 'split' : 'unified';
  const diff = useDiffInWorker(oldText, newText, { ignoreWhitespace, ignoreCase });
  // A changed view or folding shows on its box at once; the table follows at low priority, in
  // slices React can interrupt (redrawing a table of thousands of rows would hold up the click).
  const tableView = useDeferredValue(view);
  const tableContext = useDeferredValue(collapse ? CONTEXT_LINES : null);
  const isEmpty = oldText === '' && newText === '';
  const outcome = isEmpty || diff.outcome?.status !== 'ok' ? null : diff.outcome;
  const identical = outcome !== null && outcome.summary.added + outcome.summary.removed === 0;
  const ignoredSome = identical && outcome.lines.some((line) => line.oldValue !== undefined);

  const textArea = (key: 'old' | 'new', value: string, onChange: (value: string) => void) => (
    <div className="flex flex-col gap-1">
      <LargeTextField
        id={`${id}-${key}`}
        label={t(`${key}_label`)}
        className="input min-h-48 resize-y font-mono text-sm"
        rows={12}
        spellCheck={false}
        value={value}
        placeholder={t(`${key}_placeholder`)}
        onChange={onChange}
      />
      <LineCount text={value} label={(count) => t('line_count', { count })} />
    </div>
  );

  return (
    <div className="flex flex-col gap-6">
      <section className="panel flex flex-col gap-4" aria-labelledby={`${id}-inputs`}>
        <h2 id={`${id}-inputs`} className="text-lg font-semibold">
          {t('inputs_heading')}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          {textArea('old', oldText, setOldText)}
          {textArea('new', newText, setNewText)}
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setOldText(newText);
              setNewText(oldText);
            }}
          >
            <ArrowLeftRight className="h-4 w-4 shrink-0" />
            {t('swap')}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setOldText(t('sample_old'));
              setNewText(t('sample_new'));
            }}
          >
            {t('sample')}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={isEmpty}
            onClick={() => {
              setOldText('');
              setNewText('');
            }}
          >
            {t('common:clear')}
          </button>
        </div>
      </section>

      <section className="panel flex flex-col gap-3" aria-labelledby={`${id}-options`}>
        <h2 id={`${id}-options`} className="text-lg font-semibold">
          {t('options_heading')}
        </h2>
        <div className="flex flex-col gap-2">
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-1 h-4 w-4"
              checked={ignoreWhitespace}
              onChange={(event) => updateSettings({ ignoreWhitespace: event.target.checked })}
              aria-describedby={`${id}-ws-help`}
            />
            <span>
              {t('ignore_whitespace')}
              <span id={`${id}-ws-help`} className="muted block text-sm">
                {t('ignore_whitespace_help')}
              </span>
            </span>
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={ignoreCase}
              onChange={(event) => updateSettings({ ignoreCase: event.target.checked })}
            />
            {t('ignore_case')}
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={collapse}
              onChange={(event) => updateSettings({ collapse: event.target.checked })}
            />
            {t('collapse_unchanged', { count: CONTEXT_LINES })}
          </label>
        </div>
        <RadioFieldset
          name={`${id}-view`}
          legend={t('view_label')}
          layout="row"
          options={(['unified', 'split'] as const).map((option) => ({
            value: option,
            label: t(`view_${option}`),
          }))}
          value={view}
          onChange={(option) => updateSettings({ view: option })}
        />
      </section>

      <section
        className="panel flex flex-col gap-3"
        aria-labelledby={`${id}-result`}
        aria-busy={diff.running}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${id}-result`} className="text-lg font-semibold">
            {t('result_heading')}
          </h2>
          <div role="status" className="flex flex-wrap items-center gap-2 text-sm">
            {diff.running && !isEmpty && <span className="muted">{t('running')}</span>}
            {outcome && (
              <>
                <span className="sr-only">{t('summary', { ...outcome.summary })}</span>
                <span
                  aria-hidden="true"
                  className="rounded-full bg-green-100 px-2.5 py-0.5 font-semibold text-green-800 dark:bg-green-900 dark:text-green-100"
                >
                  {t('summary_added', { count: outcome.summary.added })}
                </span>
                <span
                  aria-hidden="true"
                  className="rounded-full bg-red-100 px-2.5 py-0.5 font-semibold text-red-800 dark:bg-red-900 dark:text-red-100"
                >
                  {t('summary_removed', { count: outcome.summary.removed })}
                </span>
              </>
            )}
          </div>
        </div>
        {isEmpty && <p className="muted">{t('empty_hint')}</p>}
        {!isEmpty && diff.failure === 'timeout' && (
          <p role="alert" className="alert-warning">
            {t('timeout')}
          </p>
        )}
        {!isEmpty && diff.failure === 'error' && (
          <p role="alert" className="alert-error">
            {t('worker_failed')}
          </p>
        )}
        {identical && (
          <p className="alert-success">
            {t(ignoredSome ? 'no_differences_ignored' : 'no_differences')}
          </p>
        )}
        {outcome && outcome.lines.length > 0 && (
          <DiffResult
            key={diff.resultId}
            lines={outcome.lines}
            view={tableView}
            context={tableContext}
            ns={NS}
          />
        )}
      </section>

      <HelpPanel
        heading={t('help_heading')}
        items={t('help_items', { returnObjects: true }) as string[]}
      />
    </div>
  );
}
