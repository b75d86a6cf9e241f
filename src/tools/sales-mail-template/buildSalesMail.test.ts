import { LANGUAGES } from '../../lib/i18n/types';
import { formatMailText } from '../../lib/mail/mailText';
import { buildSalesMail, fieldsUsedBy } from './buildSalesMail';
import {
  EMPTY_SALES_FORM,
  SALES_FIELDS,
  SALES_TEMPLATE_IDS,
  type SalesForm,
} from './salesTemplates';

const FULL: SalesForm = {
  companyName: '株式会社サンプル',
  contactName: '山田 太郎',
  yourName: '佐藤 花子',
  yourCompany: 'テック株式会社',
  productService: 'クラウド勤怠管理システム',
  meetingDate: '12月3日(水) 14:00',
  customMessage: '導入事例の資料もお送りできます。',
};

describe('buildSalesMail', () => {
  it('writes a complete Japanese meeting request', () => {
    expect(buildSalesMail('meeting', FULL, 'ja')).toEqual({
      subject: 'クラウド勤怠管理システムに関するお打ち合わせのお願い',
      body: [
        '株式会社サンプル',
        '山田 太郎様',
        '',
        'いつもお世話になっております。',
        'テック株式会社の佐藤 花子でございます。',
        '',
        'クラウド勤怠管理システムについて、より詳しくご説明申し上げたく、お打ち合わせのお時間を頂戴できればと存じ、ご連絡いたしました。',
        '',
        'つきましては、12月3日(水) 14:00はいかがでしょうか。',
        'ご都合が合わない場合は、ご希望の日時をお知らせいただけましたら調整いたします。',
        '所要時間は30分〜1時間程度を予定しており、オンラインでも、貴社へお伺いする形でも対応可能です。',
        '',
        '導入事例の資料もお送りできます。',
        '',
        'お忙しいところ恐れ入りますが、ご検討のほどよろしくお願い申し上げます。',
        '',
        '────────────────────',
        'テック株式会社',
        '佐藤 花子',
        '────────────────────',
      ].join('\n'),
    });
  });

  it('asks for dates instead when no meeting date is given', () => {
    const body = buildSalesMail('meeting', { ...FULL, meetingDate: ' ' }, 'ja').body;
    expect(body).toContain(
      'つきましては、ご都合のよろしい日時をいくつかお知らせいただけますと幸いです。',
    );
    expect(body).not.toContain('ご都合が合わない場合');
  });

  it('introduces the sender by company alone when the name is empty', () => {
    const body = buildSalesMail('initial', { ...FULL, yourName: '' }, 'ja').body;
    expect(body).toContain('突然のご連絡失礼いたします。\nテック株式会社と申します。');
  });

  it('addresses ご担当者様 when the contact is unknown and strips a typed 様', () => {
    expect(buildSalesMail('thanks', { ...FULL, contactName: '' }, 'ja').body).toMatch(
      /^株式会社サンプル\nご担当者様\n/,
    );
    expect(buildSalesMail('thanks', { ...FULL, contactName: '山田様' }, 'ja').body).toMatch(
      /^株式会社サンプル\n山田様\n/,
    );
  });

  it.each([
    ['initial', 'クラウド勤怠管理システムのご紹介（テック株式会社）'],
    ['followup', '先日ご案内したクラウド勤怠管理システムの件につきまして'],
    ['meeting', 'クラウド勤怠管理システムに関するお打ち合わせのお願い'],
    ['thanks', 'お打ち合わせの御礼（テック株式会社）'],
    ['proposal', 'クラウド勤怠管理システムのご提案（テック株式会社）'],
  ] as const)('gives the %s mail the subject %s', (id, subject) => {
    expect(buildSalesMail(id, FULL, 'ja').subject).toBe(subject);
  });

  it.each([
    ['initial', '弊社サービスのご紹介'],
    ['followup', '先日ご案内した件につきまして'],
    ['meeting', 'お打ち合わせのお願い'],
    ['thanks', 'お打ち合わせの御礼'],
    ['proposal', 'ご提案'],
  ] as const)('still gives the %s mail a subject with no field: %s', (id, subject) => {
    expect(buildSalesMail(id, EMPTY_SALES_FORM, 'ja').subject).toBe(subject);
  });

  it('writes natural English', () => {
    const mail = buildSalesMail('initial', { ...FULL, contactName: 'Ms. Brown' }, 'en');
    expect(mail.subject).toBe('Introducing クラウド勤怠管理システム from テック株式会社');
    expect(mail.body.split('\n').slice(0, 4)).toEqual([
      'Dear Ms. Brown,',
      '',
      "I hope you don't mind me reaching out.",
      'My name is 佐藤 花子 from テック株式会社.',
    ]);
    expect(mail.body.endsWith('Best regards,\n佐藤 花子\nテック株式会社')).toBe(true);
  });

  const combinations: SalesForm[] = Array.from({ length: 2 ** SALES_FIELDS.length }, (_, mask) => {
    const form = { ...EMPTY_SALES_FORM };
    SALES_FIELDS.forEach((field, bit) => {
      if (mask & (1 << bit)) form[field] = FULL[field];
    });
    return form;
  });

  it.each(SALES_TEMPLATE_IDS.flatMap((id) => LANGUAGES.map((language) => [id, language] as const)))(
    '%s in %s never leaves a placeholder or a gap, whatever is empty',
    (id, language) => {
      for (const form of combinations) {
        const mail = buildSalesMail(id, form, language);
        expect(formatMailText(mail, language)).not.toMatch(/[{}[\]]|undefined|null|\n{3,}|様様/);
        expect(mail.subject.trim()).not.toBe('');
        expect(mail.body).not.toMatch(/^\s|\s$/);
      }
    },
  );

  it('keeps special characters typed by the user as they are', () => {
    const tricky = '{productService} $1 $& [a] <script>';
    const mail = buildSalesMail(
      'proposal',
      { ...FULL, customMessage: tricky, productService: tricky },
      'ja',
    );
    expect(mail.body).toContain(`\n${tricky}\n`);
    expect(mail.subject).toBe(`${tricky}のご提案（テック株式会社）`);
  });
});

describe('fieldsUsedBy', () => {
  it('knows the follow-up mail has no meeting date', () => {
    expect(fieldsUsedBy('followup').has('meetingDate')).toBe(false);
    expect(fieldsUsedBy('followup').has('yourName')).toBe(true);
  });

  it.each(SALES_TEMPLATE_IDS)('%s uses the names and the custom message', (id) => {
    const used = fieldsUsedBy(id);
    for (const field of [
      'companyName',
      'contactName',
      'yourName',
      'yourCompany',
      'customMessage',
    ] as const) {
      expect(used.has(field)).toBe(true);
    }
  });
});
