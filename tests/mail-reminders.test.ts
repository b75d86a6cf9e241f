import { afterEach, describe, expect, it } from 'vitest';
import { signUpNewUser, type TestUser } from './helpers/backend.ts';
import { answer, inFuture, pollOf } from './helpers/mailFixtures.ts';
import { useFileBackend } from './helpers/callers.ts';

/**
 * The morning mail of to-do lists: at 08:00 Japan time, once a day, to those who turned it on
 * for a list, with its open tasks due that day or earlier. Each test takes a day of its own
 * (the sender's clock is set to it), since a day's mails are queued once.
 */

const ctx = useFileBackend();

afterEach(async () => {
  await ctx.backend.database.query(
    `update public.mail_outbox set status = 'cancelled' where status in ('pending', 'sending')`,
  );
});

const mailsTo = (address: string) => ctx.backend.mailbox.list(address);
const tokyo = (day: string, time: string) => `${day}T${time}:00+09:00`;

/** A list with tasks due around `day`, reminders on (unless told otherwise). */
async function listWithTasks(owner: TestUser, day: string, { remind = true } = {}) {
  const { data: list, error } = await owner.client
    .from('todo_lists')
    .insert({ user_id: owner.user.id, name: '営業チーム' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const before = (days: number) => {
    const date = new Date(`${day}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - days);
    return date.toISOString().slice(0, 10);
  };
  const rows = [
    { title: '議事録を共有する', due_date: before(2), completed: false },
    { title: '見積書を送付する', due_date: day, completed: false },
    { title: '済んだタスク', due_date: day, completed: true },
    { title: '来週のタスク', due_date: before(-3), completed: false },
    { title: '期限なし', due_date: null, completed: false },
  ];
  for (const row of rows) {
    const { error: taskError } = await owner.client
      .from('todos')
      .insert({ user_id: owner.user.id, list_id: list.id, ...row });
    if (taskError) throw new Error(taskError.message);
  }
  if (remind) {
    await owner.client
      .from('todo_list_mail_settings')
      .insert({ list_id: list.id, user_id: owner.user.id, due_reminders: true });
  }
  return list.id as string;
}

describe('the morning mail', () => {
  it('goes out at 08:00 Japan time with the open tasks due that day and before, once a day', async () => {
    const day = '2031-03-04';
    const owner = await signUpNewUser(ctx.backend, { fullName: '山田 太郎' });
    const listId = await listWithTasks(owner, day);
    let run = await ctx.backend.sendNotifications(tokyo(day, '07:59'));
    expect(run.queued).toBe(0);
    expect(mailsTo(owner.email)).toEqual([]);

    run = await ctx.backend.sendNotifications(tokyo(day, '08:00'));
    expect(run.queued).toBeGreaterThanOrEqual(1);
    const [mail] = mailsTo(owner.email);
    expect(mail?.subject).toBe('【ToDo】本日期限のタスクが1件、期限切れのタスクが1件あります');
    expect(mail?.text).toContain(
      [
        '■営業チーム',
        '・議事録を共有する（期限：3月2日(日)、2日超過）',
        '・見積書を送付する（本日期限）',
        `このリストを開く：http://localhost:5173/todo-share?list=${listId}`,
      ].join('\n'),
    );
    expect(mail?.text).not.toContain('済んだタスク');
    expect(mail?.text).not.toContain('来週のタスク');
    expect(mail?.text).not.toContain('期限なし');

    await ctx.backend.sendNotifications(tokyo(day, '09:30'));
    await ctx.backend.sendNotifications(tokyo(day, '23:59'));
    expect(mailsTo(owner.email)).toHaveLength(1);
  });

  it('nobody gets it who did not turn it on, turned mail off, or turned it off for the list', async () => {
    const day = '2031-03-05';
    const notOn = await signUpNewUser(ctx.backend);
    await listWithTasks(notOn, day, { remind: false });
    const mailOff = await signUpNewUser(ctx.backend);
    await listWithTasks(mailOff, day);
    await mailOff.client.from('mail_settings').insert({ user_id: mailOff.user.id, enabled: false });
    const turnedOff = await signUpNewUser(ctx.backend);
    const listId = await listWithTasks(turnedOff, day);
    await turnedOff.client
      .from('todo_list_mail_settings')
      .update({ due_reminders: false })
      .eq('list_id', listId);
    await ctx.backend.sendNotifications(tokyo(day, '08:00'));
    for (const user of [notOn, mailOff, turnedOff]) expect(mailsTo(user.email)).toEqual([]);
  });

  it('unsubscribing stops the next morning mail and nothing else', async () => {
    const owner = await signUpNewUser(ctx.backend);
    await listWithTasks(owner, '2031-03-06');
    await ctx.backend.sendNotifications(tokyo('2031-03-06', '08:00'));
    const [reminder] = mailsTo(owner.email);
    const token = /unsubscribe\?token=([\w-]+)/.exec(reminder?.text ?? '')?.[1];
    expect((await ctx.anon.rpc('unsubscribe_mail', { p_token: token })).data).toEqual({
      kind: 'todo_reminders',
      unsubscribed: true,
    });

    await ctx.backend.sendNotifications(tokyo('2031-03-07', '08:00'));
    expect(mailsTo(owner.email)).toHaveLength(1);
    // Answer mails to the same address still come.
    const poll = await pollOf(owner.client, owner.user.id);
    await answer(ctx.anon, poll, { name: '田中' });
    await ctx.backend.sendNotifications(inFuture(0));
    expect(mailsTo(owner.email).map((mail) => mail.subject)).toEqual([
      '【日程調整】「定例会議」に新しい回答が届きました（1件）',
      reminder?.subject,
    ]);
    // Taken back in 設定, the morning mail comes again.
    expect(await owner.client.rpc('my_mail_suppressions')).toMatchObject({
      data: ['todo_reminders'],
    });
    await owner.client.rpc('resume_mail', { p_kind: 'todo_reminders' });
    await ctx.backend.sendNotifications(tokyo('2031-03-08', '08:00'));
    expect(mailsTo(owner.email)).toHaveLength(3);
  });

  it('a member of the list who turned it on gets it too, until they leave the list', async () => {
    const day = '2031-03-12';
    const owner = await signUpNewUser(ctx.backend);
    const listId = await listWithTasks(owner, day, { remind: false });
    const member = await signUpNewUser(ctx.backend, { fullName: '佐藤 花子' });
    const link = await owner.client.rpc('set_todo_list_edit_link', {
      p_list_id: listId,
      p_action: 'share',
    });
    const joined = await member.client.rpc('join_todo_list', {
      p_edit_share_id: link.data as string,
      p_display_name: '佐藤',
    });
    expect(joined.error).toBeNull();
    const setting = await member.client
      .from('todo_list_mail_settings')
      .insert({ list_id: listId, user_id: member.user.id, due_reminders: true });
    expect(setting.error).toBeNull();

    await ctx.backend.sendNotifications(tokyo(day, '08:00'));
    expect(mailsTo(owner.email)).toEqual([]);
    const [mail] = mailsTo(member.email);
    expect(mail?.text).toContain('佐藤 花子様');
    expect(mail?.text).toContain('・見積書を送付する（本日期限）');

    const left = await member.client
      .from('todo_list_members')
      .delete()
      .eq('list_id', listId)
      .eq('user_id', member.user.id);
    expect(left.error).toBeNull();
    await ctx.backend.sendNotifications(tokyo('2031-03-13', '08:00'));
    expect(mailsTo(member.email)).toHaveLength(1);
  });

  it('a morning mail that could not go out that day is not sent the next', async () => {
    const owner = await signUpNewUser(ctx.backend);
    await listWithTasks(owner, '2031-03-10');
    await ctx.backend.database.query(
      `select public.enqueue_due_reminders('2031-03-10T08:00:00+09:00'::timestamptz)`,
    );
    await ctx.backend.sendNotifications(tokyo('2031-03-11', '07:00'));
    expect(mailsTo(owner.email)).toEqual([]);
  });
});
