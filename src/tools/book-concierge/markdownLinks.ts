/**
 * Criteria and reasons come from the server (and possibly an AI) and may carry Markdown-style
 * links "[label](https://…)". Only that one construct becomes a link, and only with an http(s)
 * target; everything else — other protocols, HTML, unbalanced or nested markup — stays text.
 */
export type TextSegment =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Links longer than this are not links: it keeps parsing linear on hostile input ("[[[[…"). */
const MAX_LINK_LENGTH = 2000;

/** Index of the bracket that closes the one at `start`, counting nesting; -1 if none. */
function closing(text: string, start: number, open: string, close: string): number {
  let depth = 0;
  const end = Math.min(text.length, start + MAX_LINK_LENGTH);
  for (let index = start; index < end; index += 1) {
    const char = text[index];
    if (char === '\n') return -1;
    if (char === open) depth += 1;
    else if (char === close) {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

export function safeHttpUrl(raw: string): string | null {
  const candidate = raw.trim();
  if (candidate === '' || /\s/.test(candidate)) return null;
  if (!/^https?:\/\//i.test(candidate)) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function parseMarkdownLinks(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let buffer = '';
  let index = 0;
  const flush = () => {
    if (buffer !== '') segments.push({ kind: 'text', text: buffer });
    buffer = '';
  };
  while (index < text.length) {
    const char = text[index] ?? '';
    if (char === '[') {
      const labelEnd = closing(text, index, '[', ']');
      if (labelEnd > index + 1 && text[labelEnd + 1] === '(') {
        const urlEnd = closing(text, labelEnd + 1, '(', ')');
        const label = text.slice(index + 1, labelEnd);
        const href = urlEnd > 0 ? safeHttpUrl(text.slice(labelEnd + 2, urlEnd)) : null;
        if (href && label.trim() !== '' && !label.includes('[')) {
          flush();
          segments.push({ kind: 'link', text: label, href });
          index = urlEnd + 1;
          continue;
        }
      }
    }
    buffer += char;
    index += 1;
  }
  flush();
  return segments;
}
