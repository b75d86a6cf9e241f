import { useLayoutEffect, useRef, useState } from 'react';

// Handlers are called with the arguments their caller passes; `never[]` accepts any list.
type Handlers = Record<string, (...args: never[]) => unknown>;

/**
 * The same handlers, each with one identity for the component's whole life, each calling the
 * latest function of its name. A memo component given them is drawn again only when its other
 * props change: a form's side panels stay as they are while a key or a toggle redraws the
 * form (which re-creates every handler that reads the draft).
 *
 * For event handlers only: a wrapper called during rendering would run the previous render's
 * function. The names are those of the first call.
 */
export function useStableHandlers<T extends Handlers>(handlers: T): T {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const [stable] = useState(() => {
    const wrappers: Handlers = {};
    for (const name of Object.keys(handlers)) {
      wrappers[name] = (...args: never[]) => latest.current[name]?.(...args);
    }
    return wrappers as T;
  });
  return stable;
}
