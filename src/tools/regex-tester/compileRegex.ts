import { normalizeFlags } from './regexFlags';

export type CompileResult =
  | { status: 'empty' }
  | { status: 'ok'; regex: RegExp }
  /** `message` is the engine's own text; empty when it gave none (the UI falls back). */
  | { status: 'invalid'; message: string };

/**
 * Builds the RegExp. Compiling is linear in the pattern and cannot hang, so it runs on the page;
 * only matching, which can backtrack for ever, goes to the worker.
 */
export function compileRegex(pattern: string, flags: string): CompileResult {
  if (pattern === '') return { status: 'empty' };
  try {
    return { status: 'ok', regex: new RegExp(pattern, normalizeFlags(flags)) };
  } catch (error) {
    return { status: 'invalid', message: error instanceof Error ? error.message : '' };
  }
}

/**
 * The names of the capture groups by number (index 0 is group 1), null for unnamed ones.
 * Reads the pattern the way the engine does: escapes and character classes hold no groups,
 * and with the v flag classes nest.
 */
export function captureGroupNames(pattern: string, flags = ''): (string | null)[] {
  const names: (string | null)[] = [];
  const nestedClasses = flags.includes('v');
  let classDepth = 0;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\') {
      i++;
      continue;
    }
    if (classDepth > 0) {
      if (ch === '[' && nestedClasses) classDepth++;
      else if (ch === ']') classDepth--;
      continue;
    }
    if (ch === '[') {
      classDepth = 1;
      continue;
    }
    if (ch !== '(') continue;
    if (pattern[i + 1] !== '?') {
      names.push(null);
      continue;
    }
    // A named group `(?<name>`; `(?<=` and `(?<!` are lookbehinds. The name runs to the first
    // '>' (a name cannot hold one, even escaped), however long it is.
    if (pattern[i + 2] !== '<' || pattern[i + 3] === '=' || pattern[i + 3] === '!') continue;
    const close = pattern.indexOf('>', i + 3);
    if (close === -1) continue;
    names.push(engineGroupName(pattern.slice(i + 3, close), flags));
  }
  return names;
}

/**
 * The name as the engine reads it: `\u0061b` and `\u{61}b` are the group `ab`. The engine
 * itself decodes it, from a pattern of that one group, so the name shown is the key the match's
 * `groups` has.
 */
function engineGroupName(written: string, flags: string): string {
  try {
    const unicodeFlags = flags.includes('v') ? 'v' : flags.includes('u') ? 'u' : '';
    const groups = new RegExp(`(?<${written}>)`, unicodeFlags).exec('')?.groups;
    const name = groups ? Object.keys(groups)[0] : undefined;
    if (name !== undefined) return name;
  } catch {
    // Only a pattern the engine refused reaches here, and it is never matched.
  }
  return written;
}
