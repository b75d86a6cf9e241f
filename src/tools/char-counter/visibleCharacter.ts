/**
 * How to show a single character in a list: invisible ones (joiners, variation selectors,
 * combining marks, spaces, controls) are named by their code point so the reader sees them.
 */
export function visibleCharacter(character: string): string {
  if (!/^[\p{Cf}\p{M}\p{Z}\p{Cc}]$/u.test(character)) return character;
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}
