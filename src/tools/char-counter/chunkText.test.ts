import { chunkText } from './chunkText';
import { isSafeWordCut } from './countWords';

describe('chunkText', () => {
  it('joins back to the original text', () => {
    const text = `${'あいう。'.repeat(3000)}\n${'x '.repeat(9000)}😀${'👍🏽 '.repeat(3000)}`;
    const chunks = chunkText(text, 100, isSafeWordCut);
    expect(chunks.join('')).toBe(text);
    expect(chunks.length).toBeGreaterThan(10);
  });

  it('never splits a surrogate pair when forced to cut', () => {
    const text = '👍🏽'.repeat(2000);
    for (const chunk of chunkText(text, 100, () => false)) {
      expect(chunk).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
    }
  });

  it('keeps short texts whole', () => {
    expect(chunkText('short', 100, () => true)).toEqual(['short']);
    expect(chunkText('', 100, () => true)).toEqual([]);
  });
});
