import { LANGUAGES, type Language } from '../../lib/i18n/types';
import { EMPTY_MAIL_SENDER } from '../../lib/mail/mailSender';
import { englishNameDefaults, type MailContext } from '../../lib/mail/mailText';
import {
  describeProblems,
  EXAMPLE_SENDER,
  EXAMPLE_SIGNATURE_JA,
  exampleContent,
  exampleRecipientCompany,
  exampleRecipientName,
  exampleSubject,
  lintMail,
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
  english: englishNameDefaults({ name: '', company: '' }, EXAMPLE_SENDER.ja),
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
  locales[language].fields[`${field}_placeholder`].replace(/^(例：|e\.g\. )/, '');

function formFor(wordingCase: WordingCase, language: Language): AppointmentForm {
  if (wordingCase === 'optionalBlank') {
    return { ...emptyAppointmentForm(), candidateDates: [candidate('')] };
  }
  const typed = wordingCase === 'estimateRequest' || wordingCase === 'japaneseInEnglish';
  const own = (field: 'purpose' | 'location' | 'notes') => example(field, typed ? 'ja' : language);
  return form({
    meetingTitle: exampleSubject(wordingCase, language, example('meetingTitle', language)),
    contactName: exampleRecipientName(wordingCase, language),
    contactCompany: exampleRecipientCompany(wordingCase, language),
    purpose: own('purpose'),
    location: own('location'),
    notes: exampleContent(wordingCase, language, {
      ja: example('notes', 'ja'),
      en: example('notes', 'en'),
    }),
  });
}

describe('buildAppointmentMail wording', () => {
  it('every input × language: zero findings of the mail linter', () => {
    const findings = WORDING_CASES.flatMap((wordingCase) =>
      LANGUAGES.flatMap((language) => {
        const mail = buildAppointmentMail(
          formFor(wordingCase, language),
          language,
          wordingContext(wordingCase, language),
          NOW,
        );
        const problems = lintMail(mail, language, { requiredBlank: false, now: NOW });
        return describeProblems(`${wordingCase}/${language}`, problems);
      }),
    );
    expect(findings.length, `${findings.length} findings:\n${findings.join('\n')}`).toBe(0);
  });
});

describe('buildAppointmentMail', () => {
  it('writes the Japanese request with numbered candidates and their weekdays', () => {
    expect(buildAppointmentMail(form(), 'ja', JA, NOW)).toEqual({
      subject: '新サービスご紹介のお打ち合わせ日程のご相談',
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
        ...EXAMPLE_SIGNATURE_JA,
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
    expect(mail.subject).toBe('定例会日程のご相談');
  });

  it.each([
    [
      '来期の予算',
      '来期の予算に関するお打ち合わせ日程のご相談',
      '来期の予算に関するお打ち合わせの日程',
    ],
    [
      '見積書送付',
      'お見積書の送付に関するお打ち合わせ日程のご相談',
      'お見積書の送付に関するお打ち合わせの日程',
    ],
    ['打ち合わせ', 'お打ち合わせ日程のご相談', 'お打ち合わせの日程'],
    ['', 'お打ち合わせ日程のご相談', 'お打ち合わせの日程'],
    // Not 「新サービスのご相談に関するお打ち合わせ日程のご相談」.
    [
      '新サービスのご相談',
      '新サービスに関するお打ち合わせ日程のご相談',
      '新サービスに関するお打ち合わせの日程',
    ],
  ])('reads the title %j as a meeting: %s', (meetingTitle, subject, phrase) => {
    const mail = buildAppointmentMail(form({ meetingTitle }), 'ja', JA, NOW);
    expect(mail.subject).toBe(subject);
    expect(mail.body).toContain(
      `\n${phrase}につきまして、ご相談いたしたく、ご連絡いたしました。\n`,
    );
  });

  it('leaves out the closing the notes already say', () => {
    const body = buildAppointmentMail(
      form({
        notes: '資料は事前にお送りいたします。\nよろしくお願いいたします。',
        candidateDates: [],
      }),
      'ja',
      JA,
      NOW,
    ).body;
    expect(body.match(/よろしくお願い/g)).toHaveLength(1);
  });

  it('uses the chosen duration for every candidate', () => {
    const body = buildAppointmentMail(form({ duration: 90 }), 'ja', JA, NOW).body;
    expect(body).toContain('候補1：12月3日(水) 14:00〜15:30');
    expect(body).toContain('■ 所要時間：1時間30分程度');
  });

  it('writes natural English with Japan time stated', () => {
    const sender = { ...EXAMPLE_SENDER.en, department: '', tel: '', email: '' };
    const context: MailContext = {
      sender,
      salutation: { title: 'ms', familyPart: null },
      english: englishNameDefaults({ name: 'Emily Brown', company: '' }, sender),
    };
    const mail = buildAppointmentMail(
      form({
        contactName: 'Emily Brown',
        contactCompany: '',
        meetingTitle: 'Product demo',
        purpose: 'Product demo',
        location: 'Online (Zoom)',
        notes: '',
      }),
      'en',
      context,
      NOW,
    );
    expect(mail.gaps).toBeUndefined();
    expect(mail.subject).toBe('Scheduling a meeting: Product demo');
    expect(mail.body).toContain(
      'Proposed times (Japan time, JST):\nOption 1: Wed, Dec 3, 2:00 PM – 3:00 PM\nOption 2: Fri, Dec 5, 10:30 AM – 11:30 AM',
    );
    expect(mail.body).toContain('Duration: about 1 hour');
    expect(mail.body.startsWith('Dear Ms. Brown,')).toBe(true);
    expect(mail.body.endsWith('Best regards,\nHanako Sato\nTech Inc.')).toBe(true);
  });

  it('writes placeholders, not Japanese, in an English mail typed in Japanese', () => {
    const context = { ...JA, salutation: { title: 'mr', familyPart: null } } as const;
    const mail = buildAppointmentMail(form(), 'en', context, NOW);
    expect(`${mail.subject}\n${mail.body}`).not.toMatch(
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
    );
    expect(mail.subject).toBe('Scheduling a meeting: [Meeting title in English]');
    expect(mail.body).toContain('\nPurpose: [Purpose in English]\n');
    expect(mail.gaps?.map((gap) => gap.field)).toEqual([
      'englishRecipientName',
      'englishSenderName',
      'englishSenderCompany',
      'meetingTitle',
      'notes',
      'purpose',
      'location',
    ]);
  });

  it.each(LANGUAGES)('still has a subject in %s when everything is empty', (language) => {
    const context = { ...JA, sender: EMPTY_MAIL_SENDER };
    const mail = buildAppointmentMail(emptyAppointmentForm(), language, context, NOW);
    expect(mail.subject).not.toBe('');
    expect(mailWordingProblems(mail, language, NOW)).toEqual([]);
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
