import { describe, expect, it } from 'vitest';
import { documentData } from './helpers/documents.ts';
import { useCallers } from './helpers/callers.ts';

/**
 * business_documents: the owner reads, adds, changes and deletes their own documents; another
 * user, a guest (anonymous sign-in: guests keep documents in the browser) and the anon key
 * alone see and change nothing. Documents have no share link, so a visitor holding a link has
 * only the anon key and is covered by it.
 */

const callers = useCallers();

const TABLE = 'business_documents';

const documentFor = (userId: string, number = 'Q2025000001') => ({
  user_id: userId,
  kind: 'quote',
  number,
  title: 'Webサイト制作',
  client: '株式会社サンプル',
  data: { version: 1, items: [{ name: 'デザイン費', unitPrice: '300000' }] },
});

async function ownersDocument(number?: string): Promise<{ id: string }> {
  const { data, error } = await callers.owner
    .from(TABLE)
    .insert(documentFor(callers.ownerId, number))
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data as { id: string };
}

async function stored(id: string) {
  const { data } = await callers.service.from(TABLE).select().eq('id', id).maybeSingle();
  return data as Record<string, unknown> | null;
}

describe('business_documents row-level security', () => {
  it('select: the owner reads their own; other user, guest and anon key nothing', async () => {
    const { id } = await ownersDocument();
    const mine = await callers.owner.from(TABLE).select().eq('id', id);
    expect(mine.error).toBeNull();
    expect(mine.data).toHaveLength(1);
    for (const intruder of [callers.other, callers.guest]) {
      const seen = await intruder.from(TABLE).select('id');
      expect(seen.error).toBeNull();
      expect(seen.data).toEqual([]);
    }
    const byAnon = await callers.anon.from(TABLE).select();
    expect(byAnon.data ?? []).toEqual([]);
    expect(byAnon.error?.code).toBe('42501');
  });

  it('insert: the owner for themselves only; a guest and the anon key not at all', async () => {
    expect((await callers.owner.from(TABLE).insert(documentFor(callers.ownerId))).error).toBeNull();
    expect((await callers.other.from(TABLE).insert(documentFor(callers.ownerId))).error?.code).toBe(
      '42501',
    );
    expect((await callers.guest.from(TABLE).insert(documentFor(callers.guestId))).error?.code).toBe(
      '42501',
    );
    const byAnon = await callers.anon.from(TABLE).insert(documentFor(callers.ownerId));
    expect(byAnon.error?.code).toBe('42501');
    expect(byAnon.status).toBe(401);
  });

  it('update: the owner only, and never the owner or the creation time', async () => {
    const { id } = await ownersDocument();
    const before = await stored(id);
    for (const intruder of [callers.other, callers.guest, callers.anon]) {
      const { data } = await intruder.from(TABLE).update({ title: 'x' }).eq('id', id).select();
      expect(data ?? []).toEqual([]);
    }
    expect(await stored(id)).toEqual(before);

    // The title is the document's 件名: changed with the document, never apart from it.
    const renamed = await callers.owner
      .from(TABLE)
      .update({ data: documentData({ kind: 'quote', subject: '改訂版' }) })
      .eq('id', id)
      .select();
    expect(renamed.error).toBeNull();
    expect(renamed.data?.[0]).toMatchObject({ title: '改訂版' });
    const retitled = await callers.owner
      .from(TABLE)
      .update({ title: '別の件名' })
      .eq('id', id)
      .select();
    expect(retitled.data?.[0]).toMatchObject({ title: '改訂版' });
    const moved = await callers.owner.from(TABLE).update({ user_id: callers.otherId }).eq('id', id);
    expect(moved.error?.code).toBe('42501');
    const redated = await callers.owner
      .from(TABLE)
      .update({ created_at: '2000-01-01T00:00:00Z' })
      .eq('id', id);
    expect(redated.error?.code).toBe('42501');
    const rekinded = await callers.owner.from(TABLE).update({ kind: 'invoice' }).eq('id', id);
    expect(rekinded.error?.code).toBe('42501');
  });

  it('delete: the owner only', async () => {
    const { id } = await ownersDocument();
    for (const intruder of [callers.other, callers.guest, callers.anon]) {
      const { data } = await intruder.from(TABLE).delete().eq('id', id).select();
      expect(data ?? []).toEqual([]);
    }
    expect(await stored(id)).not.toBeNull();
    expect((await callers.owner.from(TABLE).delete().eq('id', id)).error).toBeNull();
    expect(await stored(id)).toBeNull();
  });

  it('checks kind, number and data on the server too', async () => {
    const badKind = await callers.owner
      .from(TABLE)
      .insert({ ...documentFor(callers.ownerId), kind: 'purchase_order' });
    expect(badKind.error?.code).toBe('23514');
    const blank = await callers.owner
      .from(TABLE)
      .insert({ ...documentFor(callers.ownerId), number: ' \u3000 ' });
    expect(blank.error?.code).toBe('23514');
    const notObject = await callers.owner
      .from(TABLE)
      .insert({ ...documentFor(callers.ownerId), data: [1, 2] });
    expect(notObject.error?.code).toBe('23514');
    const tooLong = await callers.owner
      .from(TABLE)
      .insert({ ...documentFor(callers.ownerId), number: 'x'.repeat(101) });
    expect(tooLong.error?.code).toBe('23514');
  });
});
