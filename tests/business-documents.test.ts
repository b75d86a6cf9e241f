import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import { createAccountDocumentStore } from '../src/lib/businessDocuments/accountDocumentStore.ts';
import type { DocumentContent } from '../src/lib/businessDocuments/businessDocument.ts';
import { signUpNewUser, startTestBackend, type TestUser } from './helpers/backend.ts';
import { documentData } from './helpers/documents.ts';
import { EMPTY_SEARCH } from '../src/lib/businessDocuments/searchDocuments.ts';

const PAGE = { offset: 0, limit: 20 };

/** The documents data module against the local backend with the real supabase-js client. */

let backend: RunningBackend;
let user: TestUser;
let otherUser: TestUser;

/** ¥8,000 of 8 % items: ¥8,640 with tax. */
const invoiceData = (unitPrice: string) =>
  documentData({
    client: '株式会社サンプル',
    subject: 'Webサイト制作',
    date: '2025-04-30',
    perItemTax: true,
    items: [{ name: '弁当', quantity: '10', unitPrice, taxRate: 8 }],
  });
const invoice: DocumentContent = {
  kind: 'invoice',
  number: ' 2025-04-001 ',
  title: 'Webサイト制作',
  client: '株式会社サンプル 御中',
  data: invoiceData('800'),
  transaction_date: '2025-04-30',
  amount: 8640,
};

/** Claims a number in the user's numbering, as the page does before issuing under it. */
async function claim(number: string) {
  const { error } = await user.client.from('document_numbers').insert({
    user_id: user.user.id,
    kind: 'invoice',
    number,
    counter_key: '',
    sequence: 0,
    issued_on: '2025-04-30',
  });
  if (error) throw new Error(error.message);
}

beforeAll(async () => {
  backend = await startTestBackend();
  [user, otherUser] = await Promise.all([signUpNewUser(backend), signUpNewUser(backend)]);
});
afterAll(async () => {
  await backend?.close();
});

describe('account document store', () => {
  it('creates, lists, updates, deletes and restores a document', async () => {
    const store = createAccountDocumentStore(async () => user.client, user.user.id);
    expect(store.where).toBe('account');
    const created = await store.create(invoice);
    if (!created.ok) throw new Error(created.error.message);
    expect(created.data).toMatchObject({
      kind: 'invoice',
      number: '2025-04-001',
      client: '株式会社サンプル 御中',
      title: 'Webサイト制作',
      transaction_date: '2025-04-30',
      amount: 8640,
    });
    // The number printed in the document is the number column's.
    expect(created.data.data).toMatchObject({ header: { documentNumber: '2025-04-001' } });

    const quote = await store.create({ ...invoice, kind: 'quote', number: 'Q2025123456' });
    expect(quote.ok).toBe(true);
    const listed = await store.search(EMPTY_SEARCH, PAGE);
    if (!listed.ok) throw new Error(listed.error.message);
    expect(listed.data.rows.map((document) => document.number)).toEqual([
      'Q2025123456',
      '2025-04-001',
    ]);
    expect(listed.data.total).toBe(2);
    // The search reads no document data.
    expect(listed.data.rows[0]).not.toHaveProperty('data');

    const updated = await store.update(created.data.id, {
      ...invoice,
      data: { ...invoiceData('800'), header: { ...invoiceData('800').header, subject: '改訂' } },
    });
    if (!updated.ok) throw new Error(updated.error.message);
    expect(updated.data.title).toBe('改訂');
    expect(updated.data.updated_at >= created.data.updated_at).toBe(true);

    expect((await store.remove(created.data.id)).ok).toBe(true);
    const afterDelete = await store.search(EMPTY_SEARCH, PAGE);
    expect(afterDelete.ok && afterDelete.data.rows.map((document) => document.id)).toEqual([
      (quote.ok && quote.data.id) || '',
    ]);
    expect(await store.get(created.data.id)).toEqual({ ok: true, data: null });

    const restored = await store.restore(updated.data);
    if (!restored.ok) throw new Error(restored.error.message);
    // Put back as it was; as a row made anew, its revision starts again.
    expect(restored.data).toEqual({ ...updated.data, revision: 1 });
  });

  it('refuses a save based on a copy changed meanwhile elsewhere, and merges none of it', async () => {
    // Two tabs of the same account: each page has its own modules (and its own record of the
    // writes it made itself), so tab B's are loaded afresh.
    const tabA = createAccountDocumentStore(async () => user.client, user.user.id);
    vi.resetModules();
    const otherTab = await import('../src/lib/businessDocuments/accountDocumentStore.ts');
    const tabB = otherTab.createAccountDocumentStore(async () => user.client, user.user.id);
    const created = await tabA.create({ ...invoice, number: 'INV-TWO-TABS' });
    if (!created.ok) throw new Error(created.error.message);
    const read = created.data.revision;
    expect(read).toBe(1);
    const withSubject = (subject: string) => ({
      ...invoice,
      number: 'INV-TWO-TABS',
      data: { ...invoiceData('800'), header: { ...invoiceData('800').header, subject } },
    });
    const first = await tabA.update(created.data.id, withSubject('タブAの件名'), read);
    expect(first).toMatchObject({ ok: true, data: { title: 'タブAの件名', revision: 2 } });
    // Tab B still shows revision 1: its save is refused, not written over tab A's.
    const second = await tabB.update(created.data.id, withSubject('タブBの件名'), read);
    expect(second.ok).toBe(false);
    if (second.ok) return;
    expect(second.error.kind).toBe('conflict');
    expect(second.error.conflict?.revision).toBe(2);
    expect(second.error.conflict?.fields).toContain('data');
    expect((await tabB.get(created.data.id)).ok && (await tabB.get(created.data.id))).toMatchObject(
      { data: { title: 'タブAの件名' } },
    );
    // Chosen to keep tab B's after seeing both: saved on top of the revision now kept.
    const kept = await tabB.update(created.data.id, withSubject('タブBの件名'), 2);
    expect(kept).toMatchObject({ ok: true, data: { title: 'タブBの件名', revision: 3 } });
  });

  it('issues, corrects and cancels a document, keeping each version', async () => {
    const store = createAccountDocumentStore(async () => user.client, user.user.id);
    await claim('INV-VERSIONS');
    const created = await store.create({ ...invoice, number: 'INV-VERSIONS' });
    if (!created.ok) throw new Error(created.error.message);
    const id = created.data.id;
    expect(await store.issue(id)).toMatchObject({
      ok: true,
      data: { status: 'issued', version: 1 },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Issued: not changed in place any more (the update finds no draft).
    expect(await store.update(id, { ...invoice, title: 'x' })).toMatchObject({ ok: false });
    vi.restoreAllMocks();
    // 10 × ¥740 + 8 %: ¥7,992.
    const corrected = await store.correct(
      id,
      { ...invoice, data: invoiceData('740') },
      '単価の誤り',
    );
    expect(corrected).toMatchObject({ ok: true, data: { version: 2, amount: 7992 } });
    expect(await store.cancel(id, '取引中止')).toMatchObject({
      ok: true,
      data: { status: 'cancelled', cancel_reason: '取引中止' },
    });
    const versions = await store.versions(id);
    expect(versions.ok && versions.data.map((v) => [v.version, v.action, v.amount])).toEqual([
      [1, 'issued', 8640],
      [2, 'corrected', 7992],
      [3, 'cancelled', 7992],
    ]);
  });

  it('does not show or change another user’s documents', async () => {
    const mine = createAccountDocumentStore(async () => user.client, user.user.id);
    const theirs = createAccountDocumentStore(async () => otherUser.client, otherUser.user.id);
    const created = await mine.create({ ...invoice, number: 'INV-2025001' });
    if (!created.ok) throw new Error(created.error.message);
    const listed = await theirs.search(EMPTY_SEARCH, PAGE);
    expect(listed.ok && listed.data).toEqual({ rows: [], total: 0 });
    expect(await theirs.get(created.data.id)).toEqual({ ok: true, data: null });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const update = await theirs.update(created.data.id, { ...invoice, title: 'hijack' });
    expect(update).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    vi.restoreAllMocks();
  });
});
