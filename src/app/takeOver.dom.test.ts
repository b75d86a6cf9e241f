import { mayTakeOver } from './takeOver';

/** A drawn page marked with `reads`, in a browser holding `stored`, at `address`. */
function visit({
  reads = 'local:tool-state:json-tool session:account-deleted-notice',
  stored = {},
  classes = [],
  address = '/json-tool',
}: {
  reads?: string | null;
  stored?: Record<string, string>;
  classes?: readonly string[];
  address?: string;
}): HTMLElement {
  localStorage.clear();
  sessionStorage.clear();
  for (const [read, value] of Object.entries(stored)) {
    const [area, ...key] = read.split(':');
    (area === 'session' ? sessionStorage : localStorage).setItem(key.join(':'), value);
  }
  document.documentElement.className = classes.join(' ');
  window.history.replaceState(null, '', address);
  const root = document.createElement('div');
  if (reads !== null) root.dataset.hydrate = reads;
  return root;
}

describe('mayTakeOver', () => {
  afterEach(() => {
    document.documentElement.className = '';
    sessionStorage.clear();
  });

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
    ['a link with values', { address: '/json-tool?input=%7B%7D' }, false],
    ['a link to a place in the page', { address: '/json-tool#result' }, false],
    ['a key of an unknown kind', { reads: 'cookie:x' }, false],
  ] as const)('%s', (_, options, expected) => {
    expect(mayTakeOver(visit(options))).toBe(expected);
  });

  it.each([
    ['navigate', true],
    ['reload', false],
    ['back_forward', false],
  ] as const)('a document loaded by %s: taken over %s', (type, expected) => {
    const root = visit({});
    const entries = vi
      .spyOn(performance, 'getEntriesByType')
      .mockReturnValue([{ type } as unknown as PerformanceEntry]);
    try {
      expect(mayTakeOver(root)).toBe(expected);
    } finally {
      entries.mockRestore();
    }
  });

  it('counts storage that cannot be read as empty, as the app does', () => {
    const root = visit({});
    const blocked = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(mayTakeOver(root)).toBe(true);
    blocked.mockRestore();
  });
});
