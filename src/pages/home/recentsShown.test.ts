import { createRecentsShown, RECENTS_SHOWN_KEY } from './recentsShown';
import { memoryStorage as session } from '../../test/memoryStorage';

/** The stored row, as a tool's use changes it. */
const stored = (initial: string[]) => {
  let recents = initial;
  return {
    read: () => recents,
    use: (id: string) => (recents = [id, ...recents.filter((other) => other !== id)]),
  };
};

describe('createRecentsShown', () => {
  it.each([
    { returning: true, shown: ['qr'] },
    { returning: false, shown: ['json', 'qr'] },
  ])('after a tool is used, shows $shown (returning: $returning)', ({ returning, shown }) => {
    const store = stored(['qr']);
    const recentsFor = createRecentsShown(store.read, session());
    expect(recentsFor('home-1', false)).toEqual(['qr']);
    store.use('json');
    expect(recentsFor(returning ? 'home-1' : 'home-2', returning)).toEqual(shown);
  });

  it('reads the stored row for an entry it has not shown, even when returning', () => {
    const recentsFor = createRecentsShown(stored(['qr']).read, session());
    expect(recentsFor('opened-elsewhere', true)).toEqual(['qr']);
  });

  it('keeps nothing for the entry without a key of its own (every fresh visit shares it)', () => {
    const store = stored(['qr']);
    const recentsFor = createRecentsShown(store.read, session());
    recentsFor('default', false);
    store.use('json');
    expect(recentsFor('default', true)).toEqual(['json', 'qr']);
  });

  it('keeps the rows across a page load, in session storage', () => {
    const store = stored(['qr']);
    const tab = session();
    createRecentsShown(store.read, tab)('home-1', false);
    store.use('json');
    expect(createRecentsShown(store.read, tab)('home-1', true)).toEqual(['qr']);
    expect(createRecentsShown(store.read, null)('home-1', true)).toEqual(['json', 'qr']);
  });

  it.each(['not json', '{"home-1": ["qr"]}', '[["home-1", "qr"]]', '[[1, ["qr"]]]'])(
    'reads past stored text of another shape (%s)',
    (text) => {
      const recentsFor = createRecentsShown(
        stored(['json']).read,
        session({ [RECENTS_SHOWN_KEY]: text }),
      );
      expect(recentsFor('home-1', true)).toEqual(['json']);
    },
  );

  it('keeps the rows of the last 50 entries', () => {
    const store = stored([]);
    const recentsFor = createRecentsShown(store.read, session());
    for (let entry = 0; entry <= 50; entry++) recentsFor(`home-${entry}`, false);
    store.use('json');
    expect(recentsFor('home-1', true)).toEqual([]);
    expect(recentsFor('home-0', true)).toEqual(['json']);
  });
});
