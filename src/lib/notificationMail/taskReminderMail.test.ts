import { describe, expect, it } from 'vitest';
import { composeMail, UnreadablePayload, type OutboxMail } from './composeMail.ts';
import type { TaskReminderPayload } from './payloads.ts';

const LINKS = {
  siteUrl: 'https://office-toolbox.example',
  unsubscribeUrl: 'https://office-toolbox.example/unsubscribe?token=T0KEN',
};

const payload: TaskReminderPayload = {
  recipient_name: '山田 太郎',
  remind_at: '2026-12-03T06:00:00+00:00',
  task: { id: 'b1f4', title: '見積書を送付する', due_date: '2026-12-04' },
  list: { id: '7c2a', name: '営業チーム' },
};

const row = (value: unknown, language: 'ja' | 'en' = 'ja'): OutboxMail => ({
  kind: 'todo_task_reminder',
  language,
  payload: value,
  created_at: '2026-12-01T01:00:00Z',
  subject_id: 'b1f4',
});

describe('composeMail: todo_task_reminder (a task’s reminder at its time)', () => {
  it('in Japanese: the task, the reminder’s time and due date, the list’s link', () => {
    const mail = composeMail(row(payload), LINKS)!;
    expect(mail.subject).toBe('【ToDo】リマインダー：「見積書を送付する」（12月3日(木) 15:00）');
    expect(mail.text).toContain(
      [
        '山田 太郎様',
        '',
        'いつもオフィスツールボックスをご利用いただき、誠にありがとうございます。',
        'ToDoリストのタスクに設定されたリマインダーの時刻になりましたので、お知らせいたします。',
        '',
        '■営業チーム',
        '・タスク：見積書を送付する',
        '　リマインダー：2026年12月3日(木) 15:00',
        '　期限：2026年12月4日(金)',
        'このリストを開く：https://office-toolbox.example/todo-share?list=7c2a',
      ].join('\n'),
    );
    expect(mail.text).toContain('https://office-toolbox.example/unsubscribe?token=T0KEN');
    expect(mail.html).toContain('見積書を送付する');
  });

  it.each([
    [{ ...payload, list: { id: '7c2a', name: null } }, 'en', 'My list', 'Due: Fri, Dec 4, 2026'],
    [{ ...payload, task: { ...payload.task, due_date: null } }, 'en', '営業チーム', 'Due: none'],
    [{ ...payload, task: { ...payload.task, due_date: null } }, 'ja', '営業チーム', '期限：なし'],
  ] as const)('%#: %s list heading and due line', (value, language, heading, due) => {
    const mail = composeMail(row(value, language), LINKS)!;
    expect(mail.text).toContain(heading);
    expect(mail.text).toContain(due);
  });

  it('in English', () => {
    const mail = composeMail(row(payload, 'en'), LINKS)!;
    expect(mail.subject).toBe('To-do reminder: "見積書を送付する" (Thu, Dec 3, 15:00)');
    expect(mail.text).toContain('It is time for the reminder set on a task of a to-do list.');
    expect(mail.text).toContain('Reminder: Thu, Dec 3, 2026, 15:00');
  });

  it.each([
    [{ ...payload, remind_at: 'tomorrow' }],
    [{ ...payload, remind_at: undefined }],
    [{ ...payload, task: { ...payload.task, due_date: '4 Dec' } }],
    [{ ...payload, list: undefined }],
    [null],
  ])('a row it cannot read is refused (%#)', (value) => {
    expect(() => composeMail(row(value), LINKS)).toThrow(UnreadablePayload);
  });
});
