import { composeMail, UnreadablePayload, type OutboxMail } from './composeMail.ts';
import type { EditCodePayload } from './payloads.ts';

const LINKS = {
  siteUrl: 'https://office-toolbox.example/',
  unsubscribeUrl: 'https://office-toolbox.example/unsubscribe?token=T0KEN',
};

const payload: EditCodePayload = {
  respondent_id: '2b0c7c1e-3f4a-4d6b-9a51-0c8e7d6f5a41',
  name: '田中 一郎',
  poll: { title: '12月の営業会議', share_id: 'SHARE_ID' },
  code: 'K7M2Q9XZ',
};

const row = (language: 'ja' | 'en', value: unknown = payload): OutboxMail => ({
  kind: 'poll_edit_code',
  language,
  payload: value,
  created_at: '2026-11-20T00:00:00.123Z',
  subject_id: '73b0e34d-1192-4952-943b-34a993478bd0',
});

describe('edit code mail', () => {
  it.each([
    {
      language: 'ja' as const,
      subject: '【日程調整】「12月の営業会議」の編集コード',
      text: [
        '田中 一郎様',
        '',
        'オフィスツールボックスの日程調整「12月の営業会議」にご回答いただき、誠にありがとうございます。',
        '回答を修正する際は、次の編集コードをご入力ください。',
        '',
        '■編集コード：K7M2-Q9XZ',
        '',
        'この編集コードは、ご回答いただいたご本人が回答を修正するためのものです。ほかの方とは共有なさらないよう、お願いいたします。',
        'お心当たりのない場合は、このメールを破棄していただきますようお願いいたします。',
        '',
        '回答の確認・修正は、次のリンクから行っていただけます。',
        'https://office-toolbox.example/schedule-share/SHARE_ID',
        '',
        '――――――――――――――――――――',
        'このメールは、回答の修正を回答者ご本人に限る日程調整へのご回答の際にメールアドレスをご入力いただいた方へ、オフィスツールボックスの送信専用アドレスからお送りしています。ご返信いただいても主催者には届きませんので、ご了承ください。',
        '編集コードのお知らせが今後不要な場合は、次のリンクから配信を停止できます（日程確定のお知らせは引き続きお届けします）。',
        'https://office-toolbox.example/unsubscribe?token=T0KEN',
        'オフィスツールボックス',
        '',
      ].join('\n'),
    },
    {
      language: 'en' as const,
      subject: 'Your edit code for the schedule poll "12月の営業会議"',
      text: [
        'Dear 田中 一郎,',
        '',
        'Thank you for answering the schedule poll "12月の営業会議" on Office Toolbox.',
        'To change your answer, please enter the following edit code.',
        '',
        'Edit code: K7M2-Q9XZ',
        '',
        'This edit code lets you, and only you, change your answer. Please do not share it with anyone.',
        'If you did not answer this poll, please disregard this email.',
        '',
        'You can see and change your answer on the poll’s page:',
        'https://office-toolbox.example/schedule-share/SHARE_ID',
        '',
        '――――――――――――――――――――',
        'Office Toolbox sends this email automatically because you gave your email address when answering a schedule poll whose answers only their respondents may change. Replies to it do not reach the organizer.',
        'To stop mails with edit codes, use the link below (mails about decided dates are not affected).',
        'https://office-toolbox.example/unsubscribe?token=T0KEN',
        'Office Toolbox',
        '',
      ].join('\n'),
    },
  ])('$language: subject, text and the same words in HTML', ({ language, subject, text }) => {
    const mail = composeMail(row(language), LINKS);
    expect(mail?.subject).toBe(subject);
    expect(mail?.text).toBe(text);
    expect(mail?.attachments).toEqual([]);
    expect(mail?.html).toContain('K7M2-Q9XZ');
    expect(mail?.html).toContain('href="https://office-toolbox.example/schedule-share/SHARE_ID"');
    expect(mail?.html).toContain('href="https://office-toolbox.example/unsubscribe?token=T0KEN"');
    expect(mail?.html).not.toContain('/settings');
  });

  it('escapes a title typed with markup in the HTML part', () => {
    const mail = composeMail(
      row('ja', { ...payload, poll: { ...payload.poll, title: '<b>会議</b>' } }),
      LINKS,
    );
    expect(mail?.html).toContain('&lt;b&gt;会議&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>会議');
  });

  it.each([
    ['no code', { ...payload, code: undefined }],
    ['a code the form refuses (O and 1)', { ...payload, code: 'O1234567' }],
    ['a short code', { ...payload, code: 'K7M2' }],
    ['no share id', { ...payload, poll: { title: '会議' } }],
    ['no name', { ...payload, name: null }],
    ['not an object', 'K7M2Q9XZ'],
  ])('a row with %s is unreadable (a dead letter, not a mail with holes)', (_what, value) => {
    expect(() => composeMail(row('ja', value), LINKS)).toThrow(UnreadablePayload);
  });
});
