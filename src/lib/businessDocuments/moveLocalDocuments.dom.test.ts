import type { BusinessDocument, DocumentVersion } from './businessDocument';
import { createLocalDocumentStore, loadLocalDocuments } from './localDocumentStore';
import { moveLocalDocuments } from './moveLocalDocuments';

const content = (number: string) => ({
  kind: 'invoice' as const,
  number,
  title: '',
  client: '',
  data: {},
  transaction_date: null,
  amount: null,
});

describe('moving this browser’s documents into an account', () => {
  afterEach(() => localStorage.clear());

  it('sends each with its versions; a held number is claimed anew and moved as old → new', async () => {
    const store = createLocalDocumentStore();
    const kept = await store.create(content('20261129-001'));
    const other = await store.create(content('20261129-005'));
    if (!kept.ok || !other.ok) throw new Error('not kept');
    await store.issue(kept.data.id);
    await store.correct(kept.data.id, content('20261129-001'), '値引きの反映');
    const sent: { number: string; versions: string[]; renumber: unknown }[] = [];
    const held = new Set(['20261129-001']);
    const outcome = await moveLocalDocuments(
      async (document: BusinessDocument, versions: readonly DocumentVersion[], renumber) => {
        sent.push({
          number: document.number,
          versions: versions.map(
            (version) => `${version.version} ${version.action} ${version.reason ?? ''}`,
          ),
          renumber,
        });
        if (!renumber && held.has(document.number)) return { ok: false, reason: 'number_held' };
        return { ok: true, document };
      },
      async () => '20261129-002',
    );
    expect(outcome).toEqual({
      moved: 2,
      failed: 0,
      renumbered: [{ from: '20261129-001', to: '20261129-002' }],
    });
    const moves = sent.filter((entry) => entry.number === '20261129-001');
    expect(moves).toEqual([
      {
        number: '20261129-001',
        versions: ['1 issued ', '2 corrected 値引きの反映'],
        renumber: null,
      },
      {
        number: '20261129-001',
        versions: ['1 issued ', '2 corrected 値引きの反映'],
        renumber: { from: '20261129-001', to: '20261129-002' },
      },
    ]);
    expect(loadLocalDocuments()).toEqual([]);
  });

  it('keeps in the browser what did not reach the account', async () => {
    const store = createLocalDocumentStore();
    await store.create(content('20261129-001'));
    const outcome = await moveLocalDocuments(
      async () => ({ ok: false, reason: 'number_held' }),
      async () => null,
    );
    expect(outcome).toEqual({ moved: 0, failed: 1, renumbered: [] });
    expect(loadLocalDocuments()).toHaveLength(1);
  });
});
