import { LANGUAGES, type Language } from '../../lib/i18n/types';
import { EMPTY_MAIL_SENDER } from '../../lib/mail/mailSender';
import type { MailContext } from '../../lib/mail/mailText';
import {
  EXAMPLE_SENDER,
  exampleRecipientCompany,
  exampleRecipientName,
  mailWordingProblems,
  WORDING_CASES,
  wordingContext,
  type WordingCase,
} from '../../lib/mail/wordingCases';
import { emptyAppointmentForm, type AppointmentForm } from './appointmentForm';
import {
  buildAppointmentCalendarLink,
  buildAppointmentIcs,
  buildAppointmentMail,
} from './buildAppointment';
import { locales } from './locales';

let lastCandidateId = 0;
/** A candidate row with an id of its own. */
const candidate = (value: string) => {
  lastCandidateId += 1;
  return { id: lastCandidateId, value };
};

const NOW = new Date('2025-11-22T03:00:00Z');
const JA: MailContext = {
  sender: EXAMPLE_SENDER.ja,
  salutation: { title: 'none', familyPart: null },
};

function form(overrides: Partial<AppointmentForm> = {}): AppointmentForm {
  return {
    ...emptyAppointmentForm(),
    meetingTitle: '新サービスご紹介のお打ち合わせ',
    contactName: '山田 太郎',
    contactCompany: '株式会社サンプル',
    purpose: '新サービスのご紹介',
    location: 'オンライン（Zoom）',
    candidateDates: [candidate('2025-12-03T14:00'), candidate(''), candidate('2025-12-05T10:30')],
    notes: '資料は事前にお送りいたします。',
    ...overrides,
  };
}

const example = (field: 'meetingTitle' | 'purpose' | 'location' | 'notes', language: Language) =>
  locales[language].fields[`${field}_placeholder`].replace(/^(例: |e\.g\. )/, '');

function formFor(wordingCase: WordingCase, language: Language): AppointmentForm {
  if (wordingCase === 'optionalBlank') {
    return { ...emptyAppointmentForm(), candidateDates: [candidate('')] };
  }
  const filled = form({
    meetingTitle: example('meetingTitle', language),
    contactName: exampleRecipientName(wordingCase, language),
    contactCompany: exampleRecipientCompany(wordingCase, language),
    purpose: example('purpose', language),
    location: example('location', language),
    notes: example('notes', language),
  });
  return wordingCase === 'subjectEndsIn件' ? { ...filled, meetingTitle: 'お見積りの件' } : filled;
}

describe('buildAppointmentMail wording', () => {
  it.each(
    WORDING_CASES.flatMap((wordingCase) =>
      LANGUAGES.map((language) => [wordingCase, language] as const),
    ),
  )('%s, in %s: no doubled 件 or 様, no 二重敬語, no gap', (wordingCase, language) => {
    const mail = buildAppointmentMail(
      formFor(wordingCase, language),
      language,
      wordingContext(wordingCase, language),
      NOW,
    );
    expect(mailWordingProblems(mail, language)).toEqual([]);
    expect(mail.subject.trim()).not.toBe('');
    expect(mail.body).not.toMatch(/^\s|\s$/);
  });
});

describe('buildAppointmentMail', () => {
  it('writes the Japanese request with numbered candidates and their weekdays', () => {
    expect(buildAppointmentMail(form(), 'ja', JA, NOW)).toEqual({
      subject: '【日程調整のお願い】新サービスご紹介のお打ち合わせ',
      body: [
        '株式会社サンプル',
        '山田 太郎様',
        '',
        'いつもお世話になっております。',
        'テック株式会社 営業部の佐藤でございます。',
        '',
        '新サービスご紹介のお打ち合わせの日程につきまして、ご相談いたしたく、ご連絡いたしました。',
        'お忙しいところ恐れ入りますが、下記の候補日時のうち、ご都合のよろしい日時をお知らせいただけますと幸いです。',
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
        '改めて調整いたします。',
        '',
        '何卒よろしくお願い申し上げます。',
        '',
        '────────────────────────',
        'テック株式会社',
        '営業部　佐藤 花子',
        'TEL：03-1234-5678',
        'Email：sato@example.co.jp',
        '────────────────────────',
      ].join('\n'),
    });
  });

  it('asks for the other side’s times when no candidate is filled', () => {
    const body = buildAppointmentMail(
      form({ candidateDates: [candidate(''), candidate('  ')] }),
      'ja',
      JA,
      NOW,
    ).body;
    expect(body).toContain('ご都合のよろしい日時をいくつかお知らせいただけますと幸いです。');
    expect(body).not.toContain('候補');
    expect(body).not.toContain('下記');
  });

  it('does not repeat a の件 typed in the title, nor a 様 or 御中 typed in the names', () => {
    const mail = buildAppointmentMail(
      form({ meetingTitle: '定例会の件', contactName: '山田様', contactCompany: 'サンプル御中' }),
      'ja',
      JA,
      NOW,
    );
    expect(mail.body.startsWith('サンプル\n山田様\n')).toBe(true);
    expect(mail.body).toContain('\n定例会の日程につきまして、');
  });

  it('uses the chosen duration for every candidate', () => {
    const body = buildAppointmentMail(form({ duration: 90 }), 'ja', JA, NOW).body;
    expect(body).toContain('候補1：12月3日(水) 14:00〜15:30');
    expect(body).toContain('■ 所要時間：1時間30分程度');
  });

  it('writes natural English with Japan time stated', () => {
    const context: MailContext = {
      sender: { ...EXAMPLE_SENDER.en, department: '', tel: '', email: '' },
      salutation: { title: 'ms', familyPart: null },
    };
    const mail = buildAppointmentMail(
      form({ contactName: 'Emily Brown', meetingTitle: 'Product demo' }),
      'en',
      context,
      NOW,
    );
    expect(mail.subject).toBe('Scheduling a meeting: Product demo');
    expect(mail.body).toContain(
      'Proposed times (Japan time, JST):\nOption 1: Wed, Dec 3, 2:00 PM – 3:00 PM\nOption 2: Fri, Dec 5, 10:30 AM – 11:30 AM',
    );
    expect(mail.body).toContain('Duration: about 1 hour');
    expect(mail.body.startsWith('Dear Ms. Brown,')).toBe(true);
    expect(mail.body.endsWith('Best regards,\nHanako Sato\nTech Inc.')).toBe(true);
  });

  it.each(LANGUAGES)('still has a subject in %s when everything is empty', (language) => {
    const context = { ...JA, sender: EMPTY_MAIL_SENDER };
    const mail = buildAppointmentMail(emptyAppointmentForm(), language, context, NOW);
    expect(mail.subject).not.toBe('');
    expect(mailWordingProblems(mail, language)).toEqual([]);
  });
});

describe('buildAppointmentCalendarLink', () => {
  it('uses the first filled candidate, in UTC, with the duration', () => {
    const link = buildAppointmentCalendarLink(
      form({
        candidateDates: [candidate(''), candidate('2025-12-03T14:00')],
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
      buildAppointmentCalendarLink(form({ candidateDates: [candidate('')] }), 'ja'),
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
      form({ candidateDates: [candidate('2025-12-03T14:00')] }),
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
      buildAppointmentIcs(form({ candidateDates: [candidate('')] }), 'ja', NOW, uid),
    ).toBeNull();
  });
});
