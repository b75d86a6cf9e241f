import type { Locator } from '@playwright/test';

/**
 * The lines of a table's cells that hold a single character (「削」 over 「除」, 「す。」's
 * 「す」…), as the browser laid them out: each visible character's box is measured with a
 * Range, and characters whose boxes overlap vertically share a line. Cells whose whole text is
 * one character (○, ×, -) are not counted; visually hidden text (1 px boxes) is skipped.
 */
export async function oneCharacterLines(table: Locator): Promise<string[]> {
  return table.evaluate((root) => {
    const found: string[] = [];
    for (const cell of root.querySelectorAll('th, td')) {
      const text = (cell.textContent ?? '').replace(/\s+/g, ' ').trim();
      if ([...text].length < 2) continue;
      const lines: { top: number; bottom: number; chars: string }[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.nodeValue ?? '';
        for (let index = 0; index < value.length;) {
          const length = (value.codePointAt(index) ?? 0) > 0xffff ? 2 : 1;
          const char = value.slice(index, index + length);
          if (char.trim() !== '' && char !== '\u200b') {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + length);
            const box = range.getClientRects()[0];
            if (box && box.width > 1 && box.height > 1) {
              const middle = (box.top + box.bottom) / 2;
              const line = lines.find(
                (candidate) => middle >= candidate.top && middle <= candidate.bottom,
              );
              if (line) line.chars += char;
              else lines.push({ top: box.top, bottom: box.bottom, chars: char });
            }
          }
          index += length;
        }
      }
      for (const line of lines) {
        if ([...line.chars].length === 1)
          found.push(`「${text}」: a line of 「${line.chars}」 alone`);
      }
    }
    return found;
  });
}

/** Names cut short (an ellipsis, or text wider than its box): none may be. */
export async function cutNames(names: Locator): Promise<string[]> {
  return names.evaluateAll((nodes) =>
    nodes
      .filter(
        (node) =>
          node.scrollWidth > node.clientWidth + 1 ||
          getComputedStyle(node).textOverflow === 'ellipsis',
      )
      .map((node) => node.textContent ?? ''),
  );
}
