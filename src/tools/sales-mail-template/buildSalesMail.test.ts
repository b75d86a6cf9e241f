import { LANGUAGES, type Language } from '../../lib/i18n/types';
import { EMPTY_MEETING_OFFER } from '../../lib/mail/meetingOffer';
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
import { buildSalesMail, inputsUsedBy } from './buildSalesMail';
import { locales } from './locales';
import { EMPTY_SALES_FORM, SALES_TEMPLATE_IDS, type SalesForm } from './salesTemplates';

const JA: MailContext = {
  sender: EXAMPLE_SENDER.ja,
  salutation: { title: 'none', familyPart: null },
};

const example = (field: 'productService' | 'meetingDate' | 'customMessage', language: Language) =>
  locales[language].fields[`${field}_placeholder`].replace(/^(例: |e\.g\. )/, '');

function formFor(wordingCase: WordingCase, language: Language): SalesForm {
  if (wordingCase === 'optionalBlank') return EMPTY_SALES_FORM;
  const filled: SalesForm = {
    companyName: exampleRecipientCompany(wordingCase, language),
    contactName: exampleRecipientName(wordingCase, language),
    productService: example('productService', language),
    meetingDate: example('meetingDate', language),
    customMessage: example('customMessage', language),
    offer: { minutes: 30, format: 'either', place: '' },
  };
  return wordingCase === 'subjectEndsIn件' ? { ...filled, productService: 'お見積りの件' } : filled;
}

const FULL = formFor('filled', 'ja');

describe('buildSalesMail wording', () => {
  it.each(
    SALES_TEMPLATE_IDS.flatMap((id) =>
      WORDING_CASES.flatMap((wordingCase) =>
        LANGUAGES.map((language) => [id, wordingCase, language] as const),
      ),
    ),
  )('%s, %s, in %s: no doubled 件 or 様, no 二重敬語, no gap', (id, wordingCase, language) => {
    const mail = buildSalesMail(
      id,
      formFor(wordingCase, language),
      language,
      wordingContext(wordingCase, language),
    );
    expect(mailWordingProblems(mail, language)).toEqual([]);
    expect(mail.subject.trim()).not.toBe('');
    expect(mail.body).not.toMatch(/^\s|\s$/);
  });

  it.each(['visit', 'online', ''] as const)(
    'stays well written with the meeting offered as %j, with or without a place',
    (format) => {
      for (const place of ['', '弊社会議室']) {
        for (const id of SALES_TEMPLATE_IDS) {
          const form = { ...FULL, offer: { minutes: 60 as const, format, place } };
          expect(mailWordingProblems(buildSalesMail(id, form, 'ja', JA), 'ja')).toEqual([]);
        }
      }
    },
  );
});

describe('buildSalesMail', () => {
  it('writes a complete Japanese meeting request', () => {
    expect(buildSalesMail('meeting', FULL, 'ja', JA)).toEqual({
      subject: 'クラウド勤怠管理システムに関するお打ち合わせのお願い',
      body: [
        '株式会社サンプル',
        '山田 太郎様',
        '',
        'いつもお世話になっております。',
        'テック株式会社 営業部の佐藤でございます。',
        '',
        'クラウド勤怠管理システムにつきまして、より詳しくご説明いたしたく、お打ち合わせのお時間をいただけないかと存じ、ご連絡いたしました。',
        '',
        'つきましては、12月3日(水) 14:00はいかがでしょうか。',
        'ご都合が合わない場合は、ご希望の日時をお知らせいただけましたら調整いたします。',
        '所要時間は30分ほどで、オンライン、または貴社に伺う形のいずれでも承りますので、ご希望をお知らせください。',
        '',
        '同業の○○様では、導入後3か月で残業時間が2割減りました。',
        '',
        'お忙しいところ恐れ入りますが、ご検討のほどよろしくお願い申し上げます。',
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

  it('promises nothing about the meeting when the sender offers nothing', () => {
    const body = buildSalesMail('initial', { ...FULL, offer: EMPTY_MEETING_OFFER }, 'ja', JA).body;
    expect(body).not.toMatch(/オンライン|伺|分ほど/);
  });

  it('asks for dates instead when no meeting date is given', () => {
    const body = buildSalesMail('meeting', { ...FULL, meetingDate: ' ' }, 'ja', JA).body;
    expect(body).toContain(
      'つきましては、ご都合のよろしい日時をいくつかお知らせいただけますと幸いです。',
    );
    expect(body).not.toContain('ご都合が合わない場合');
  });

  it('introduces the sender in full on first contact, by company alone without a name', () => {
    expect(buildSalesMail('initial', FULL, 'ja', JA).body).toContain(
      '突然のご連絡、失礼いたします。\nテック株式会社 営業部の佐藤 花子と申します。',
    );
    const noName = { ...JA, sender: { ...EXAMPLE_SENDER.ja, name: '', department: '' } };
    expect(buildSalesMail('initial', FULL, 'ja', noName).body).toContain(
      '突然のご連絡、失礼いたします。\nテック株式会社と申します。',
    );
  });

  it.each([
    ['initial', 'クラウド勤怠管理システムのご紹介（テック株式会社）'],
    ['followup', '先日ご案内したクラウド勤怠管理システムについて'],
    ['meeting', 'クラウド勤怠管理システムに関するお打ち合わせのお願い'],
    ['thanks', 'お打ち合わせの御礼（テック株式会社）'],
    ['proposal', 'クラウド勤怠管理システムのご提案（テック株式会社）'],
  ] as const)('gives the %s mail the subject %s', (id, subject) => {
    expect(buildSalesMail(id, FULL, 'ja', JA).subject).toBe(subject);
  });

  it.each([
    ['initial', '弊社サービスのご紹介'],
    ['followup', '先日のご案内について'],
    ['meeting', 'お打ち合わせのお願い'],
    ['thanks', 'お打ち合わせの御礼'],
    ['proposal', 'ご提案'],
  ] as const)('still gives the %s mail a subject with no field: %s', (id, subject) => {
    const context = { ...JA, sender: EMPTY_MAIL_SENDER };
    expect(buildSalesMail(id, EMPTY_SALES_FORM, 'ja', context).subject).toBe(subject);
  });

  it('writes natural English', () => {
    const context: MailContext = {
      sender: { ...EXAMPLE_SENDER.en, department: '', tel: '', email: '' },
      salutation: { title: 'ms', familyPart: null },
    };
    const form = { ...FULL, contactName: 'Emily Brown', productService: 'TimeCloud' };
    const mail = buildSalesMail('initial', form, 'en', context);
    expect(mail.subject).toBe('Introducing TimeCloud from Tech Inc.');
    expect(mail.body.split('\n').slice(0, 4)).toEqual([
      'Dear Ms. Brown,',
      '',
      "I hope you don't mind me reaching out.",
      'My name is Hanako Sato from Tech Inc.',
    ]);
    expect(mail.body).toContain(
      'We could meet online or at your office, whichever you prefer; it would take about 30 minutes.',
    );
    expect(mail.body.endsWith('Best regards,\nHanako Sato\nTech Inc.')).toBe(true);
  });

  it('keeps special characters typed by the user as they are', () => {
    const tricky = '{productService} $1 $& [a] <script>';
    const form = { ...FULL, customMessage: tricky, productService: tricky };
    const mail = buildSalesMail('proposal', form, 'ja', JA);
    expect(mail.body).toContain(`\n${tricky}\n`);
    expect(mail.subject).toBe(`${tricky}のご提案（テック株式会社）`);
  });
});

describe('inputsUsedBy', () => {
  it.each([
    ['initial', ['productService', 'meetingDate', 'offer']],
    ['followup', ['productService', 'offer']],
    ['meeting', ['productService', 'meetingDate', 'offer']],
    ['thanks', ['productService', 'meetingDate']],
    ['proposal', ['productService', 'meetingDate', 'offer']],
  ] as const)('%s uses %j', (id, inputs) => {
    expect([...inputsUsedBy(id)].sort()).toEqual([...inputs].sort());
  });
});
