import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { initialToolState, saveToolState, withToolState, type ToolStateShape } from './toolState';

const SAVE_DELAY_MS = 300;

/**
 * A tool's input, kept across reloads and mirrored into the URL so the page can be shared.
 * `urlKeys` names the fields that belong in a link. The address is written through the router
 * (`setSearchParams`, replacing the history entry: typing is not a step for Back), so the
 * router always knows the address it shows.
 */
export function useToolState<T extends ToolStateShape>(
  toolId: string,
  defaults: T,
  urlKeys: readonly (keyof T & string)[],
) {
  const defaultsRef = useRef(defaults);
  const keysRef = useRef(urlKeys);
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const [state, setState] = useState<T>(() =>
    initialToolState(toolId, defaults, searchParams.toString(), urlKeys),
  );
  // The input as the user last set it, ahead of React: a page left right after a change (a
  // reload within the same moment) may unload before React has rendered that change and
  // registered the listener below with it.
  const latestRef = useRef(state);
  // The router's setter and query change with every address; the delayed save below must use
  // the current ones, not those of the render that started the delay.
  const routerRef = useRef({ searchParams, setSearchParams, pathname });
  useEffect(() => {
    routerRef.current = { searchParams, setSearchParams, pathname };
  });

  useEffect(() => {
    const save = (event?: Event) => {
      const leaving = event?.type === 'pagehide';
      const input = leaving ? latestRef.current : state;
      // Leaving the page: its address may still lag behind the input (see saveToolState).
      saveToolState(toolId, input, leaving ? window.location.search : undefined);
      const {
        searchParams: current,
        setSearchParams: write,
        pathname: toolPath,
      } = routerRef.current;
      // The user may have followed a link within the delay: the address has already changed
      // while the router still shows this tool (it renders the next page in a transition, and a
      // lazy page may take a moment). Writing now would take them back to the tool.
      if (window.location.pathname !== toolPath) return;
      const next = withToolState(current, input, defaultsRef.current, keysRef.current);
      if (next.toString() !== current.toString()) write(next, { replace: true });
    };
    const timer = window.setTimeout(() => save(), SAVE_DELAY_MS);
    // A reload or a closed tab within the delay still keeps the latest input.
    window.addEventListener('pagehide', save);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', save);
    };
  }, [toolId, state]);

  const update = useCallback((changes: Partial<T>) => {
    latestRef.current = { ...latestRef.current, ...changes };
    setState((current) => ({ ...current, ...changes }));
  }, []);
  const reset = useCallback(() => {
    latestRef.current = defaultsRef.current;
    setState(defaultsRef.current);
  }, []);
  return [state, update, reset] as const;
}
