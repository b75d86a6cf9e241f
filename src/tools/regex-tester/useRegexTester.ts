import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { compileRegex } from './compileRegex';
import { DEFAULT_FLAGS, normalizeFlags, setFlag, type RegexFlag } from './regexFlags';
import { createRegexRunner, type RegexRunner } from './regexTasks';
import type { RegexRequest, RegexResponse } from './runRegex';
import type { RegexPreset } from './presets';
import { WorkerCancelledError, WorkerTimeoutError } from '../../lib/workerTask';
import { useToolState } from '../../lib/useToolState';

/** Typing pauses this long before a search starts. */
const DEBOUNCE_MS = 150;

export type Outcome =
  | { request: RegexRequest; response: RegexResponse }
  | { request: RegexRequest; failure: 'timeout' | 'failed' };

function sameRequest(a: RegexRequest, b: RegexRequest): boolean {
  return (
    a.pattern === b.pattern &&
    a.flags === b.flags &&
    a.text === b.text &&
    a.replacement === b.replacement
  );
}

const KEPT_DEFAULTS = {
  pattern: '',
  flags: DEFAULT_FLAGS,
  text: '',
  replaceMode: false,
  replacement: '',
};
/** A link reproduces the whole test (the test text only while it is short). */
const KEPT_IN_URL = ['pattern', 'flags', 'text', 'replaceMode', 'replacement'] as const;

export function useRegexTester() {
  const [kept, keep] = useToolState('regex-tester', KEPT_DEFAULTS, KEPT_IN_URL);
  const { pattern, text, replaceMode, replacement } = kept;
  // A hand-edited link may carry unknown or repeated flags.
  const flags = normalizeFlags(kept.flags);
  const setPattern = (next: string) => keep({ pattern: next });
  const setText = (next: string) => keep({ text: next });
  const setReplaceMode = (next: boolean) => keep({ replaceMode: next });
  const setReplacement = (next: string) => keep({ replacement: next });
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const runnerRef = useRef<RegexRunner | null>(null);
  useEffect(() => () => runnerRef.current?.dispose(), []);

  const compiled = useMemo(() => compileRegex(pattern, flags), [pattern, flags]);
  const request = useMemo<RegexRequest>(
    () => ({
      pattern,
      flags: normalizeFlags(flags),
      text,
      replacement: replaceMode ? replacement : null,
    }),
    [pattern, flags, text, replaceMode, replacement],
  );
  const searchable = compiled.status === 'ok' && text !== '';

  useEffect(() => {
    if (!searchable) return;
    const timer = window.setTimeout(() => {
      const runner = (runnerRef.current ??= createRegexRunner());
      runner.run(request).then(
        // Drawn in a transition: hundreds of marks must not hold up the next key typed.
        (response) => startTransition(() => setOutcome({ request, response })),
        (reason: unknown) => {
          if (reason instanceof WorkerCancelledError) return;
          setOutcome({
            request,
            failure: reason instanceof WorkerTimeoutError ? 'timeout' : 'failed',
          });
        },
      );
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [request, searchable]);

  // What is shown: nothing while there is nothing to search; the last answer (marked stale)
  // while a newer search runs, so the display does not flicker as the user types.
  const shown = searchable ? outcome : null;
  const stale = shown !== null && !sameRequest(shown.request, request);

  return {
    pattern,
    setPattern,
    flags,
    toggleFlag: (flag: RegexFlag, on: boolean) => keep({ flags: setFlag(flags, flag, on) }),
    text,
    setText,
    replaceMode,
    setReplaceMode,
    replacement,
    setReplacement,
    compiled,
    searchable,
    outcome: shown,
    running: searchable && (shown === null || stale),
    applyPreset: (preset: RegexPreset) =>
      keep({
        pattern: preset.pattern,
        flags: preset.addFlags ? normalizeFlags(flags + preset.addFlags) : flags,
      }),
    clear: () => {
      keep({ pattern: '', text: '', replacement: '' });
      setOutcome(null);
    },
  };
}
