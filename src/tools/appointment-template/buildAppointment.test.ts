import { LANGUAGES } from '../../lib/i18n/types';
import { formatMailText } from '../../lib/mail/mailText';
import { emptyAppointmentForm, newCandidateRow, type AppointmentForm } from './appointmentForm';
import {
  buildAppointmentCalendarLink,
  buildAppointmentIcs,
  buildAppointmentMail,
} from './buildAppointment';

const NOW = new Date('2025-11-22T03:00:00Z');

function form(overrides: Partial<AppointmentForm> = {}): AppointmentForm {
  return {
    ...emptyAppointmentForm(),
    meetingTitle: '新サービスご紹介のお打ち合わせ',
    yourName: '佐藤 花子',
    yourCompany: 'テック株式会社',
    contactName: '山田 太郎',
    contactCompany: '株式会社サンプル',
    purpose: '新サービスのご紹介',
    location: 'オンライン（Zoom）',
    candidateDates: [
      newCandidateRow('2025-12-03T14:00'),
      newCandidateRow(''),
      newCandidateRow('2025-12-05T10:30'),
    ],
    notes: '資料は事前にお送りいたします。',
    ...overrides,
  };
}

describe('buildAppointmentMail', () => {
  it('writes the Japanese request with numbered candidates and their weekdays', () => {
    expect(buildAppointmentMail(form(), 'ja', NOW)).toEqual({
      subject: '【日程調整のお願い】新サービスご紹介のお打ち合わせ',
      body: [
        '株式会社サンプル',
        '山田 太郎様',
        '',
        'いつもお世話になっております。',
        'テック株式会社の佐藤 花子でございます。',
        '',
        'このたびは、「新サービスご紹介のお打ち合わせ」の日程についてご相談させていただきたく、ご連絡いたしました。',
        'お忙しいところ恐れ入りますが、下記の候補日時のうち、ご都合のよろしい日時をお知らせいただけますでしょうか。',
        '',
        '■ 候補日時',
        '候補1：12月3日(水) 14:00〜15:00',
        '候補2：12月5日(金) 10:30〜11:30',
        '',
        '■ 目的：新サービスのご紹介',
        '■ 所要時間：1時間程度',
        '■ 場所：オンライン（Zoom）',
        '',
        '■ 備考',
        '資料は事前にお送りいたします。',
        '',
        'いずれの日時もご都合が合わない場合は、お手数ですが、ご希望の日時をお知らせください。',
        '改めて調整させていただきます。',
        '',
        '何卒よろしくお願い申し上げます。',
        '',
        '────────────────────',
        'テック株式会社',
        '佐藤 花子',
        '────────────────────',
      ].join('\n'),
    });
  });

  it('asks for the other side’s times when no candidate is filled', () => {
    const body = buildAppointmentMail(
      form({ candidateDates: [newCandidateRow(''), newCandidateRow('  ')] }),
      'ja',
      NOW,
    ).body;
    expect(body).toContain('ご都合のよろしい日時をいくつかお知らせいただけますでしょうか。');
    expect(body).not.toContain('候補');
    expect(body).not.toContain('下記');
  });

  it('uses the chosen duration for every candidate', () => {
    const body = buildAppointmentMail(form({ duration: 90 }), 'ja', NOW).body;
    expect(body).toContain('候補1：12月3日(水) 14:00〜15:30');
    expect(body).toContain('■ 所要時間：1時間30分程度');
  });

  it('writes natural English with Japan time stated', () => {
    const mail = buildAppointmentMail(
      form({ contactName: 'Ms. Brown', meetingTitle: 'Product demo' }),
      'en',
      NOW,
    );
    expect(mail.subject).toBe('Scheduling a meeting: Product demo');
    expect(mail.body).toContain(
      'Proposed times (Japan time, JST):\nOption 1: Wed, Dec 3, 2:00 PM – 3:00 PM\nOption 2: Fri, Dec 5, 10:30 AM – 11:30 AM',
    );
    expect(mail.body).toContain('Duration: about 1 hour');
    expect(mail.body.startsWith('Dear Ms. Brown,')).toBe(true);
  });

  it.each(LANGUAGES)('leaves no placeholder or gap in %s when everything is empty', (language) => {
    const mail = buildAppointmentMail(emptyAppointmentForm(), language, NOW);
    expect(formatMailText(mail, language)).not.toMatch(/[{}[\]]|undefined|null|\n{3,}|「」/);
    expect(mail.subject).not.toBe('');
  });
});

describe('buildAppointmentCalendarLink', () => {
  it('uses the first filled candidate, in UTC, with the duration', () => {
    const link = buildAppointmentCalendarLink(
      form({
        candidateDates: [newCandidateRow(''), newCandidateRow('2025-12-03T14:00')],
        duration: 30,
      }),
      'ja',
    );
    const url = new URL(link!);
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('新サービスご紹介のお打ち合わせ');
    expect(url.searchParams.get('dates')).toBe('20251203T050000Z/20251203T053000Z');
    expect(url.searchParams.get('location')).toBe('オンライン（Zoom）');
    expect(url.searchParams.get('details')).toBe(
      '目的：新サービスのご紹介\nお相手：株式会社サンプル 山田 太郎様\n所要時間：30分\n備考：資料は事前にお送りいたします。',
    );
  });

  it('is not built without a title or without a date', () => {
    expect(buildAppointmentCalendarLink(form({ meetingTitle: ' ' }), 'ja')).toBeNull();
    expect(
      buildAppointmentCalendarLink(form({ candidateDates: [newCandidateRow('')] }), 'ja'),
    ).toBeNull();
  });
});

describe('buildAppointmentIcs', () => {
  let counter = 0;
  const uid = () => `uid-${(counter += 1)}@test`;

  it('holds every filled candidate as a tentative event', () => {
    const file = buildAppointmentIcs(form(), 'ja', NOW, uid)!;
    expect(file.fileName).toBe('新サービスご紹介のお打ち合わせ_候補日時.ics');
    const text = file.content.replace(/\r\n /g, '');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text.match(/STATUS:TENTATIVE/g)).toHaveLength(2);
    expect(text).toContain('SUMMARY:【仮】新サービスご紹介のお打ち合わせ（候補1）');
    expect(text).toContain('SUMMARY:【仮】新サービスご紹介のお打ち合わせ（候補2）');
    expect(text).toContain('DTSTART:20251205T013000Z');
    expect(text).toContain('DTSTAMP:20251122T030000Z');
  });

  it('does not number a single candidate', () => {
    const file = buildAppointmentIcs(
      form({ candidateDates: [newCandidateRow('2025-12-03T14:00')] }),
      'en',
      NOW,
      uid,
    )!;
    expect(file.content).toContain('SUMMARY:Tentative: 新サービスご紹介のお打ち合わせ\r\n');
    expect(file.fileName).toBe('新サービスご紹介のお打ち合わせ_meeting-options.ics');
  });

  it('is not built without a title or without a date', () => {
    expect(buildAppointmentIcs(form({ meetingTitle: '' }), 'ja', NOW, uid)).toBeNull();
    expect(
      buildAppointmentIcs(form({ candidateDates: [newCandidateRow('')] }), 'ja', NOW, uid),
    ).toBeNull();
  });
});
