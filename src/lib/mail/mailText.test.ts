import { collectGaps } from './mailGaps';
import { EMPTY_MAIL_SENDER } from './mailSender';
import {
  englishNameDefaults,
  fillMail,
  formatMailText,
  mailFrame,
  type MailContext,
} from './mailText';

describe('formatMailText', () => {
  it.each([
    ['ja', '件名：件\n\n本文'],
    ['en', 'Subject: 件\n\n本文'],
  ] as const)('labels the subject in %s', (language, expected) => {
    expect(formatMailText({ subject: '件', body: '本文' }, language)).toBe(expected);
  });
});

describe('fillMail', () => {
  it('writes one full stop after a name ending in one, in English only', () => {
    const template = { subject: 'From {c}', body: 'I work at {c}.\nWait...' };
    expect(fillMail(template, { c: 'Tech Inc.' }, 'en')).toEqual({
      subject: 'From Tech Inc.',
      body: 'I work at Tech Inc.\nWait...',
    });
    expect(fillMail(template, { c: 'A.' }, 'ja').body).toBe('I work at A..\nWait...');
  });
});

describe('mailFrame', () => {
  const sender = { ...EMPTY_MAIL_SENDER, company: 'テック株式会社', name: '佐藤 花子' };
  const context: MailContext = {
    sender,
    salutation: { title: 'mr', familyPart: null },
    english: englishNameDefaults({ name: 'Taro Yamada', company: '' }, sender),
  };

  it('gives the Japanese address block, 名乗り and signature', () => {
    const gaps = collectGaps('ja');
    expect(mailFrame(gaps, { company: 'サンプル御中', name: '山田様' }, context)).toEqual({
      address: 'サンプル\n山田様',
      self: 'テック株式会社の佐藤',
      selfFull: 'テック株式会社の佐藤 花子',
      signature: '────────────────────────\nテック株式会社\n佐藤 花子\n────────────────────────',
      senderName: '佐藤 花子',
      senderCompany: 'テック株式会社',
      recipientCompany: 'サンプル',
    });
    expect(gaps.gaps).toEqual([]);
  });

  it('gives the English greeting and sign-off in Latin letters, with placeholders where only Japanese is known', () => {
    const gaps = collectGaps('en');
    const frame = mailFrame(gaps, { company: '', name: 'Taro Yamada' }, context, 'Sincerely,');
    expect(frame.address).toBe('Dear Mr. Yamada,');
    expect(frame.signature).toBe(
      'Sincerely,\n[Your name in Latin letters]\n[Your company in English]',
    );
    expect(gaps.gaps.map((gap) => gap.field)).toEqual([
      'englishSenderName',
      'englishSenderCompany',
    ]);
  });

  it('greets the company team, or with a placeholder when the company is only known in Japanese', () => {
    const english = { ...context.english, recipientName: '', senderName: 'Hanako Sato' };
    const latin = mailFrame(
      collectGaps('en'),
      { company: 'ABC社', name: '' },
      {
        ...context,
        english: { ...english, recipientCompany: 'ABC Corp.' },
      },
    );
    expect(latin.address).toBe('Dear ABC Corp. Team,');
    expect(latin.recipientCompany).toBe('ABC Corp.');
    const japanese = mailFrame(
      collectGaps('en'),
      { company: 'ABC社', name: '' },
      { ...context, english },
    );
    expect(japanese.address).toBe("Dear [Recipient's company in English] Team,");
    expect(japanese.recipientCompany).toBe('');
  });
});

describe('englishNameDefaults', () => {
  it('prefills the names typed in Latin letters, without their honorific, and nothing else', () => {
    expect(
      englishNameDefaults(
        { name: 'Taro Yamada 様', company: '株式会社サンプル 御中' },
        {
          ...EMPTY_MAIL_SENDER,
          name: 'Hanako Sato',
          company: 'テック株式会社',
          department: 'Sales',
        },
      ),
    ).toEqual({
      recipientName: 'Taro Yamada',
      recipientCompany: '',
      senderName: 'Hanako Sato',
      senderCompany: '',
      senderDepartment: 'Sales',
    });
  });
});

describe('fillMail', () => {
  it('keeps the gaps whose placeholder the mail shows', () => {
    const gaps = collectGaps('ja');
    const shown = gaps.value('a', '', { blank: 'Aをご記入ください' });
    gaps.value('b', '', { blank: 'Bをご記入ください' });
    const mail = fillMail({ subject: '件名', body: '{a}\n{?c}{b}' }, { a: shown }, 'ja', gaps.gaps);
    expect(mail).toEqual({
      subject: '件名',
      body: '（Aをご記入ください）',
      gaps: [{ field: 'a', reason: 'blank', marker: '（Aをご記入ください）' }],
    });
  });
});
