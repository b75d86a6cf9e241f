import { useCallback, useEffect, useRef, useState } from 'react';
import { initialToolState, saveToolState, toolStateSearch, type ToolStateShape } from './toolState';

const SAVE_DELAY_MS = 300;

/**
 * A tool's input, kept across reloads and mirrored into the URL so the page can be shared.
 * `urlKeys` names the fields that belong in a link.
 */
export function useToolState<T extends ToolStateShape>(
  toolId: string,
  defaults: T,
  urlKeys: readonly (keyof T & string)[],
) {
  const defaultsRef = useRef(defaults);
  const keysRef = useRef(urlKeys);
  const [state, setState] = useState<T>(() =>
    initialToolState(toolId, defaults, window.location.search, urlKeys),
  );

  useEffect(() => {
    const save = () => {
      saveToolState(toolId, state);
      const search = toolStateSearch(state, defaultsRef.current, keysRef.current);
      const url = `${window.location.pathname}${search}${window.location.hash}`;
      if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
        window.history.replaceState(window.history.state, '', url);
      }
    };
    const timer = window.setTimeout(save, SAVE_DELAY_MS);
    // A reload or a closed tab within the delay still keeps the latest input.
    window.addEventListener('pagehide', save);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', save);
    };
  }, [toolId, state]);

  const update = useCallback(
    (changes: Partial<T>) => setState((current) => ({ ...current, ...changes })),
    [],
  );
  const reset = useCallback(() => setState(defaultsRef.current), []);
  return [state, update, reset] as const;
}
