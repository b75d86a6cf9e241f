import { mayTakeOver, type Visit } from './takeOver';

/** A visit to a drawn page marked with `reads`, in a browser holding `stored`. */
function visit({
  reads = 'local:tool-state:json-tool session:account-deleted-notice',
  stored = {},
  classes = [],
  search = '',
  hash = '',
}: {
  reads?: string | null;
  stored?: Record<string, string>;
  classes?: string[];
  search?: string;
  hash?: string;
}): Visit {
  const root = document.createElement('div');
  if (reads !== null) root.dataset.hydrate = reads;
  const html = document.createElement('html');
  html.classList.add(...classes);
  const storage = (area: 'local' | 'session') => ({
    getItem: (key: string) => stored[`${area}:${key}`] ?? null,
  });
  return { root, html, location: { search, hash }, storage };
}

describe('mayTakeOver', () => {
  it.each([
    ['a first visit to a page the build marked', {}, true],
    ['a page the build did not mark (the app replaces it)', { reads: null }, false],
    ['a page whose first render reads nothing', { reads: '' }, true],
    ['storage the page does not read', { stored: { 'local:other-tool': '{}' } }, true],
    ['the tool’s kept input', { stored: { 'local:tool-state:json-tool': '{}' } }, false],
    [
      'a session value the page reads',
      { stored: { 'session:account-deleted-notice': '1' } },
      false,
    ],
    [
      'the same key in the other storage',
      { stored: { 'session:tool-state:json-tool': '{}' } },
      true,
    ],
    ['a page in the other language', { classes: ['startup-other-language'] }, false],
    ['a signed-in visitor', { classes: ['startup-signed-in'] }, false],
    ['the dark theme (a class only, read from storage by the page)', { classes: ['dark'] }, true],
    ['a link with values', { search: '?input=%7B%7D' }, false],
    ['a link to a place in the page', { hash: '#result' }, false],
    ['a key of an unknown kind', { reads: 'cookie:x' }, false],
  ] as const)('%s', (_, options, expected) => {
    const current = visit(options);
    expect(mayTakeOver(current.root, current)).toBe(expected);
  });

  it('counts storage that cannot be read as empty, as the app does', () => {
    const current = visit({});
    current.storage = () => ({
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(mayTakeOver(current.root, current)).toBe(true);
  });
});
