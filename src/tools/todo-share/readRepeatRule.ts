import type { RepeatRule } from '../../lib/repeats/repeatRule';
import { parseRepeatRule } from '../../lib/repeats/repeatText';

/** A task's stored rule as a rule, or null (none, or a form this page cannot read). */
export function readRepeatRule(stored: string | null | undefined): RepeatRule | null {
  if (!stored) return null;
  const parsed = parseRepeatRule(stored);
  return parsed.ok ? parsed.rule : null;
}
