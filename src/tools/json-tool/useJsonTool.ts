import { startTransition, useEffect, useRef, useState } from 'react';
import { isOneOf } from '../../lib/isOneOf';
import { useToolState } from '../../lib/useToolState';
import {
  DEFAULT_JSON_OPTIONS,
  INDENT_CHOICES,
  type JsonAction,
  type JsonOptions,
  type JsonOutcome,
} from './formatJson';
import { RESULT_BEGINNING_CHARS } from './jsonLimits';
import {
  createJsonRunner,
  type JsonRunner,
  type ResultPreview,
  type TreeOutcome,
} from './jsonTasks';
import { WorkerCancelledError, WorkerTimeoutError } from '../../lib/workerTask';
import { nextTask } from '../../lib/nextTask';

export type Validity = 'unknown' | 'valid' | 'invalid';
export type EditableOptions = Omit<JsonOptions, 'action'>;
export type Notice =
  'timeout' | 'worker_failed' | 'cancelled' | 'file_too_large' | 'file_read_failed';
export type TreeState = { status: 'idle' | 'loading' } | TreeOutcome;
type JsonError =
  Extract<JsonOutcome, { ok: false }> | { ok: false; message: ''; location: null; empty: true };

export const MAX_FILE_MB = 50;

const KEPT_DEFAULTS = {
  input: '',
  indent: DEFAULT_JSON_OPTIONS.indent as string,
  sortKeys: DEFAULT_JSON_OPTIONS.sortKeys,
  lenient: DEFAULT_JSON_OPTIONS.lenient,
  action: DEFAULT_JSON_OPTIONS.action as string,
};
/** A link reproduces the document (while it is short) and how it was shown. */
const KEPT_IN_URL = ['input', 'indent', 'sortKeys', 'lenient', 'action'] as const;

/** The JSON tool's state machine: unknown until Format or Minify, reset by Clear. */
export function useJsonTool() {
  const [kept, keep] = useToolState('json-tool', KEPT_DEFAULTS, KEPT_IN_URL);
  const input = kept.input;
  const setInput = (next: string) => keep({ input: next });
  /** The file the input came from, shown for documents too big to display. */
  const [inputName, setInputName] = useState<string | null>(null);
  const [output, setOutput] = useState('');
  /** A big result's beginning, shown while the whole of it is still being put together. */
  const [pending, setPending] = useState<ResultPreview | null>(null);
  const [validity, setValidity] = useState<Validity>('unknown');
  const [error, setError] = useState<JsonError | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // A hand-edited link may name an unknown indent or action: fall back to the defaults.
  const options: EditableOptions = {
    indent: isOneOf(INDENT_CHOICES, kept.indent) ? kept.indent : DEFAULT_JSON_OPTIONS.indent,
    sortKeys: kept.sortKeys,
    lenient: kept.lenient,
  };
  const lastAction: JsonAction = kept.action === 'minify' ? 'minify' : 'format';
  const [busy, setBusy] = useState(false);
  const [view, setView] = useState<'text' | 'tree'>('text');
  const [tree, setTree] = useState<TreeState>({ status: 'idle' });

  const runnerRef = useRef<JsonRunner | null>(null);
  const latestRun = useRef(0);
  /** A big paste not placed yet (see pasteLater). */
  const pastedRef = useRef<string | null>(null);
  const runner = () => (runnerRef.current ??= createJsonRunner());
  useEffect(() => () => runnerRef.current?.dispose(), []);

  const buildTree = (json: string) => {
    const runId = latestRun.current;
    setTree({ status: 'loading' });
    runner()
      .tree(json)
      .then((outcome) => {
        // Thousands of tree rows are drawn at low priority, in slices the page stays usable in.
        if (runId === latestRun.current) startTransition(() => setTree(outcome));
      })
      .catch((reason: unknown) => {
        if (runId !== latestRun.current || reason instanceof WorkerCancelledError) return;
        setTree({ ok: false, message: '' });
      });
  };

  const run = async (action: JsonAction, withOptions: EditableOptions = options) => {
    // Pressed right after a big paste: the pasted document is placed first, and formatted in a
    // task of its own.
    const pasted = pastedRef.current;
    if (pasted !== null) {
      reset(pasted);
      const placed = latestRun.current;
      await nextTask();
      if (placed !== latestRun.current) return;
    }
    const source = pasted ?? input;
    const runId = ++latestRun.current;
    keep({ action });
    setNotice(null);
    setTree({ status: 'idle' });
    setPending(null);
    if (source.trim() === '') {
      runner().cancel();
      setOutput('');
      setValidity('invalid');
      setError({ ok: false, message: '', location: null, empty: true });
      return;
    }
    // Work done on the page is over before the result is drawn: no busy notice to flash.
    if (runner().runsInBackground(source.length)) setBusy(true);
    let previewShown = false;
    try {
      const outcome = await runner().process(
        source,
        { ...withOptions, action },
        {
          chars: RESULT_BEGINNING_CHARS,
          show: (preview) => {
            if (runId !== latestRun.current) return;
            previewShown = true;
            setPending(preview);
            setOutput('');
            setValidity('valid');
            setError(null);
          },
        },
      );
      if (runId !== latestRun.current) return;
      // The result is drawn at low priority: a press whose document is formatted on the page
      // paints first, and a long result or tree does not hold up the next input.
      startTransition(() => {
        setBusy(false);
        setPending(null);
        if (outcome.ok) {
          setOutput(outcome.output);
          setValidity('valid');
          setError(null);
        } else {
          setOutput('');
          setValidity('invalid');
          setError(outcome);
        }
      });
      if (outcome.ok && view === 'tree') buildTree(outcome.output);
    } catch (reason) {
      if (runId !== latestRun.current) return;
      setBusy(false);
      // A result cut short is not left on screen as if it were whole.
      if (previewShown) {
        setPending(null);
        setValidity('unknown');
      }
      if (reason instanceof WorkerCancelledError) setNotice('cancelled');
      else setNotice(reason instanceof WorkerTimeoutError ? 'timeout' : 'worker_failed');
    }
  };

  const reset = (nextInput: string, name: string | null = null) => {
    pastedRef.current = null;
    latestRun.current++;
    runnerRef.current?.cancel();
    // A big document is about to be formatted: its worker loads while the page shows it.
    runner().prepareFor(nextInput.length);
    keep({ input: nextInput });
    setInputName(name);
    setOutput('');
    setPending(null);
    setValidity('unknown');
    setError(null);
    setNotice(null);
    setBusy(false);
    setTree({ status: 'idle' });
  };

  /**
   * Places a big pasted document a task after the paste, whose own task then only reads the
   * clipboard (5 MB: about 30 ms; with the placing and the page drawn, 51–78 ms). Format pressed
   * before then formats it.
   */
  const pasteLater = (nextInput: string) => {
    pastedRef.current = nextInput;
    window.setTimeout(() => {
      if (pastedRef.current === nextInput) reset(nextInput);
    });
  };

  const changeOptions = (next: EditableOptions) => {
    keep({ ...next });
    // A shown result follows the new options at once.
    if (validity === 'valid') void run(lastAction, next);
  };

  // A document kept from the last visit (or opened from a link) is shown as it was left.
  useEffect(() => {
    if (input.trim() === '') return;
    const timer = window.setTimeout(() => void run(lastAction), 0);
    return () => window.clearTimeout(timer);
    // Runs on the state the page opened with, not on later edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const changeView = (next: 'text' | 'tree') => {
    setView(next);
    if (next === 'tree' && validity === 'valid' && output !== '') buildTree(output);
  };

  const openFile = async (file: File) => {
    if (file.size > MAX_FILE_MB * 1024 * 1024) {
      setNotice('file_too_large');
      return;
    }
    try {
      reset(await file.text(), file.name);
    } catch {
      setNotice('file_read_failed');
    }
  };

  return {
    input,
    inputName,
    setInput,
    output,
    pending,
    validity,
    error,
    notice,
    options,
    lastAction,
    busy,
    view,
    tree,
    run: (action: JsonAction) => void run(action),
    cancel: () => runnerRef.current?.cancel(),
    /** The input has the focus: the worker starts loading, ready for a big paste. */
    prepareWorker: () => runner().prepare(),
    reset,
    pasteLater,
    changeOptions,
    changeView,
    openFile: (file: File) => void openFile(file),
  };
}
