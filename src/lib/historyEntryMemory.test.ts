import {
  entryMemory,
  MAX_REMEMBERED_ENTRIES,
  parseEntryValues,
  rememberEntryValue,
  serializeEntryValues,
} from './historyEntryMemory';
import { UNKEYED_ENTRY } from './openingEntryKey';
import { memoryStorage as session } from '../test/memoryStorage';

const isPosition = (value: unknown): value is number => typeof value === 'number' && value >= 0;

describe('rememberEntryValue', () => {
  it('adds, updates and moves an entry to the newest place', () => {
    const values = rememberEntryValue(new Map(), 'a', 10);
    expect([...values]).toEqual([['a', 10]]);
    rememberEntryValue(values, 'b', 20);
    expect([...rememberEntryValue(values, 'a', 30)]).toEqual([
      ['b', 20],
      ['a', 30],
    ]);
  });

  it('keeps only the newest entries', () => {
    const values = new Map<string, number>();
    for (let index = 0; index < MAX_REMEMBERED_ENTRIES + 5; index += 1) {
      rememberEntryValue(values, `k${index}`, index);
    }
    const keys = [...values.keys()];
    expect(keys).toHaveLength(MAX_REMEMBERED_ENTRIES);
    expect(keys[0]).toBe('k5');
    expect(keys.at(-1)).toBe(`k${MAX_REMEMBERED_ENTRIES + 4}`);
    const three = new Map([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    expect([...rememberEntryValue(three, 'd', 4, 2)]).toEqual([
      ['c', 3],
      ['d', 4],
    ]);
  });
});

describe('stored entry values', () => {
  it.each<[string, string | null, [string, number][]]>([
    ['nothing stored', null, []],
    [
      'stored positions',
      '[["k1",0],["k2",480.5]]',
      [
        ['k1', 0],
        ['k2', 480.5],
      ],
    ],
    ['broken text', '[["k1",', []],
    ['an object of an earlier form', '{"k1":10}', []],
    ['null', 'null', []],
    ['entries of another shape', '[["k1","10"],["k2",-5],[3,7],"k4",["k5",7]]', [['k5', 7]]],
  ])('reads back %s', (_, raw, expected) => {
    expect([...parseEntryValues(raw, isPosition)]).toEqual(expected);
  });

  it('keeps the order of keys that look like numbers (a base-36 key can)', () => {
    const values = new Map([
      ['zz', 1],
      ['12345678', 2],
    ]);
    expect([...parseEntryValues(serializeEntryValues(values), isPosition)]).toEqual([
      ['zz', 1],
      ['12345678', 2],
    ]);
  });

  it('stores every entry except the one all fresh visits share', () => {
    const text = serializeEntryValues(
      new Map([
        [UNKEYED_ENTRY, 900],
        ['k1', 10],
      ]),
    );
    expect([...parseEntryValues(text, isPosition)]).toEqual([['k1', 10]]);
  });
});

describe('entryMemory', () => {
  it('reads the stored values once and writes them on save', () => {
    const tab = session({ positions: '[["k1",10]]' });
    const memory = entryMemory('positions', isPosition, tab);
    expect(memory.get('k1')).toBe(10);
    memory.set('k2', 20);
    expect(tab.getItem('positions')).toBe('[["k1",10]]');
    memory.save();
    expect(entryMemory('positions', isPosition, tab).get('k2')).toBe(20);
  });

  it('keeps values for the page only when storage is missing or refuses them', () => {
    const refusing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    for (const storage of [null, refusing]) {
      const memory = entryMemory('positions', isPosition, storage);
      memory.set('k1', 10);
      memory.save();
      expect(memory.get('k1')).toBe(10);
    }
  });
});
