import { renderHtml, renderText, type Block } from './blocks.ts';

/**
 * The HTML part read back by the browser's own HTML parser (jsdom's): whatever users typed
 * comes out as the text they typed, never as markup, and the HTML says what the text part says.
 */

const HOSTILE = '<script>alert(1)</script> & "quotes" \'apos\' <img src=x onerror=alert(2)>';

const BLOCKS: Block[] = [
  { kind: 'paragraph', lines: ['山田 様', `「${HOSTILE}」`] },
  {
    kind: 'section',
    heading: `■ ${HOSTILE}`,
    items: [{ head: HOSTILE, details: ['○', HOSTILE] }],
    link: { label: 'open', url: 'https://example.jp/p?a=1&b="2"' },
  },
  { kind: 'button', lead: 'lead', link: { label: HOSTILE, url: 'https://example.jp/x' } },
  {
    kind: 'footer',
    lines: ['why', { label: 'stop', url: 'https://example.jp/unsubscribe?token=a&b' }],
  },
];

function parse(html: string) {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('renderHtml', () => {
  it('draws every typed text as text: no element or attribute comes from it', () => {
    const doc = parse(renderHtml(BLOCKS, 'ja', HOSTILE));
    expect(doc.querySelectorAll('script, img')).toHaveLength(0);
    expect(doc.querySelectorAll('[onerror]')).toHaveLength(0);
    expect(doc.title).toBe(HOSTILE);
    expect(doc.querySelector('li')?.firstChild?.textContent).toBe(HOSTILE);
    expect(doc.documentElement.lang).toBe('ja');
  });

  it('keeps link addresses exactly, query strings included', () => {
    const doc = parse(renderHtml(BLOCKS, 'ja', 't'));
    expect([...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://example.jp/p?a=1&b="2"',
      'https://example.jp/x',
      'https://example.jp/unsubscribe?token=a&b',
    ]);
  });

  it('says what the text part says, line for line', () => {
    const doc = parse(renderHtml(BLOCKS, 'ja', 't'));
    const html = doc.body.textContent ?? '';
    const lines = renderText(BLOCKS, 'ja')
      .split('\n')
      .map((line) => line.replace(/^[■・\u3000]/, '').replace(/^.*：(?=https)/, ''))
      .filter((line) => line && !line.startsWith('――') && !line.startsWith('https://'));
    for (const line of lines) expect(html).toContain(line);
  });
});
