import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { useCallers } from './helpers/callers.ts';

/**
 * For every table and every operation: the owner (and a guest, for its own rows) succeeds
 * where the app needs the operation; another user and the anonymous key see nothing and
 * change nothing; operations the app never performs are refused to everyone.
 */

type Row = Record<string, unknown> & { id: string };

interface TableCase {
  table: string;
  /** A row the given user may insert; `parent` is a schedule (or option) of that user. */
  newRow(userId: string, client: SupabaseClient): Promise<Record<string, unknown>>;
  /** Creates a row owned by the client's user through the app's normal path. */
  create(client: SupabaseClient, userId: string): Promise<Row>;
  /** A change the owner may make, or null when nobody may update this table. */
  update: Record<string, unknown> | null;
  canInsert: boolean;
  canDelete: boolean;
}

const actors = useCallers();

async function insertReturning(
  client: SupabaseClient,
  table: string,
  row: Record<string, unknown>,
) {
  const { data, error } = await client.from(table).insert(row).select().single();
  if (error) throw new Error(`${table} insert failed: ${error.message}`);
  return data as Row;
}

async function scheduleOf(client: SupabaseClient, userId: string) {
  return insertReturning(client, 'schedules', { user_id: userId, title: 'poll' });
}

async function optionOf(client: SupabaseClient, userId: string) {
  const schedule = await scheduleOf(client, userId);
  return insertReturning(client, 'schedule_options', {
    schedule_id: schedule.id,
    date_time: '2030-01-15T10:00:00+09:00',
  });
}

const cases: TableCase[] = [
  {
    table: 'todos',
    newRow: async (userId) => ({ user_id: userId, title: 'write report', description: '' }),
    create: (client, userId) =>
      insertReturning(client, 'todos', { user_id: userId, title: 'task' }),
    update: { completed: true },
    canInsert: true,
    canDelete: true,
  },
  {
    table: 'schedules',
    newRow: async (userId) => ({ user_id: userId, title: 'team lunch' }),
    create: scheduleOf,
    update: { title: 'renamed' },
    canInsert: true,
    canDelete: true,
  },
  {
    table: 'schedule_options',
    newRow: async (userId, client) => ({
      schedule_id: (await scheduleOf(client, userId)).id,
      date_time: '2030-02-01T12:00:00+09:00',
      label: 'lunch',
    }),
    create: optionOf,
    update: { label: 'moved' },
    canInsert: true,
    canDelete: true,
  },
  {
    table: 'schedule_answers',
    // Answers are written only through submit_schedule_answer(); nobody inserts directly.
    newRow: async (userId, client) => {
      const option = await optionOf(client, userId);
      return { schedule_id: option.schedule_id, option_id: option.id, respondent_name: 'x' };
    },
    create: async (client, userId) => {
      const option = await optionOf(client, userId);
      const { data: schedule } = await client
        .from('schedules')
        .select('share_id')
        .eq('id', option.schedule_id as string)
        .single();
      const { error } = await actors.anon.rpc('submit_schedule_answer', {
        p_share_id: (schedule as { share_id: string }).share_id,
        p_respondent_name: 'Visitor',
        p_respondent_email: 'visitor@example.com',
        p_comment: null,
        p_answers: [{ option_id: option.id, availability: 'yes' }],
      });
      if (error) throw new Error(error.message);
      const { data } = await client
        .from('schedule_answers')
        .select()
        .eq('option_id', option.id)
        .single();
      return data as Row;
    },
    update: null,
    canInsert: false,
    canDelete: true,
  },
  {
    table: 'book_bookmarks',
    newRow: async (userId) => ({
      user_id: userId,
      query: 'TypeScript 入門',
      criteria: 'beginner',
      search_request: { category: 'programming' },
      recommendations: [{ title: 'Book' }],
    }),
    create: (client, userId) =>
      insertReturning(client, 'book_bookmarks', { user_id: userId, query: 'React' }),
    update: null,
    canInsert: true,
    canDelete: true,
  },
  {
    table: 'share_events',
    newRow: async (userId) => ({ user_id: userId, kind: 'todo', share_id: 'abc' }),
    create: (client, userId) =>
      insertReturning(client, 'share_events', { user_id: userId, kind: 'schedule', share_id: 'x' }),
    update: null,
    canInsert: true,
    canDelete: false,
  },
];

/** The row as it is in the database, read past RLS. */
async function stored(table: string, id: string) {
  const { data } = await actors.service.from(table).select().eq('id', id).maybeSingle();
  return data as Row | null;
}

describe.each(cases)('$table', (tableCase) => {
  const { table } = tableCase;
  const owners = () => [
    { name: 'owner', client: actors.owner, id: actors.ownerId },
    { name: 'guest', client: actors.guest, id: actors.guestId },
  ];

  it('select: owners and guests read their own rows; others and the anon key nothing', async () => {
    for (const { client, id } of owners()) {
      const row = await tableCase.create(client, id);
      const { data, error } = await client.from(table).select().eq('id', row.id);
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
    }
    const ownersRow = await tableCase.create(actors.owner, actors.ownerId);
    const byOther = await actors.other.from(table).select().eq('id', ownersRow.id);
    expect(byOther.error).toBeNull();
    expect(byOther.data).toEqual([]);
    const everythingOtherSees = await actors.other.from(table).select('id');
    expect(everythingOtherSees.data).toEqual([]);
    const byAnon = await actors.anon.from(table).select();
    expect(byAnon.data ?? []).toEqual([]);
    if (byAnon.error) expect(byAnon.error.code).toBe('42501');
  });

  it(`insert: ${tableCase.canInsert ? 'owners and guests for themselves only' : 'nobody directly'}`, async () => {
    for (const { client, id } of owners()) {
      const { error } = await client.from(table).insert(await tableCase.newRow(id, client));
      if (tableCase.canInsert) expect(error).toBeNull();
      else expect(error?.code).toBe('42501');
    }
    // Another user may not insert a row for the owner (nor attach to the owner's schedule).
    const forOwner = await tableCase.newRow(actors.ownerId, actors.owner);
    const byOther = await actors.other.from(table).insert(forOwner);
    expect(byOther.error?.code).toBe('42501');
    const byAnon = await actors.anon.from(table).insert(forOwner);
    expect(byAnon.error?.code).toBe('42501');
    expect(byAnon.status).toBe(401);
  });

  it(`update: ${tableCase.update ? 'owners and guests only' : 'nobody'}`, async () => {
    const change = tableCase.update ?? { created_at: '2000-01-01T00:00:00Z' };
    const ownersRow = await tableCase.create(actors.owner, actors.ownerId);
    const before = await stored(table, ownersRow.id);

    for (const intruder of [actors.other, actors.anon]) {
      const { data } = await intruder.from(table).update(change).eq('id', ownersRow.id).select();
      expect(data ?? []).toEqual([]);
    }
    expect(await stored(table, ownersRow.id)).toEqual(before);

    for (const { client, id } of owners()) {
      const row = await tableCase.create(client, id);
      const { data, error } = await client.from(table).update(change).eq('id', row.id).select();
      if (tableCase.update) {
        expect(error).toBeNull();
        expect(data?.[0]).toMatchObject(tableCase.update);
      } else {
        expect(error?.code).toBe('42501');
      }
    }
  });

  it(`delete: ${tableCase.canDelete ? 'owners and guests only' : 'nobody'}`, async () => {
    const ownersRow = await tableCase.create(actors.owner, actors.ownerId);
    for (const intruder of [actors.other, actors.anon]) {
      const { data } = await intruder.from(table).delete().eq('id', ownersRow.id).select();
      expect(data ?? []).toEqual([]);
    }
    expect(await stored(table, ownersRow.id)).not.toBeNull();

    for (const { client, id } of owners()) {
      const row = await tableCase.create(client, id);
      const { error } = await client.from(table).delete().eq('id', row.id);
      if (tableCase.canDelete) {
        expect(error).toBeNull();
        expect(await stored(table, row.id)).toBeNull();
      } else {
        expect(error?.code).toBe('42501');
        expect(await stored(table, row.id)).not.toBeNull();
      }
    }
  });
});

describe('contact_messages', () => {
  it('is closed to every API role but the service role', async () => {
    const message = {
      name: 'a',
      email: 'a@example.com',
      category: 'other',
      subject: 's',
      message: 'm',
    };
    for (const client of [actors.owner, actors.guest, actors.anon]) {
      expect((await client.from('contact_messages').select()).error?.code).toBe('42501');
      expect((await client.from('contact_messages').insert(message)).error?.code).toBe('42501');
    }
    expect((await actors.service.from('contact_messages').insert(message)).error).toBeNull();
  });
});

describe('columns the app never sets', () => {
  it('refuses a client-chosen share_id or created_at', async () => {
    const { error } = await actors.owner
      .from('todos')
      .insert({ user_id: actors.ownerId, title: 't', share_id: 'guessable' });
    expect(error?.code).toBe('42501');
    const schedule = await actors.owner
      .from('schedules')
      .insert({ user_id: actors.ownerId, title: 't', share_id: 'guessable' });
    expect(schedule.error?.code).toBe('42501');
  });

  it('refuses blank titles and over-long text', async () => {
    const blank = await actors.owner.from('todos').insert({ title: ' \u3000 ' });
    expect(blank.error?.code).toBe('23514');
    const long = await actors.owner.from('todos').insert({ title: 'x'.repeat(201) });
    expect(long.error?.code).toBe('23514');
  });
});
