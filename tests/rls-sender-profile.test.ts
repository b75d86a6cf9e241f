import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpNewUser } from './helpers/backend.ts';
import { useCallers } from './helpers/callers.ts';

/**
 * public.sender_profiles: one row per signed-in user. The owner reads and writes their own row;
 * another user, a guest (anonymous sign-in, who keeps the profile in the browser only), the anon
 * key alone and a visitor of a share link see and change nothing.
 */

const callers = useCallers();
let owner: { client: SupabaseClient; id: string };
let other: { client: SupabaseClient; id: string };
let guest: { client: SupabaseClient; id: string };
let anon: SupabaseClient;
let service: SupabaseClient;

const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const ownersProfile = {
  company_name: '株式会社サンプル',
  department: '営業部',
  person_name: '佐藤 花子',
  postal_code: '100-0001',
  address: '東京都千代田区千代田1-1',
  tel: '03-1234-5678',
  email: 'sato@example.jp',
  registration_number: 'T7123456789012',
  bank_account: 'サンプル銀行 本店 普通 1234567',
  seal_image: PNG_DATA_URL,
};

async function storedRow(userId: string) {
  const { data } = await service.from('sender_profiles').select().eq('user_id', userId);
  return data?.[0] ?? null;
}

beforeAll(async () => {
  owner = { client: callers.owner, id: callers.ownerId };
  other = { client: callers.other, id: callers.otherId };
  guest = { client: callers.guest, id: callers.guestId };
  anon = callers.anon;
  service = callers.service;
  const { error } = await owner.client
    .from('sender_profiles')
    .insert({ user_id: owner.id, ...ownersProfile });
  if (error) throw new Error(error.message);
});

describe('sender_profiles row-level security', () => {
  it('the owner reads, updates (upsert too) and deletes their own row', async () => {
    const read = await owner.client.from('sender_profiles').select().eq('user_id', owner.id);
    expect(read.error).toBeNull();
    expect(read.data?.[0]).toMatchObject(ownersProfile);

    const updated = await owner.client
      .from('sender_profiles')
      .update({ tel: '03-9999-0000' })
      .eq('user_id', owner.id)
      .select();
    expect(updated.error).toBeNull();
    expect(updated.data?.[0]).toMatchObject({ tel: '03-9999-0000' });

    const upserted = await owner.client
      .from('sender_profiles')
      .upsert({ user_id: owner.id, ...ownersProfile }, { onConflict: 'user_id' });
    expect(upserted.error).toBeNull();
    expect(await storedRow(owner.id)).toMatchObject(ownersProfile);
  });

  it('another user sees, changes and deletes nothing of it, and cannot write it', async () => {
    const before = await storedRow(owner.id);
    const read = await other.client.from('sender_profiles').select();
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);
    const update = await other.client
      .from('sender_profiles')
      .update({ company_name: 'hijacked' })
      .eq('user_id', owner.id)
      .select();
    expect(update.data ?? []).toEqual([]);
    const removed = await other.client
      .from('sender_profiles')
      .delete()
      .eq('user_id', owner.id)
      .select();
    expect(removed.data ?? []).toEqual([]);
    const insert = await other.client
      .from('sender_profiles')
      .insert({ user_id: owner.id, company_name: 'x' });
    expect(insert.error).not.toBeNull();
    const upsert = await other.client
      .from('sender_profiles')
      .upsert({ user_id: owner.id, company_name: 'x' }, { onConflict: 'user_id' });
    expect(upsert.error).not.toBeNull();
    expect(await storedRow(owner.id)).toEqual(before);
  });

  it('a guest may not keep a profile in the table, nor see the owner’s', async () => {
    const insert = await guest.client
      .from('sender_profiles')
      .insert({ user_id: guest.id, company_name: 'ゲスト商店' });
    expect(insert.error?.code).toBe('42501');
    expect(await storedRow(guest.id)).toBeNull();
    const read = await guest.client.from('sender_profiles').select();
    expect(read.data ?? []).toEqual([]);
    const update = await guest.client
      .from('sender_profiles')
      .update({ company_name: 'x' })
      .eq('user_id', owner.id)
      .select();
    expect(update.data ?? []).toEqual([]);
  });

  it('the anon key alone reads and writes nothing', async () => {
    const read = await anon.from('sender_profiles').select();
    expect(read.data ?? []).toEqual([]);
    if (read.error) expect(read.error.code).toBe('42501');
    const insert = await anon.from('sender_profiles').insert({ company_name: 'x' });
    expect(insert.error?.code).toBe('42501');
    const removed = await anon.from('sender_profiles').delete().eq('user_id', owner.id).select();
    expect(removed.data ?? []).toEqual([]);
    expect(await storedRow(owner.id)).not.toBeNull();
  });

  it('a visitor of the owner’s shared to-do list gets none of the profile', async () => {
    const todo = await owner.client
      .from('todos')
      .insert({ user_id: owner.id, title: '見積書を送る' })
      .select('share_id')
      .single();
    expect(todo.error).toBeNull();
    const shared = await anon.rpc('get_shared_todos', { p_share_id: todo.data?.share_id });
    expect(shared.error).toBeNull();
    expect(shared.data).toHaveLength(1);
    expect(JSON.stringify(shared.data)).not.toContain('株式会社サンプル');
    const read = await anon.from('sender_profiles').select().eq('user_id', owner.id);
    expect(read.data ?? []).toEqual([]);
  });

  it('deleting the owner’s row leaves it gone; deleting the user deletes the row', async () => {
    const fresh = await signUpNewUser(callers.backend);
    const insert = await fresh.client
      .from('sender_profiles')
      .insert({ user_id: fresh.user.id, company_name: '合同会社テスト' });
    expect(insert.error).toBeNull();
    const removed = await fresh.client
      .from('sender_profiles')
      .delete()
      .eq('user_id', fresh.user.id);
    expect(removed.error).toBeNull();
    expect(await storedRow(fresh.user.id)).toBeNull();

    await fresh.client
      .from('sender_profiles')
      .insert({ user_id: fresh.user.id, company_name: '合同会社テスト' });
    const deleted = await service.auth.admin.deleteUser(fresh.user.id);
    expect(deleted.error).toBeNull();
    expect(await storedRow(fresh.user.id)).toBeNull();
  });
});

describe('sender_profiles server-side checks', () => {
  it.each([
    ['an http URL as the seal', { seal_image: 'https://example.com/seal.png' }],
    ['a script URL as the seal', { seal_image: 'javascript:alert(1)' }],
    ['an HTML data URL as the seal', { seal_image: 'data:text/html;base64,PHNjcmlwdD4=' }],
    ['a seal over 500 KB', { seal_image: `data:image/png;base64,${'A'.repeat(700_000)}` }],
    ['an over-long company name', { company_name: 'x'.repeat(201) }],
  ])('refuses %s', async (_name, change) => {
    const before = await storedRow(owner.id);
    const { error } = await owner.client
      .from('sender_profiles')
      .update(change)
      .eq('user_id', owner.id);
    expect(error?.code).toBe('23514');
    expect(await storedRow(owner.id)).toEqual(before);
  });

  it('refuses a client-set updated_at', async () => {
    const { error } = await owner.client
      .from('sender_profiles')
      .update({ updated_at: '2000-01-01T00:00:00Z' })
      .eq('user_id', owner.id);
    expect(error?.code).toBe('42501');
  });

  it('moves updated_at on every change', async () => {
    const before = (await storedRow(owner.id))?.updated_at as string;
    await owner.client
      .from('sender_profiles')
      .update({ tel: '03-0000-1111' })
      .eq('user_id', owner.id);
    const after = (await storedRow(owner.id))?.updated_at as string;
    expect(new Date(after).getTime()).toBeGreaterThanOrEqual(new Date(before).getTime());
    expect(after).not.toBe(before);
  });
});
