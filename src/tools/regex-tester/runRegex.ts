import { compileRegex } from './compileRegex';
import { findMatches, MAX_DETAILED_MATCHES, type MatchResult } from './findMatches';

export interface RegexRequest {
  pattern: string;
  flags: string;
  text: string;
  /** null when replace mode is off. */
  replacement: string | null;
}

export type RegexResponse =
  | { status: 'empty' }
  | { status: 'invalid'; message: string }
  | ({ status: 'ok'; replaced: string | null } & MatchResult);

/**
 * The whole job of the worker, as a plain function: compile, match, and preview the
 * replacement. Replacement uses the engine's own String.prototype.replace, so `$1`, `$<name>`,
 * `$&`, `` $` ``, `$'` and `$$` mean exactly what they mean in code.
 */
export function runRegex(request: RegexRequest, maxDetailed = MAX_DETAILED_MATCHES): RegexResponse {
  const compiled = compileRegex(request.pattern, request.flags);
  if (compiled.status !== 'ok') return compiled;
  // Nothing is matched when the pattern or the test string is empty.
  if (request.text === '') return { status: 'empty' };
  const result = findMatches(compiled.regex, request.text, maxDetailed);
  const replaced =
    request.replacement === null ? null : request.text.replace(compiled.regex, request.replacement);
  return { status: 'ok', replaced, ...result };
}
