import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import {
  createTestClient,
  signInAsGuest,
  signUpNewUser,
  startTestBackend,
} from './helpers/backend.ts';

/**
 * The revision check of every table two people (or two tabs) edit, through the REST API as a
 * page sends it: a change based on an old revision is refused (HTTP 409, hint
 * 'revision_conflict') when it changes a field changed meanwhile, and merges in when it changes
 * only other fields. Poll answers are checked the same way through save_schedule_answer.
 */

let backend: RunningBackend;
let owner: SupabaseClient;
let ownerId: string;
let member: SupabaseClient;
let anon: SupabaseClient;

interface Versioned {
  id: string;
  revision: number;
  [field: string]: unknown;
}

beforeAll(async () => {
  backend = await startTestBackend();
  const [ownerUser, guest] = await Promise.all([
    signUpNewUser(backend, { fullName: '鈴木 一郎' }),
    signInAsGuest(backend),
  ]);
  owner = ownerUser.client;
  ownerId = ownerUser.user.id;
  member = guest.client;
  anon = createTestClient(backend.url, backend.anonKey);
});
afterAll(async () => {
  await backend?.close();
});

async function write(
  client: SupabaseClient,
  table: string,
  id: string,
  changes: Record<string, unknown>,
) {
  return client.from(table).update(changes).eq('id', id).select().single();
}

/** Two writers start from the same revision; the second one's fate is checked. */
async function raceOnTable(
  table: string,
  row: Versioned,
  first: Record<string, unknown>,
  sameField: Record<string, unknown>,
  otherField: Record<string, unknown>,
  secondWriter: SupabaseClient = owner,
) {
  const base = row.revision;
  expect(base).toBe(1);
  const a = await write(owner, table, row.id, { ...first, base_revision: base });
  expect(a.error).toBeNull();
  expect((a.data as Versioned).revision).toBe(base + 1);
  expect((a.data as Versioned).base_revision).toBeNull();

  // The same field, from the old revision: refused, and the row keeps A's value.
  const stale = await write(secondWriter, table, row.id, { ...sameField, base_revision: base });
  expect(stale.status).toBe(409);
  expect(stale.error?.hint).toBe('revision_conflict');
  const detail = JSON.parse(stale.error?.details ?? '{}') as { fields: string[]; revision: number };
  expect(detail).toEqual({ fields: Object.keys(sameField), revision: base + 1 });
  const { data: after } = await owner.from(table).select().eq('id', row.id).single();
  expect(after).toMatchObject(first);

  // Another field, from the old revision: merged, A's change stays.
  // (A list has one such field: its order, which is not checked and keeps the revision.)
  const merged = await write(secondWriter, table, row.id, { ...otherField, base_revision: base });
  expect(merged.error).toBeNull();
  const latest = (merged.data as Versioned).revision;
  expect(merged.data).toMatchObject({ ...first, ...otherField });
  expect(latest).toBe(table === 'todo_lists' ? base + 1 : base + 2);

  // From the current revision the same field is taken.
  const current = await write(secondWriter, table, row.id, {
    ...sameField,
    base_revision: latest,
  });
  expect(current.error).toBeNull();
  expect(current.data).toMatchObject({ ...sameField, revision: latest + 1 });

  // A revision the row never had is refused.
  const unknown = await write(owner, table, row.id, { ...first, base_revision: 99 });
  expect(unknown.error?.code).toBe('22023');
}

describe('a stale write is refused through the REST API', () => {
  it('todos (a member of the list writes second)', async () => {
    const { data: list } = await owner
      .from('todo_lists')
      .insert({ name: '衝突' })
      .select()
      .single();
    const { data: link } = await owner.rpc('set_todo_list_edit_link', {
      p_list_id: (list as { id: string }).id,
      p_action: 'share',
    });
    const joined = await member.rpc('join_todo_list', {
      p_edit_share_id: link,
      p_display_name: '佐藤',
    });
    expect(joined.error).toBeNull();
    const { data: task } = await owner
      .from('todos')
      .insert({ user_id: ownerId, list_id: (list as { id: string }).id, title: '衝突テスト' })
      .select()
      .single();
    await raceOnTable(
      'todos',
      task as Versioned,
      { title: 'A の題名' },
      { title: 'B の題名' },
      { description: 'B の詳細' },
      member,
    );
  });

  it('todo_lists', async () => {
    const { data } = await owner.from('todo_lists').insert({ name: '元の名前' }).select().single();
    const list = data as Versioned;
    await raceOnTable(
      'todo_lists',
      list,
      { name: 'A の名前' },
      { name: 'B の名前' },
      { position: 5 },
    );
  });

  it('schedules (poll settings)', async () => {
    const { data } = await owner
      .from('schedules')
      .insert({ user_id: ownerId, title: '定例会' })
      .select()
      .single();
    await raceOnTable(
      'schedules',
      data as Versioned,
      { title: '定例会（4月）' },
      { title: '定例会（5月）' },
      { respondent_only_edits: true },
    );
  });

  it('schedule_options (candidates)', async () => {
    const { data: poll } = await owner
      .from('schedules')
      .insert({ user_id: ownerId, title: '候補の衝突' })
      .select()
      .single();
    const { data } = await owner
      .from('schedule_options')
      .insert({
        schedule_id: (poll as { id: string }).id,
        date_time: '2030-01-15T01:00:00Z',
        label: '会議室A',
      })
      .select()
      .single();
    await raceOnTable(
      'schedule_options',
      data as Versioned,
      { label: '会議室B' },
      { label: '会議室C' },
      { date_time: '2030-01-16T01:00:00+00:00' },
    );
  });

  it('business_documents', async () => {
    const { data } = await owner
      .from('business_documents')
      .insert({ user_id: ownerId, kind: 'quote', number: 'Q-1', title: '見積', data: {} })
      .select()
      .single();
    // Title, client, date and amount are read from the document's data: its number and its
    // data are what a page writes.
    await raceOnTable(
      'business_documents',
      data as Versioned,
      { number: 'Q-2' },
      { number: 'Q-3' },
      { data: { note: '株式会社サンプル向け' } },
    );
  });

  it('a write without a base revision still goes through (pages of before)', async () => {
    const { data } = await owner.from('todo_lists').insert({ name: 'x' }).select().single();
    const list = data as Versioned;
    await write(owner, 'todo_lists', list.id, { name: 'y', base_revision: 1 });
    const blind = await write(owner, 'todo_lists', list.id, { name: 'z' });
    expect(blind.error).toBeNull();
    expect(blind.data).toMatchObject({ name: 'z', revision: 3 });
  });

  it('a reorder changes no revision', async () => {
    const { data } = await owner.from('todo_lists').insert({ name: '並べ替え' }).select().single();
    const list = data as Versioned;
    const { data: one } = await owner
      .from('todos')
      .insert({ user_id: ownerId, list_id: list.id, title: '一' })
      .select()
      .single();
    const { data: two } = await owner
      .from('todos')
      .insert({ user_id: ownerId, list_id: list.id, title: '二' })
      .select()
      .single();
    const ids = [(one as Versioned).id, (two as Versioned).id];
    const { error } = await owner.rpc('reorder_todos', { p_list_id: list.id, p_ids: ids });
    expect(error).toBeNull();
    const { data: rows } = await owner.from('todos').select('revision').in('id', ids);
    expect(rows).toEqual([{ revision: 1 }, { revision: 1 }]);
  });
});

describe('poll answers (save_schedule_answer)', () => {
  async function poll() {
    const { data: schedule } = await owner
      .from('schedules')
      .insert({ user_id: ownerId, title: '打ち合わせ' })
      .select()
      .single();
    const { data: options } = await owner
      .from('schedule_options')
      .insert(
        ['2030-04-01T10:00:00+09:00', '2030-04-02T10:00:00+09:00'].map((date_time) => ({
          schedule_id: (schedule as Versioned).id,
          date_time,
        })),
      )
      .select();
    return {
      shareId: (schedule as { share_id: string }).share_id,
      options: (options as { id: string }[]).map((option) => option.id),
    };
  }

  const save = (args: Record<string, unknown>) =>
    anon.rpc('save_schedule_answer', {
      p_respondent_email: null,
      p_respondent_key: 'key-of-another-browser-000',
      ...args,
    });

  it('refuses a stale change of the same mark and merges one of another field', async () => {
    const { shareId, options } = await poll();
    const [first, second] = options as [string, string];
    const created = await anon.rpc('save_schedule_answer', {
      p_share_id: shareId,
      p_respondent_name: '佐藤',
      p_respondent_email: '',
      p_comment: '',
      p_answers: [
        { option_id: first, availability: 'yes' },
        { option_id: second, availability: 'yes' },
      ],
      p_respondent_key: 'key-of-the-first-browser',
    });
    expect(created.error).toBeNull();
    const { respondent_id: respondentId, revision } = created.data as {
      respondent_id: string;
      revision: number;
    };
    expect(revision).toBe(1);

    // A changes the first mark; B, still on revision 1, changes the same mark: refused.
    const a = await save({
      p_share_id: shareId,
      p_respondent_id: respondentId,
      p_base_revision: 1,
      p_respondent_name: null,
      p_comment: null,
      p_answers: [{ option_id: first, availability: 'no' }],
    });
    expect(a.error).toBeNull();
    expect((a.data as { revision: number }).revision).toBe(2);
    const b = await save({
      p_share_id: shareId,
      p_respondent_id: respondentId,
      p_base_revision: 1,
      p_respondent_name: null,
      p_comment: null,
      p_answers: [{ option_id: first, availability: 'maybe' }],
    });
    expect(b.status).toBe(409);
    expect(b.error?.hint).toBe('revision_conflict');
    expect(JSON.parse(b.error?.details ?? '{}')).toEqual({
      fields: [`option:${first}`],
      revision: 2,
    });

    // B's comment and second mark, from revision 1: merged with A's first mark.
    const merged = await save({
      p_share_id: shareId,
      p_respondent_id: respondentId,
      p_base_revision: 1,
      p_respondent_name: null,
      p_comment: '午後なら参加できます',
      p_answers: [{ option_id: second, availability: 'maybe' }],
    });
    expect(merged.error).toBeNull();
    const { data: shared } = await anon.rpc('get_shared_schedule', { p_share_id: shareId });
    const answers = (
      shared as {
        answers: {
          option_id: string;
          availability: string;
          comment: string;
          respondent_name: string;
          revision: number;
        }[];
      }
    ).answers;
    expect(
      Object.fromEntries(answers.map((answer) => [answer.option_id, answer.availability])),
    ).toEqual({ [first]: 'no', [second]: 'maybe' });
    expect(answers.every((answer) => answer.comment === '午後なら参加できます')).toBe(true);
    expect(answers.every((answer) => answer.respondent_name === '佐藤')).toBe(true);
    expect(answers.every((answer) => answer.revision === 3)).toBe(true);

    // A stale rename is refused only if the name changed meanwhile: it did not.
    const renamed = await save({
      p_share_id: shareId,
      p_respondent_id: respondentId,
      p_base_revision: 1,
      p_respondent_name: '佐藤 花子',
      p_comment: null,
      p_answers: [],
    });
    expect(renamed.error).toBeNull();
    const again = await save({
      p_share_id: shareId,
      p_respondent_id: respondentId,
      p_base_revision: 3,
      p_respondent_name: '佐藤 太郎',
      p_comment: null,
      p_answers: [],
    });
    expect(again.error?.hint).toBe('revision_conflict');
  });
});
