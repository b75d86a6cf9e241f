import { EMPTY_MAIL_SENDER } from './mailSender';
import { fillMail, formatMailText, mailFrame } from './mailText';

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
  const context = {
    sender: { ...EMPTY_MAIL_SENDER, company: 'テック株式会社', name: '佐藤 花子' },
    salutation: { title: 'mr', familyPart: null },
  } as const;

  it('gives the Japanese address block, 名乗り and signature', () => {
    expect(mailFrame('ja', { company: 'サンプル御中', name: '山田様' }, context)).toEqual({
      address: 'サンプル\n山田様',
      self: 'テック株式会社の佐藤',
      selfFull: 'テック株式会社の佐藤 花子',
      signature: '────────────────────────\nテック株式会社\n佐藤 花子\n────────────────────────',
      senderName: '佐藤 花子',
      senderCompany: 'テック株式会社',
    });
  });

  it('gives the English greeting and sign-off', () => {
    const frame = mailFrame('en', { company: '', name: 'Taro Yamada' }, context, 'Sincerely,');
    expect(frame.address).toBe('Dear Mr. Yamada,');
    expect(frame.signature).toBe('Sincerely,\n佐藤 花子\nテック株式会社');
  });
});
