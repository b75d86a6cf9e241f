import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAsGuest, signUpNewUser, type TestUser } from './helpers/backend.ts';
import { useFileBackend } from './helpers/callers.ts';

/**
 * Assignees of tasks, through the API and the mail sender: the people of a list (its owner,
 * a member by invitation, a guest by the edit link) can be given a task by whoever edits it;
 * anybody else cannot be; an account holder given a task by someone else gets one mail, in
 * their language, with the list's link and an unsubscribe link that stops only this kind.
 * Who may not edit the list neither reads nor sets assignees, nor lists the list's people.
 * Inviting an account holder to a list mails them the link to their to-do page.
 */

const ctx = useFileBackend();
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let guest: SupabaseClient;
let guestId: string;
let listId: string;

const mailsTo = (address: string) => ctx.backend.mailbox.list(address);
const send = () => ctx.backend.sendNotifications(new Date().toISOString());

async function addTask(client: SupabaseClient, fields: Record<string, unknown> = {}) {
  const { data, error } = await client
    .from('todos')
    .insert({ list_id: listId, title: '見積書を送付する', due_date: '2031-05-20', ...fields })
    .select('id, revision')
    .single();
  if (error) throw error;
  return data as { id: string; revision: number };
}

const assign = (client: SupabaseClient, taskId: string, userId: string | null) =>
  client.from('todos').update({ assignee_id: userId }).eq('id', taskId).select('assignee_id');

beforeEach(async () => {
  [owner, member, outsider] = await Promise.all([
    signUpNewUser(ctx.backend, { fullName: '山田 太郎' }),
    signUpNewUser(ctx.backend, { fullName: '鈴木 一郎' }),
    signUpNewUser(ctx.backend, { fullName: '外部 花子' }),
  ]);
  const list = await owner.client
    .from('todo_lists')
    .insert({ name: '営業チーム' })
    .select()
    .single();
  if (list.error) throw list.error;
  listId = (list.data as { id: string }).id;
  await owner.client.from('todo_list_invitations').insert({ list_id: listId, email: member.email });
  const [invitation] = (await member.client.rpc('list_my_todo_invitations')).data as {
    id: string;
  }[];
  await member.client.rpc('answer_todo_invitation', {
    p_invitation_id: invitation!.id,
    p_accept: true,
  });
  const editLink = (
    await owner.client.rpc('set_todo_list_edit_link', { p_list_id: listId, p_action: 'share' })
  ).data as string;
  const signedIn = await signInAsGuest(ctx.backend);
  guest = signedIn.client;
  guestId = signedIn.user.id;
  await guest.rpc('join_todo_list', { p_edit_share_id: editLink, p_display_name: '田中' });
  // The invitation's own mail (tested below) is sent and put aside.
  await send();
  for (const user of [owner, member, outsider])
    ctx.backend.mailbox.delete(mailsTo(user.email).map((mail) => mail.id));
});

afterEach(async () => {
  await ctx.backend.database.query(
    `update public.mail_outbox set status = 'cancelled' where status in ('pending', 'sending')`,
  );
});

describe('the people of a list', () => {
  it('are its owner and members, with the names the list knows them by', async () => {
    for (const client of [owner.client, member.client, guest]) {
      const { data, error } = await client.rpc('list_todo_assignees', { p_list_id: listId });
      expect(error).toBeNull();
      expect(data).toEqual([
        { user_id: owner.user.id, name: '山田 太郎', mailed: true },
        { user_id: member.user.id, name: expect.any(String), mailed: true },
        { user_id: guestId, name: '田中', mailed: false },
      ]);
    }
  });

  it('nobody else lists them', async () => {
    for (const client of [outsider.client, (await signInAsGuest(ctx.backend)).client, ctx.anon]) {
      const { data, error } = await client.rpc('list_todo_assignees', { p_list_id: listId });
      expect(error).not.toBeNull();
      expect(data ?? null).toBeNull();
    }
  });
});

describe('assigning', () => {
  it('the owner gives a task to a member: one mail, in Japanese, with the list’s link', async () => {
    const task = await addTask(owner.client);
    expect((await assign(owner.client, task.id, member.user.id)).error).toBeNull();
    await send();
    const [mail, ...more] = mailsTo(member.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('【ToDo】タスク「見積書を送付する」の担当になりました');
    expect(mail?.text).toContain(
      '山田 太郎様により、共有のToDoリストのタスクの担当者に指定されましたので、お知らせいたします。',
    );
    expect(mail?.text).toContain('■営業チーム');
    expect(mail?.text).toContain('・タスク：見積書を送付する');
    expect(mail?.text).toContain('期限：2031年5月20日(火)');
    expect(mail?.text).toContain(`http://localhost:5173/todo-share?list=${listId}`);
    // Saving the task again, or ticking it, sends nothing more.
    await owner.client
      .from('todos')
      .update({ title: '見積書を送付する（再送）' })
      .eq('id', task.id);
    await send();
    expect(mailsTo(member.email)).toHaveLength(1);
  });

  it('in English for a member whose mails are in English; not for oneself; guests unmailed', async () => {
    await member.client.from('mail_settings').insert({ user_id: member.user.id, language: 'en' });
    const task = await addTask(guest);
    expect((await assign(guest, task.id, member.user.id)).error).toBeNull();
    const own = await addTask(member.client);
    expect((await assign(member.client, own.id, member.user.id)).error).toBeNull();
    const toGuest = await addTask(owner.client);
    expect((await assign(owner.client, toGuest.id, guestId)).error).toBeNull();
    await send();
    const mails = mailsTo(member.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'To-do: "見積書を送付する" was assigned to you',
    ]);
    expect(mails[0]?.text).toContain(
      '田中 made you the assignee of a task in a shared to-do list.',
    );
  });

  it('unsubscribing stops these mails and nothing else', async () => {
    const first = await addTask(owner.client);
    await assign(owner.client, first.id, member.user.id);
    await send();
    const token = /unsubscribe\?token=([\w-]+)/.exec(mailsTo(member.email)[0]?.text ?? '')?.[1];
    expect((await ctx.anon.rpc('unsubscribe_mail', { p_token: token })).error).toBeNull();
    const second = await addTask(owner.client, { title: '請求書を発行する' });
    await assign(owner.client, second.id, member.user.id);
    await send();
    expect(mailsTo(member.email)).toHaveLength(1);
    const { data } = await member.client.rpc('my_mail_suppressions');
    expect(data).toEqual(['todo_assigned']);
  });

  it('someone who is not of the list cannot be given a task', async () => {
    const task = await addTask(owner.client);
    const { error } = await assign(owner.client, task.id, outsider.user.id);
    expect(error).toMatchObject({ code: '23514', hint: 'todo_assignee_not_member' });
    const added = await owner.client
      .from('todos')
      .insert({ list_id: listId, title: 'x', assignee_id: outsider.user.id });
    expect(added.error?.code).toBe('23514');
  });

  it('who may not edit the list neither reads nor sets the assignee', async () => {
    const task = await addTask(owner.client);
    await assign(owner.client, task.id, member.user.id);
    for (const client of [outsider.client, (await signInAsGuest(ctx.backend)).client, ctx.anon]) {
      const read = await client.from('todos').select('assignee_id').eq('id', task.id);
      expect(read.data ?? []).toEqual([]);
      const changed = await assign(client, task.id, null);
      expect(changed.data ?? []).toEqual([]);
    }
    const { data } = await ctx.service
      .from('todos')
      .select('assignee_id')
      .eq('id', task.id)
      .single();
    expect(data).toEqual({ assignee_id: member.user.id });
  });

  it('a task moved to a list its assignee is not of loses its assignee', async () => {
    const task = await addTask(owner.client);
    await assign(owner.client, task.id, member.user.id);
    const other = await owner.client.from('todo_lists').insert({ name: '個人' }).select().single();
    const otherId = (other.data as { id: string }).id;
    expect(
      (await owner.client.rpc('move_todo', { p_todo_id: task.id, p_list_id: otherId })).error,
    ).toBeNull();
    const { data } = await ctx.service
      .from('todos')
      .select('assignee_id')
      .eq('id', task.id)
      .single();
    expect(data).toEqual({ assignee_id: null });
  });
});

describe('an invitation to a list', () => {
  it('mails the account holder invited, once, with the link to their to-do page', async () => {
    const invited = await signUpNewUser(ctx.backend, { fullName: '佐藤 花子' });
    ctx.backend.mailbox.delete(mailsTo(invited.email).map((mail) => mail.id));
    const { error } = await owner.client
      .from('todo_list_invitations')
      .insert({ list_id: listId, email: invited.email.toUpperCase() });
    expect(error).toBeNull();
    await send();
    await send();
    const [mail, ...more] = mailsTo(invited.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('【ToDo】リスト「営業チーム」に招待されました');
    expect(mail?.text).toContain('佐藤 花子様');
    expect(mail?.text).toContain(
      '山田 太郎様から共有のToDoリスト「営業チーム」への招待が届いておりますので、お知らせいたします。',
    );
    expect(mail?.text).toContain('http://localhost:5173/todo-share');
    expect(mail?.text).toMatch(/unsubscribe\?token=/);
  });

  it('mails nobody for an address without an account, or one that unsubscribed', async () => {
    await owner.client
      .from('todo_list_invitations')
      .insert({ list_id: listId, email: 'nobody-here@example.com' });
    const invited = await signUpNewUser(ctx.backend);
    await ctx.backend.database.query(
      `insert into public.mail_suppressions (address_key, kind)
       values (public.mail_address_key($1), 'todo_invitation')`,
      [invited.email],
    );
    ctx.backend.mailbox.delete(mailsTo(invited.email).map((mail) => mail.id));
    await owner.client
      .from('todo_list_invitations')
      .insert({ list_id: listId, email: invited.email });
    await send();
    expect(mailsTo('nobody-here@example.com')).toEqual([]);
    expect(mailsTo(invited.email)).toEqual([]);
  });
});
