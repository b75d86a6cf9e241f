/**
 * The host of an address, to name in a tool's text the service it asks; the address as it is
 * when it is not an absolute one (a path on the site itself, a mistyped setting).
 */
export function urlHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
