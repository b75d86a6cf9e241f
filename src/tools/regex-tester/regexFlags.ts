/** Every flag JavaScript knows, in the order the engine prints them. */
export const REGEX_FLAGS = ['d', 'g', 'i', 'm', 's', 'u', 'v', 'y'] as const;
export type RegexFlag = (typeof REGEX_FLAGS)[number];

/** The order shown on screen: the spec's four first, then the rest. */
export const FLAG_DISPLAY_ORDER: readonly RegexFlag[] = ['g', 'i', 'm', 's', 'd', 'u', 'v', 'y'];

/** g is on by default. */
export const DEFAULT_FLAGS = 'g';

/**
 * Turns a flag on or off. u and v cannot be combined (the engine rejects "uv"): turning one on
 * turns the other off. The result is in canonical order and has no duplicates.
 */
export function setFlag(flags: string, flag: RegexFlag, on: boolean): string {
  const active = new Set(normalizeFlags(flags));
  if (on) {
    active.add(flag);
    if (flag === 'u') active.delete('v');
    if (flag === 'v') active.delete('u');
  } else {
    active.delete(flag);
  }
  return REGEX_FLAGS.filter((known) => active.has(known)).join('');
}

/** Keeps known flags once each, in canonical order; drops v when u is also present. */
export function normalizeFlags(flags: string): string {
  const active = new Set([...flags].filter((ch): ch is RegexFlag => isRegexFlag(ch)));
  if (active.has('u') && active.has('v')) active.delete('v');
  return REGEX_FLAGS.filter((known) => active.has(known)).join('');
}

function isRegexFlag(value: string): value is RegexFlag {
  return (REGEX_FLAGS as readonly string[]).includes(value);
}

/** u and v both make the engine read the pattern by code point. */
export function isUnicodeAware(flags: string): boolean {
  return flags.includes('u') || flags.includes('v');
}
