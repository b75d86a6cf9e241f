import {
  useDeferredValue,
  useMemo,
  useRef,
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
} from 'react';
import { CopyButton } from '../../components/CopyButton';
import { downloadText } from '../../lib/download';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { JsonErrorDetails } from './JsonErrorDetails';
import { JsonHowTo } from './JsonHowTo';
import { JsonOptionsFieldset } from './JsonOptionsFieldset';
import { JsonTreeView } from './JsonTreeView';
import { LargeTextSummary } from '../../components/largeText/LargeTextSummary';
import { formatByteSize, pasteInto, previewText, utf8ByteLength } from '../../lib/largeText';
import { LARGE_INPUT_CHARS, RESULT_PREVIEW_CHARS, RESULT_WHOLE_CHARS } from './jsonLimits';
import { locales } from './locales';
import { MAX_FILE_MB, useJsonTool } from './useJsonTool';
import { formatInteger } from '../../lib/format';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Download from 'lucide-react/icons/download';

const TEXTAREA_CLASS = 'input h-80 w-full resize-y font-mono text-sm leading-relaxed';

export default function JsonTool() {
  const { t, i18n } = useToolTranslation('json-tool', locales);
  const tool = useJsonTool();
  const fileInput = useRef<HTMLInputElement>(null);

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      tool.run('format');
    }
  };

  // A big paste would freeze the textarea before any code of ours runs: take it over (placed a
  // task later: useJsonTool's pasteLater).
  const onInputPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (tool.input.length + pasted.length <= LARGE_INPUT_CHARS) return;
    event.preventDefault();
    const area = event.currentTarget;
    tool.pasteLater(pasteInto(tool.input, pasted, area.selectionStart, area.selectionEnd));
  };

  // Without this, a dropped file would open in the tab and the page would be gone.
  const onDrop = (event: DragEvent<HTMLElement>) => {
    const file = event.dataTransfer.files[0];
    if (!file) return;
    event.preventDefault();
    tool.openFile(file);
  };

  const shownOutput = useMemo(
    () =>
      previewText(
        tool.output,
        tool.output.length <= RESULT_WHOLE_CHARS ? RESULT_WHOLE_CHARS : RESULT_PREVIEW_CHARS,
      ),
    [tool.output],
  );
  // While a big result is still being put together, its beginning is shown already.
  const resultPreview = tool.pending
    ? {
        text: tool.pending.text,
        // Until the whole result's length is known, its beginning is shown without the notice.
        cut: tool.pending.length !== null && tool.pending.length > tool.pending.text.length,
      }
    : shownOutput;
  const outputLength = tool.pending ? (tool.pending.length ?? 0) : tool.output.length;
  const largeInput = tool.input.length > LARGE_INPUT_CHARS;
  // A big document's size is counted in a render of its own, after the one that places it
  // (5 MB of Japanese text: 15–30 ms); meanwhile the summary says "…".
  // (Only a big document is deferred: typing in the text area renders once a key.)
  const countedInput = useDeferredValue(largeInput ? tool.input : '');
  const inputSize = useMemo(
    () =>
      countedInput === ''
        ? ''
        : formatByteSize(utf8ByteLength(countedInput), i18n.resolvedLanguage),
    [countedInput, i18n.resolvedLanguage],
  );
  const shownInputSize = countedInput === tool.input ? inputSize : '…';

  const download = () => {
    const name = tool.lastAction === 'minify' ? 'minified.json' : 'formatted.json';
    downloadText(name, tool.output, 'application/json');
  };

  return (
    <div className="flex flex-col gap-4">
      <div
        className="panel flex flex-col gap-3"
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
      >
        {largeInput ? (
          <h2 className="text-lg font-semibold text-gray-900 dark:text-white">
            {t('input_label')}
          </h2>
        ) : (
          <label
            htmlFor="json-input"
            className="text-lg font-semibold text-gray-900 dark:text-white"
          >
            {t('input_label')}
          </label>
        )}
        {largeInput ? (
          <section aria-labelledby="json-large-input-title">
            <LargeTextSummary
              text={tool.input}
              titleId="json-large-input-title"
              title={
                tool.inputName
                  ? t('large_input_file', { name: tool.inputName, size: shownInputSize })
                  : t('large_input_pasted', { size: shownInputSize })
              }
              hint={t('large_input_hint')}
            />
          </section>
        ) : (
          <textarea
            id="json-input"
            className={TEXTAREA_CLASS}
            value={tool.input}
            placeholder={t('input_placeholder')}
            spellCheck={false}
            aria-describedby="json-shortcut-hint"
            onChange={(event) => tool.setInput(event.target.value)}
            onKeyDown={onInputKeyDown}
            onFocus={tool.prepareWorker}
            onPaste={onInputPaste}
          />
        )}
        <p id="json-shortcut-hint" className="muted text-sm">
          {t('shortcut_hint')}
        </p>
        <div role="group" aria-label={t('actions_label')} className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" onClick={() => tool.run('format')}>
            {t('format')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => tool.run('minify')}>
            {t('minify')}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => tool.reset(t('sample_json'))}
          >
            {t('common:sample')}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => fileInput.current?.click()}
          >
            {t('open_file')}
          </button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,.jsonc,application/json,text/plain"
            className="hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) tool.openFile(file);
              event.target.value = '';
            }}
          />
          <button type="button" className="btn btn-secondary" onClick={() => tool.reset('')}>
            {t('common:clear')}
          </button>
        </div>
        <JsonOptionsFieldset options={tool.options} onChange={tool.changeOptions} t={t} />
      </div>

      {tool.busy && (
        <div role="status" className="alert-info flex items-center justify-between gap-3">
          <span>{t('busy')}</span>
          <button type="button" className="btn btn-secondary" onClick={tool.cancel}>
            {t('cancel')}
          </button>
        </div>
      )}
      {tool.notice && (
        <p role="alert" className="alert-warning">
          {t(tool.notice, { limit: MAX_FILE_MB })}
        </p>
      )}
      {tool.validity === 'valid' && (
        <p role="status" className="alert-success font-medium">
          <CircleCheck className="mr-1 inline-block h-4 w-4 align-[-0.125em]" />
          {t('valid')}
        </p>
      )}
      {tool.validity === 'invalid' && tool.error && (
        <div role="alert" className="alert-error">
          <p className="font-semibold">
            <CircleAlert className="mr-1 inline-block h-4 w-4 align-[-0.125em]" />
            {t('invalid')}
          </p>
          {'empty' in tool.error ? (
            <p className="mt-2">{t('empty_input')}</p>
          ) : (
            <JsonErrorDetails message={tool.error.message} location={tool.error.location} t={t} />
          )}
        </div>
      )}

      <section className="panel flex flex-col gap-3" aria-labelledby="json-result-heading">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2
            id="json-result-heading"
            className="text-lg font-semibold text-gray-900 dark:text-white"
          >
            {t('common:result')}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <fieldset className="flex items-center gap-3">
              <legend className="sr-only">{t('view_label')}</legend>
              {(['text', 'tree'] as const).map((view) => (
                <label
                  key={view}
                  className="flex items-center gap-1.5 text-gray-800 dark:text-gray-200"
                >
                  <input
                    type="radio"
                    name="json-view"
                    value={view}
                    checked={tool.view === view}
                    onChange={() => tool.changeView(view)}
                  />
                  {t(`view_${view}`)}
                </label>
              ))}
            </fieldset>
            <CopyButton text={tool.output} disabled={tool.output === ''} />
            <button
              type="button"
              className="btn btn-secondary"
              disabled={tool.output === ''}
              onClick={download}
            >
              <Download className="h-4 w-4 shrink-0" />
              {t('download')}
            </button>
          </div>
        </div>
        {tool.view === 'text' || tool.output === '' ? (
          <textarea
            className={TEXTAREA_CLASS}
            value={resultPreview.text}
            readOnly
            aria-label={t('result_label')}
            placeholder={t('result_placeholder')}
            spellCheck={false}
          />
        ) : 'root' in tool.tree ? (
          <JsonTreeView root={tool.tree.root} t={t} />
        ) : (
          <p role="status" className="muted">
            {'ok' in tool.tree ? t('tree.failed') : t('tree.loading')}
          </p>
        )}
        {resultPreview.cut && (
          <p className="alert-info text-sm">
            {t('result_cut', {
              shown: formatInteger(resultPreview.text.length),
              total: formatInteger(outputLength),
            })}
          </p>
        )}
        {outputLength > 0 && (
          <p className="muted text-sm">
            {t('stats', {
              input: formatInteger(tool.input.length),
              output: formatInteger(outputLength),
            })}
          </p>
        )}
      </section>

      {tool.input === '' && outputLength === 0 && <JsonHowTo t={t} />}
    </div>
  );
}
