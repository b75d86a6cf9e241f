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
    const named = /^\(\?<([^>=!][^>]*)>/.exec(pattern.slice(i, i + 256));
    if (named) names.push(named[1] ?? null);
  }
  return names;
}
