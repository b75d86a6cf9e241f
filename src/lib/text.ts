/** Blank includes the ideographic space (U+3000) that Japanese keyboards type. */
export function isBlank(text: string): boolean {
  return text.replace(/[\s\u3000]/g, '') === '';
}
