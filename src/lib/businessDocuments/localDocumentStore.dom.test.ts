import { createLocalDocumentStore, LOCAL_DOCUMENTS_STORAGE_KEY } from './localDocumentStore';
import type { DocumentContent } from './businessDocument';
import { EMPTY_SEARCH } from './searchDocuments';

const quote: DocumentContent = {
  kind: 'quote',
  number: ' Q2025000001 ',
  title: 'Web制作',
  client: '株式会社サンプル',
  data: { version: 1 },
  transaction_date: '2025-04-01',
  amount: 11000,
};

describe('local document store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps documents in browser storage, newest change first, with undo', async () => {
    let clock = Date.parse('2025-04-01T00:00:00Z');
    const store = createLocalDocumentStore(() => new Date((clock += 1000)));
    const first = await store.create(quote);
    const second = await store.create({ ...quote, kind: 'invoice', number: '2025-04-001' });
    if (!first.ok || !second.ok) throw new Error('create failed');
    expect(first.data.number).toBe('Q2025000001');
    const updated = await store.update(first.data.id, { ...quote, kind: 'invoice', title: '改訂' });
    if (!updated.ok) throw new Error('update failed');
    // The kind of a kept document never changes.
    expect(updated.data).toMatchObject({ kind: 'quote', title: '改訂' });
    const listed = await store.search(EMPTY_SEARCH, { offset: 0, limit: 20 });
    expect(listed.ok && listed.data.rows.map((document) => document.id)).toEqual([
      first.data.id,
      second.data.id,
    ]);
    expect(listed.ok && listed.data.total).toBe(2);
    const found = await store.search({ ...EMPTY_SEARCH, client: 'ｻﾝﾌﾟﾙ' }, { offset: 0, limit: 1 });
    expect(found.ok && found.data.total).toBe(2);
    expect(found.ok && found.data.rows).toHaveLength(1);
    await store.remove(first.data.id);
    expect(JSON.parse(localStorage.getItem(LOCAL_DOCUMENTS_STORAGE_KEY) ?? '[]')).toHaveLength(1);
    await store.restore(updated.data);
    expect(await store.get(updated.data.id)).toEqual({ ok: true, data: updated.data });
  });

  it('fixes an issued document: corrections and the cancellation keep every version', async () => {
    const store = createLocalDocumentStore();
    const created = await store.create({ ...quote, kind: 'invoice' });
    if (!created.ok) throw new Error('create failed');
    const id = created.data.id;
    expect((await store.issue(id)).ok).toBe(true);
    expect(await store.update(id, { ...quote, title: 'x' })).toMatchObject({ ok: false });
    expect(await store.remove(id)).toMatchObject({ ok: false });
    expect(await store.correct(id, { ...quote, amount: 9900 }, ' ')).toMatchObject({ ok: false });
    const corrected = await store.correct(id, { ...quote, amount: 9900 }, '単価の誤り');
    expect(corrected).toMatchObject({
      ok: true,
      data: { version: 2, amount: 9900, status: 'issued' },
    });
    const cancelled = await store.cancel(id, '発注取消');
    expect(cancelled).toMatchObject({ ok: true, data: { status: 'cancelled', version: 3 } });
    const versions = await store.versions(id);
    if (!versions.ok) throw new Error('versions failed');
    expect(versions.data.map((v) => [v.version, v.action, v.amount, v.reason])).toEqual([
      [1, 'issued', 11000, null],
      [2, 'corrected', 9900, '単価の誤り'],
      [3, 'cancelled', 9900, '発注取消'],
    ]);
    expect(versions.data[1]?.replaces_id).toBe(versions.data[0]?.id);
  });

  it('drops damaged entries and reads broken JSON as none', async () => {
    localStorage.setItem(LOCAL_DOCUMENTS_STORAGE_KEY, JSON.stringify([{ id: 1 }, 'x']));
    const none = { ok: true, data: { rows: [], total: 0 } };
    const page = { offset: 0, limit: 20 };
    expect(await createLocalDocumentStore().search(EMPTY_SEARCH, page)).toEqual(none);
    localStorage.setItem(LOCAL_DOCUMENTS_STORAGE_KEY, '{broken');
    expect(await createLocalDocumentStore().search(EMPTY_SEARCH, page)).toEqual(none);
  });

  it('reports an update of a document that is gone', async () => {
    const result = await createLocalDocumentStore().update('missing', quote);
    expect(result).toMatchObject({ ok: false, error: { kind: 'not_found' } });
  });
});
