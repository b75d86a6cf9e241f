export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** Where the router reads and writes the address: the browser's, or one kept in memory (tests). */
export interface RouterHistory {
  location(): RouterLocation;
  push(to: string): void;
  replace(to: string): void;
  /** Calls back when the address changes from outside (the back and forward buttons). */
  listen(onChange: () => void): () => void;
}

export function parsePath(to: string, from = '/'): RouterLocation {
  const url = new URL(to, new URL(from, 'http://router.invalid'));
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function browserHistory(): RouterHistory {
  return {
    location: () => ({
      pathname: window.location.pathname,
      search: window.location.search,
      hash: window.location.hash,
    }),
    push: (to) => window.history.pushState(null, '', to),
    replace: (to) => window.history.replaceState(null, '', to),
    listen: (onChange) => {
      window.addEventListener('popstate', onChange);
      return () => window.removeEventListener('popstate', onChange);
    },
  };
}

export function memoryHistory(initial: string): RouterHistory {
  let current = parsePath(initial);
  const move = (to: string) => {
    current = parsePath(to, current.pathname);
  };
  return { location: () => current, push: move, replace: move, listen: () => () => {} };
}
