import { useEffect, useMemo, useRef, useState } from 'react';
import { compileRegex } from './compileRegex';
import { DEFAULT_FLAGS, normalizeFlags, setFlag, type RegexFlag } from './regexFlags';
import { createRegexRunner, type RegexRunner } from './regexTasks';
import type { RegexRequest, RegexResponse } from './runRegex';
import type { RegexPreset } from './presets';
import { WorkerCancelledError, WorkerTimeoutError } from '../../lib/workerTask';

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

export function useRegexTester() {
  const [pattern, setPattern] = useState('');
  const [flags, setFlags] = useState(DEFAULT_FLAGS);
  const [text, setText] = useState('');
  const [replaceMode, setReplaceMode] = useState(false);
  const [replacement, setReplacement] = useState('');
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
        (response) => setOutcome({ request, response }),
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
    toggleFlag: (flag: RegexFlag, on: boolean) => setFlags((current) => setFlag(current, flag, on)),
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
    applyPreset: (preset: RegexPreset) => {
      setPattern(preset.pattern);
      if (preset.addFlags) {
        setFlags((current) => normalizeFlags(current + preset.addFlags));
      }
    },
    clear: () => {
      setPattern('');
      setText('');
      setReplacement('');
      setOutcome(null);
    },
  };
}
