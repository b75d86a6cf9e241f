import { EMPTY_SENDER_PROFILE } from '../senderProfile';
import {
  EMPTY_MAIL_SENDER,
  englishSignature,
  japaneseFamilyName,
  japaneseSelf,
  japaneseSignature,
  senderFromProfile,
  type MailSender,
} from './mailSender';

const FULL: MailSender = {
  company: 'テック株式会社',
  department: '営業部',
  name: '佐藤 花子',
  tel: '03-1234-5678',
  email: 'sato@example.co.jp',
};

describe('japaneseFamilyName', () => {
  it.each([
    ['佐藤 花子', '佐藤'],
    ['佐藤　花子', '佐藤'],
    ['佐藤花子', '佐藤花子'],
    ['John Smith', 'John Smith'],
    ['', ''],
  ])('%s → %s', (name, expected) => {
    expect(japaneseFamilyName(name)).toBe(expected);
  });
});

describe('japaneseSelf', () => {
  it.each([
    [FULL, {}, 'テック株式会社 営業部の佐藤'],
    [FULL, { fullName: true }, 'テック株式会社 営業部の佐藤 花子'],
    [{ ...FULL, department: '' }, {}, 'テック株式会社の佐藤'],
    [{ ...FULL, company: '', department: '' }, {}, '佐藤'],
    [{ ...FULL, name: '' }, {}, 'テック株式会社 営業部'],
    [EMPTY_MAIL_SENDER, {}, ''],
  ])('%o %o → %s', (sender, options, expected) => {
    expect(japaneseSelf(sender, options)).toBe(expected);
  });
});

describe('signatures', () => {
  it('writes the full Japanese block', () => {
    expect(japaneseSignature(FULL)).toBe(
      [
        '────────────────────────',
        'テック株式会社',
        '営業部　佐藤 花子',
        'TEL：03-1234-5678',
        'Email：sato@example.co.jp',
        '────────────────────────',
      ].join('\n'),
    );
  });

  it('leaves out what is unknown, and the whole block when nothing is', () => {
    expect(japaneseSignature({ ...EMPTY_MAIL_SENDER, name: ' 佐藤 ' })).toBe(
      '────────────────────────\n佐藤\n────────────────────────',
    );
    expect(japaneseSignature(EMPTY_MAIL_SENDER)).toBe('');
  });

  it('signs English mails name first', () => {
    expect(
      englishSignature({ ...FULL, name: 'Hanako Sato', department: '' }, 'Best regards,'),
    ).toBe(
      'Best regards,\nHanako Sato\nテック株式会社\nTel: 03-1234-5678\nEmail: sato@example.co.jp',
    );
    expect(englishSignature(EMPTY_MAIL_SENDER, 'Best regards,')).toBe('Best regards,');
  });
});

it('reads the sender from the profile', () => {
  expect(
    senderFromProfile({
      ...EMPTY_SENDER_PROFILE,
      companyName: 'A社',
      personName: '佐藤',
      tel: '1',
    }),
  ).toEqual({ company: 'A社', department: '', name: '佐藤', tel: '1', email: '' });
});
