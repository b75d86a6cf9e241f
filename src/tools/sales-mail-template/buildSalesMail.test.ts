import { LANGUAGES, type Language } from '../../lib/i18n/types';
import { EMPTY_MEETING_OFFER } from '../../lib/mail/meetingOffer';
import { EMPTY_MAIL_SENDER } from '../../lib/mail/mailSender';
import { englishNameDefaults, type MailContext } from '../../lib/mail/mailText';
import {
  describeProblems,
  EXAMPLE_SENDER,
  EXAMPLE_SIGNATURE_JA,
  exampleContent,
  exampleRecipientCompany,
  exampleRecipientName,
  lintMail,
  mailWordingProblems,
  WORDING_CASES,
  wordingContext,
  type WordingCase,
} from '../../lib/mail/wordingCases';
import { withExampleDates } from '../../lib/mail/exampleDates';
import { buildSalesMail, inputsUsedBy } from './buildSalesMail';
import { locales } from './locales';
import {
  EMPTY_SALES_FORM,
  SALES_TEMPLATE_IDS,
  type SalesForm,
  type SalesTemplateId,
} from './salesTemplates';

const JA: MailContext = {
  sender: EXAMPLE_SENDER.ja,
  salutation: { title: 'none', familyPart: null },
  english: englishNameDefaults({ name: '', company: '' }, EXAMPLE_SENDER.ja),
};

/** The day the examples are read on: their dates (counted from it) fall on 12月3日(水). */
const TYPED_IN = new Date('2025-11-26T03:00:00Z');

const example = (field: 'productService' | 'meetingDate' | 'customMessage', language: Language) =>
  withExampleDates(
    locales[language].fields[`${field}_placeholder`].replace(/^(例：|e\.g\. )/, ''),
    TYPED_IN,
    language,
  );

const OFFERS: Partial<Record<WordingCase, SalesForm['offer']>> = {
  estimateRequest: { minutes: 60, format: 'online', place: '' },
  budgetSubject: { minutes: 30, format: 'visit', place: '弊社会議室' },
  namesWith様: { minutes: 0, format: 'visit', place: '' },
};

/** The product is a name, not a subject: the cases typed in Japanese use the Japanese example. */
function productFor(wordingCase: WordingCase, language: Language): string {
  if (wordingCase === 'optionalBlank') return '';
  if (wordingCase === 'subjectEndsIn件') return '勤怠管理システムの件';
  if (wordingCase === 'estimateRequest' || wordingCase === 'japaneseInEnglish') {
    return example('productService', 'ja');
  }
  return example('productService', language);
}

function formFor(wordingCase: WordingCase, language: Language): SalesForm {
  if (wordingCase === 'optionalBlank') return EMPTY_SALES_FORM;
  const typed = wordingCase === 'estimateRequest' || wordingCase === 'japaneseInEnglish';
  return {
    companyName: exampleRecipientCompany(wordingCase, language),
    contactName: exampleRecipientName(wordingCase, language),
    productService: productFor(wordingCase, language),
    meetingDate: example('meetingDate', typed ? 'ja' : language),
    customMessage: exampleContent(wordingCase, language, {
      ja: example('customMessage', 'ja'),
      en: example('customMessage', 'en'),
    }),
    offer: OFFERS[wordingCase] ?? { minutes: 30, format: 'either', place: '' },
    attachment: wordingCase !== 'estimateRequest' && wordingCase !== 'namesWith様',
  };
}

const FULL = formFor('filled', 'ja');

/** An English mail with every name typed in Latin letters. */
const EN: MailContext = {
  sender: EXAMPLE_SENDER.en,
  salutation: { title: 'mr', familyPart: null },
  english: englishNameDefaults({ name: 'Taro Yamada', company: 'Sample Co.' }, EXAMPLE_SENDER.en),
};

/** Checks of the sales mails besides the linter: the attachment is mentioned when chosen. */
function attachmentProblems(
  id: SalesTemplateId,
  form: SalesForm,
  body: string,
  language: Language,
) {
  if (id !== 'proposal') return [];
  const mentioned = (language === 'ja' ? /添付/u : /attach/iu).test(body);
  if (Boolean(form.attachment) === mentioned) return [];
  return [
    {
      rule: form.attachment
        ? 'attachment chosen but not mentioned'
        : 'attachment mentioned unasked',
      excerpt: body.split('\n\n')[2] ?? '',
    },
  ];
}

describe('buildSalesMail wording', () => {
  it('every template × input × language: zero findings of the mail linter', () => {
    const findings = SALES_TEMPLATE_IDS.flatMap((id) =>
      WORDING_CASES.flatMap((wordingCase) =>
        LANGUAGES.flatMap((language) => {
          const form = formFor(wordingCase, language);
          const mail = buildSalesMail(id, form, language, wordingContext(wordingCase, language));
          // A first contact needs its product; a proposal needs something proposed.
          const requiredBlank =
            (id === 'initial' && form.productService.trim() === '') ||
            (id === 'proposal' &&
              form.productService.trim() === '' &&
              form.customMessage.trim() === '');
          const problems = [
            ...lintMail(mail, language, { requiredBlank, now: TYPED_IN }),
            ...attachmentProblems(id, form, mail.body, language),
          ];
          return describeProblems(`${id}/${wordingCase}/${language}`, problems);
        }),
      ),
    );
    expect(findings.length, `${findings.length} findings:\n${findings.join('\n')}`).toBe(0);
  });

  it.each(['visit', 'online', 'either', ''] as const)(
    'stays well written with the meeting offered as %j, with or without a length or a place',
    (format) => {
      for (const minutes of [0, 60] as const) {
        for (const place of ['', '弊社会議室']) {
          for (const id of SALES_TEMPLATE_IDS) {
            const form = { ...FULL, offer: { minutes, format, place } };
            expect(mailWordingProblems(buildSalesMail(id, form, 'ja', JA), 'ja', TYPED_IN)).toEqual(
              [],
            );
          }
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
        '同業の○○様では、導入後3か月で残業時間が2割減りました。',
        '',
        'つきましては、12月3日（水）14:00はいかがでしょうか。',
        'ご都合が合わない場合は、ご希望の日時をお知らせいただけましたら調整いたします。',
        'お打ち合わせは30分ほどを予定しており、オンライン、または貴社に伺う形のいずれでも承ります。',
        '',
        'お忙しいところ恐れ入りますが、ご検討のほどよろしくお願い申し上げます。',
        '',
        ...EXAMPLE_SIGNATURE_JA,
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
    ['followup', '先日のご案内について'],
    ['meeting', 'お打ち合わせのお願い'],
    ['thanks', 'お打ち合わせの御礼（テック株式会社）'],
  ] as const)('still gives the %s mail a subject with no field: %s', (id, subject) => {
    const mail = buildSalesMail(id, EMPTY_SALES_FORM, 'ja', JA);
    expect(mail.subject).toBe(subject);
    expect(mail.gaps).toBeUndefined();
  });

  it('asks what is proposed when a proposal names nothing (no 「ご提案がございまして」 about nothing)', () => {
    const mail = buildSalesMail('proposal', EMPTY_SALES_FORM, 'ja', JA);
    expect(mail.body).not.toContain('ご提案がございまして');
    expect(mail.body).toContain('（ご提案する商品・サービスをご記入ください）');
    expect(mail.gaps).toEqual([
      {
        field: 'productService',
        reason: 'blank',
        marker: '（ご提案する商品・サービスをご記入ください）',
      },
    ]);
    // What is proposed may be told in the message instead.
    const told = buildSalesMail(
      'proposal',
      { ...EMPTY_SALES_FORM, customMessage: '受発注業務の電子化をご提案いたします。' },
      'ja',
      JA,
    );
    expect(told.gaps).toBeUndefined();
    expect(told.subject).toBe('貴社へのご提案（テック株式会社）');
  });

  it('shows placeholders and a notice when the sender is blank', () => {
    const context = { ...JA, sender: EMPTY_MAIL_SENDER };
    const mail = buildSalesMail('followup', EMPTY_SALES_FORM, 'ja', context);
    expect(mail.body).toContain('（差出人の会社名・お名前をご記入ください）でございます。');
    expect(mail.body.endsWith('（署名欄：会社名・お名前・連絡先をご記入ください）')).toBe(true);
    expect(mail.gaps?.map((gap) => gap.field)).toEqual(['senderName', 'senderName']);
  });

  it('shows where the product goes in a first contact that names none', () => {
    const context = { ...JA, sender: EMPTY_MAIL_SENDER };
    const mail = buildSalesMail('initial', EMPTY_SALES_FORM, 'ja', context);
    expect(mail.subject).toBe('（商品・サービス名をご記入ください）のご紹介');
    expect(mail.body).toContain(
      '弊社では、（商品・サービス名をご記入ください）をご提供しております。',
    );
    expect(mail.gaps?.filter((gap) => gap.field !== 'senderName')).toEqual([
      { field: 'productService', reason: 'blank', marker: '（商品・サービス名をご記入ください）' },
    ]);
  });

  it('thanks for the meeting by its day, without the clock time', () => {
    const body = buildSalesMail('thanks', FULL, 'ja', JA).body;
    expect(body).toContain(
      '\n12月3日（水）のお打ち合わせでは、お忙しい中お時間をいただき、誠にありがとうございました。\n',
    );
    const noDate = buildSalesMail('thanks', { ...FULL, meetingDate: '' }, 'ja', JA).body;
    expect(noDate).toContain('\n先日はお忙しい中お時間をいただき、誠にありがとうございました。\n');
    const english = buildSalesMail(
      'thanks',
      { ...FULL, meetingDate: 'Wednesday, December 3 at 2 PM' },
      'en',
      EN,
    ).body;
    expect(english).toContain('meet with us on Wednesday, December 3.\n');
  });

  it('offers a further explanation in the follow-up once, without announcing it', () => {
    const withOffer = buildSalesMail(
      'followup',
      { ...FULL, offer: { minutes: 30, format: 'online', place: '' } },
      'ja',
      JA,
    ).body;
    expect(withOffer).toContain(
      'お気軽にお尋ねください。\n改めてのご説明をご希望でしたら、30分ほど、オンラインにて承ります。\n追加の資料もお送りできますので、お申し付けください。\n',
    );
    expect(withOffer).not.toContain('ご説明いたします');
    const without = buildSalesMail('followup', { ...FULL, offer: EMPTY_MEETING_OFFER }, 'ja', JA);
    expect(without.body).toContain('\n追加の資料のご送付や、改めてのご説明も承ります。\n');
  });

  it('mentions the attached proposal only when the documents go with it', () => {
    const attached = buildSalesMail('proposal', { ...FULL, attachment: true }, 'ja', JA).body;
    expect(attached).toContain(
      'ご連絡いたしました。\nご提案の資料を添付いたしましたので、ご査収ください。\n',
    );
    const english = buildSalesMail('proposal', { ...FULL, attachment: true }, 'en', EN).body;
    expect(english).toContain('\nPlease find the proposal attached.\n');
    expect(buildSalesMail('proposal', { ...FULL, attachment: false }, 'ja', JA).body).not.toContain(
      '添付',
    );
  });

  it('writes natural English', () => {
    const context: MailContext = {
      ...EN,
      sender: { ...EXAMPLE_SENDER.en, department: '', tel: '', email: '' },
      salutation: { title: 'ms', familyPart: null },
      english: {
        ...EN.english,
        recipientName: 'Emily Brown',
        recipientCompany: '',
        senderDepartment: '',
      },
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
    ['proposal', ['productService', 'meetingDate', 'offer', 'attachment']],
  ] as const)('%s uses %j', (id, inputs) => {
    expect([...inputsUsedBy(id)].sort()).toEqual([...inputs].sort());
  });
});
