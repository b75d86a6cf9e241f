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
