/**
 * The glob syntax of GoTrue's redirect allow list (URI_ALLOW_LIST, the dashboard's "Redirect
 * URLs"): supabase/auth compiles each entry with github.com/gobwas/glob and the separators
 * '.' and '/', so `*` and `?` stay within one host label or path segment and `**` crosses
 * them. Written here rather than taken from npm because the glob libraries there (picomatch,
 * minimatch) know only '/' as a separator: with them `https://*.example.com/**` would take
 * `https://evil.example?.example.com/`, whose `*` spans a dot into another host.
 *
 * Supported, as in gobwas/glob: `*`, `**`, `?`, `[abc]`, `[a-z]`, `[!abc]`, `{a,b}` and `\x`.
 */

const SEPARATORS = './';
const escapeRegex = (char: string) => char.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
const NOT_SEPARATOR = `[^${escapeRegex(SEPARATORS[0] as string)}${escapeRegex(SEPARATORS[1] as string)}]`;

function compile(pattern: string, start: number, inAlternation: boolean): [string, number] {
  let source = '';
  let i = start;
  while (i < pattern.length) {
    const char = pattern[i] as string;
    if (char === '\\' && i + 1 < pattern.length) {
      source += escapeRegex(pattern[i + 1] as string);
      i += 2;
    } else if (char === '*') {
      if (pattern[i + 1] === '*') {
        source += '[\\s\\S]*';
        i += 2;
      } else {
        source += `${NOT_SEPARATOR}*`;
        i += 1;
      }
    } else if (char === '?') {
      source += NOT_SEPARATOR;
      i += 1;
    } else if (char === '[') {
      const end = pattern.indexOf(']', i + 2);
      if (end < 0) throw new Error(`unclosed [ in redirect pattern ${pattern}`);
      let body = pattern.slice(i + 1, end);
      const negated = body.startsWith('!');
      if (negated) body = body.slice(1);
      const members = body.replace(/[\\\]^]/g, '\\$&');
      source += negated ? `[^${members}]` : `[${members}]`;
      i = end + 1;
    } else if (char === '{') {
      const options: string[] = [];
      i += 1;
      for (;;) {
        const [option, next] = compile(pattern, i, true);
        options.push(option);
        if (pattern[next] === '}') {
          i = next + 1;
          break;
        }
        if (pattern[next] !== ',') throw new Error(`unclosed { in redirect pattern ${pattern}`);
        i = next + 1;
      }
      source += `(?:${options.join('|')})`;
    } else if (inAlternation && (char === ',' || char === '}')) {
      return [source, i];
    } else {
      source += escapeRegex(char);
      i += 1;
    }
  }
  if (inAlternation) throw new Error(`unclosed { in redirect pattern ${pattern}`);
  return [source, i];
}

/** A matcher for one allow-list entry, whole-string as gobwas/glob's Match. */
export function compileRedirectGlob(pattern: string): (text: string) => boolean {
  const regex = new RegExp(`^${compile(pattern, 0, false)[0]}$`);
  return (text) => regex.test(text);
}
