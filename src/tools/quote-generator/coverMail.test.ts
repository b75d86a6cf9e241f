import { describe, expect, it } from 'vitest';
import { coverMail, type CoverMailInput } from './coverMail';

const invoice: CoverMailInput = {
  kind: 'invoice',
  number: 'INV-001',
  title: 'Webサイト制作',
  clientName: '株式会社サンプル商事',
  honorific: 'onchu',
  department: '',
  person: '',
  companyName: '株式会社オフィスツール',
  amount: '￥110,000',
  dueDate: '2026年12月31日',
  corrected: false,
};

describe('coverMail (Japanese)', () => {
  it('an invoice: 宛名, 挨拶, 用件, number, amount, due date, 結び, 署名', () => {
    const { subject, body } = coverMail(invoice, 'ja');
    expect(subject).toBe('請求書送付のご案内（INV-001）｜株式会社オフィスツール');
    expect(body).toBe(
      [
        '株式会社サンプル商事 御中',
        '',
        'いつも大変お世話になっております。',
        '株式会社オフィスツールでございます。',
        '',
        '「Webサイト制作」の請求書をお送りいたします。',
        '添付のPDFファイルをご査収くださいますよう、お願い申し上げます。',
        '',
        '■請求書番号：INV-001',
        '■ご請求金額：￥110,000',
        '■お支払期限：2026年12月31日',
        '',
        'ご不明な点がございましたら、お気軽にお問い合わせください。',
        '今後ともどうぞよろしくお願い申し上げます。',
        '',
        '株式会社オフィスツール',
      ].join('\n'),
    );
  });

  it.each([
    // [department, person, honorific, clientName, the address lines]
    [
      '経理部',
      '山田 太郎',
      'onchu',
      '株式会社サンプル商事',
      '株式会社サンプル商事\n経理部 山田 太郎様',
    ],
    ['', '山田様', 'onchu', '株式会社サンプル商事 御中', '株式会社サンプル商事\n山田様'],
    ['', '山田部長', 'onchu', '株式会社サンプル商事', '株式会社サンプル商事\n山田部長'],
    ['経理部', '', 'onchu', '株式会社サンプル商事', '株式会社サンプル商事\n経理部 御中'],
    ['', '', 'sama', '鈴木 一郎', '鈴木 一郎様'],
    ['', '', 'sama', '鈴木 一郎様', '鈴木 一郎様'],
    ['', '', 'onchu', '', 'ご担当者様'],
  ] as const)(
    'addresses %s %s %s %s once, never doubled',
    (department, person, honorific, clientName, lines) => {
      const { body } = coverMail({ ...invoice, department, person, honorific, clientName }, 'ja');
      expect(body.startsWith(`${lines}\n\n`)).toBe(true);
      expect(body).not.toMatch(/様\s*様|御中\s*様|様\s*御中|御中\s*御中/);
    },
  );

  it('each kind its own words; the due date only on an invoice', () => {
    const quote = coverMail({ ...invoice, kind: 'quote', number: 'Q-1' }, 'ja');
    expect(quote.subject).toBe('見積書送付のご案内（Q-1）｜株式会社オフィスツール');
    expect(quote.body).toContain('「Webサイト制作」のお見積書をお送りいたします。');
    expect(quote.body).toContain('■見積番号：Q-1\n■お見積金額：￥110,000');
    expect(quote.body).not.toContain('お支払期限');
    expect(coverMail({ ...invoice, kind: 'delivery_note' }, 'ja').body).toContain(
      '■納品書番号：INV-001\n■合計金額：￥110,000',
    );
    expect(coverMail({ ...invoice, kind: 'receipt' }, 'ja').body).toContain('■領収金額：￥110,000');
  });

  it('a corrected version says so in the subject and apologises in the body', () => {
    const { subject, body } = coverMail({ ...invoice, corrected: true }, 'ja');
    expect(subject).toBe('【訂正】請求書送付のご案内（INV-001・訂正版）｜株式会社オフィスツール');
    expect(body).toContain(
      '先日お送りした「Webサイト制作」の請求書（請求書番号：INV-001）に誤りがございましたので、訂正版をお送りいたします。',
    );
    expect(body).toContain('ご迷惑をおかけしましたことを、深くお詫び申し上げます。');
    expect(body).toContain(
      '先にお送りした請求書は破棄していただき、添付の訂正版をご査収くださいますよう',
    );
  });

  it('leaves out what the document does not say', () => {
    const { subject, body } = coverMail(
      { ...invoice, number: '', title: '', companyName: '', amount: '', dueDate: '' },
      'ja',
    );
    expect(subject).toBe('請求書送付のご案内');
    expect(body).toBe(
      [
        '株式会社サンプル商事 御中',
        '',
        'いつも大変お世話になっております。',
        '',
        '請求書をお送りいたします。',
        '添付のPDFファイルをご査収くださいますよう、お願い申し上げます。',
        '',
        'ご不明な点がございましたら、お気軽にお問い合わせください。',
        '今後ともどうぞよろしくお願い申し上げます。',
      ].join('\n'),
    );
  });

  it('no 二重敬語 in any kind or state', () => {
    for (const kind of ['quote', 'invoice', 'delivery_note', 'receipt'] as const) {
      for (const corrected of [false, true]) {
        const { body } = coverMail({ ...invoice, kind, corrected }, 'ja');
        expect(body).not.toMatch(
          /お伺いさせていただ|拝見させていただ|おっしゃられ|ご覧になられ|させていただきます/,
        );
      }
    }
  });
});

describe('coverMail (English)', () => {
  it('an invoice', () => {
    const { subject, body } = coverMail(
      {
        ...invoice,
        clientName: 'Sample Trading Co., Ltd.',
        person: 'Ms. Brown',
        dueDate: 'December 31, 2026',
      },
      'en',
    );
    expect(subject).toBe('Invoice INV-001 from 株式会社オフィスツール');
    expect(body).toBe(
      [
        'Dear Ms. Brown,',
        '',
        'Thank you for your continued business.',
        'Please find attached our invoice INV-001 for Webサイト制作.',
        '',
        'Invoice number: INV-001',
        'Amount due: ￥110,000',
        'Due date: December 31, 2026',
        '',
        'If you have any questions, please feel free to contact us.',
        '',
        'Best regards,',
        '株式会社オフィスツール',
      ].join('\n'),
    );
  });

  it('a corrected version', () => {
    const { subject, body } = coverMail({ ...invoice, corrected: true, kind: 'quote' }, 'en');
    expect(subject).toBe('[Corrected] Quote INV-001 from 株式会社オフィスツール');
    expect(body).toContain(
      'We found an error in our quote INV-001 for Webサイト制作 and are sending you a corrected version.',
    );
    expect(body).toContain(
      'Please discard the earlier quote and use the attached corrected version.',
    );
    expect(body).not.toContain('Due date');
  });

  it('with no name, a neutral greeting', () => {
    expect(coverMail({ ...invoice, clientName: '', person: '' }, 'en').body).toMatch(
      /^Dear Sir or Madam,\n/,
    );
  });
});
