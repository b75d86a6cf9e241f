export type RouteParams = Readonly<Record<string, string>>;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/**
 * Matches a route pattern against a pathname and returns its parameters, or null.
 * Patterns: static segments (compared case-insensitively, as URLs are typed by hand),
 * `:name` for one segment, and a trailing `*` for the rest of the path (possibly empty,
 * returned as the `*` parameter). A trailing slash on the pathname is ignored.
 */
export function matchPath(pattern: string, pathname: string): RouteParams | null {
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  const splat = wanted.at(-1) === '*';
  const fixed = splat ? wanted.slice(0, -1) : wanted;
  if (splat ? actual.length < fixed.length : actual.length !== fixed.length) return null;

  const params: Record<string, string> = {};
  for (const [index, segment] of fixed.entries()) {
    const value = actual[index] ?? '';
    if (segment.startsWith(':')) {
      params[segment.slice(1)] = decode(value);
    } else if (segment.toLowerCase() !== decode(value).toLowerCase()) {
      return null;
    }
  }
  if (splat) params['*'] = actual.slice(fixed.length).map(decode).join('/');
  return params;
}

/**
 * How specific a pattern is, so that `/todo-share/:shareId` wins over `/todo-share/*` whatever
 * their order: a static segment counts most, then a parameter; a trailing star counts against.
 */
export function patternRank(pattern: string): number {
  return segmentsOf(pattern).reduce(
    (rank, segment) => rank + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10),
    0,
  );
}

/** The most specific route whose pattern matches the pathname (the first one on a tie). */
export function bestMatch<Route extends { path: string }>(
  routes: readonly Route[],
  pathname: string,
): { route: Route; params: RouteParams } | null {
  let best: { route: Route; params: RouteParams; rank: number } | null = null;
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (!params) continue;
    const rank = patternRank(route.path);
    if (!best || rank > best.rank) best = { route, params, rank };
  }
  return best && { route: best.route, params: best.params };
}
