import { composeMail, UnreadablePayload, type OutboxMail } from './composeMail.ts';
import type { AllAnsweredPayload, InvitationPayload } from './payloads.ts';

const LINKS = {
  siteUrl: 'https://office-toolbox.example/',
  unsubscribeUrl: 'https://office-toolbox.example/unsubscribe?token=T0KEN',
};
const TOKEN = 'uQoDjMK7S_Oh3I-LxGOo1q01utLeB0govCu5kkw-pVY';

const invitation: InvitationPayload = {
  invitation_id: '4ea98c53-f387-4ac3-a723-83c0cb42df8f',
  organizer: '山田 太郎',
  poll: {
    title: '12月の<営業>会議',
    description: '候補から\nお選びください',
    share_id: 'SHARE_ID',
  },
  token: TOKEN,
  reminder: false,
};

const allAnswered: AllAnsweredPayload = {
  recipient_name: '山田 太郎',
  poll: { id: '73b0e34d-1192-4952-943b-34a993478bd0', title: '12月の営業会議' },
  invited: 3,
  names: ['田中', '鈴木 様', 'Ken'],
};

const row = (kind: OutboxMail['kind'], language: 'ja' | 'en', payload: unknown): OutboxMail => ({
  kind,
  language,
  payload,
  created_at: '2026-11-20T00:00:00.123Z',
  subject_id: '73b0e34d-1192-4952-943b-34a993478bd0',
});

describe('invitation mail', () => {
  it.each([
    {
      language: 'ja' as const,
      reminder: false,
      subject: '【日程調整のお願い】12月の<営業>会議',
      lines: [
        '山田 太郎様より、オフィスツールボックスの日程調整「12月の<営業>会議」へのご回答のお願いが届いております。',
        '■主催者からのご案内\n候補から\nお選びください',
      ],
    },
    {
      language: 'ja' as const,
      reminder: true,
      subject: '【再送・日程調整のお願い】12月の<営業>会議',
      lines: ['まだご回答をいただいていないため、改めてご案内をお送りしております。'],
    },
    {
      language: 'en' as const,
      reminder: false,
      subject: 'Please answer the schedule poll "12月の<営業>会議"',
      lines: [
        '山田 太郎 asks you to answer the schedule poll "12月の<営業>会議" on Office Toolbox.',
      ],
    },
  ])('$language, reminder $reminder: the personal link and the words', (expected) => {
    const mail = composeMail(
      row('poll_invitation', expected.language, { ...invitation, reminder: expected.reminder }),
      LINKS,
    );
    expect(mail?.subject).toBe(expected.subject);
    const link = `https://office-toolbox.example/schedule-share/SHARE_ID?invite=${TOKEN}`;
    expect(mail?.text).toContain(link);
    for (const line of expected.lines) expect(mail?.text).toContain(line);
    // The title is text in the HTML part, never markup; the link is escaped as an attribute.
    expect(mail?.html).toContain('12月の&lt;営業&gt;会議');
    expect(mail?.html).not.toContain('<営業>');
    expect(mail?.html).toContain(`href="${link}"`);
    // No settings page for an address without an account.
    expect(mail?.text).not.toContain('/settings');
    expect(mail?.text).toContain(LINKS.unsubscribeUrl);
  });

  it('without an organizer name says 主催者', () => {
    const mail = composeMail(
      row('poll_invitation', 'ja', { ...invitation, organizer: null }),
      LINKS,
    );
    expect(mail?.text).toContain('主催者より、オフィスツールボックスの日程調整');
  });

  it.each([
    [{ ...invitation, token: 'short' }, 'token'],
    [{ ...invitation, poll: null }, 'poll_invitation'],
  ])('refuses an unreadable payload (%#)', (payload, what) => {
    expect(() => composeMail(row('poll_invitation', 'ja', payload), LINKS)).toThrow(
      new UnreadablePayload(what),
    );
  });
});

describe('everyone answered mail', () => {
  it.each([
    {
      language: 'ja' as const,
      subject: '【日程調整】ご招待した全員から回答が届きました：12月の営業会議',
      lines: [
        '山田 太郎様',
        '日程調整「12月の営業会議」にご招待した3名の方全員から、回答が届きましたのでお知らせいたします。',
        '・田中様',
        '・鈴木様',
        '・Ken様',
      ],
    },
    {
      language: 'en' as const,
      subject: 'Everyone you invited has answered: 12月の営業会議',
      lines: [
        'All 3 people you invited to the schedule poll "12月の営業会議" have answered.',
        '・Ken',
      ],
    },
  ])('$language', ({ language, subject, lines }) => {
    const mail = composeMail(row('poll_all_answered', language, allAnswered), LINKS);
    expect(mail?.subject).toBe(subject);
    for (const line of lines) expect(mail?.text).toContain(line);
    expect(mail?.text).toContain(
      'https://office-toolbox.example/schedule-share?poll=73b0e34d-1192-4952-943b-34a993478bd0',
    );
    expect(mail?.text).toContain('/settings');
  });

  it('refuses names that are not text', () => {
    expect(() =>
      composeMail(row('poll_all_answered', 'ja', { ...allAnswered, names: [1] }), LINKS),
    ).toThrow(UnreadablePayload);
  });
});
