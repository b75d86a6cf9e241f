import { LANGUAGES } from '../../lib/i18n/types';
import { buildMail } from './buildMail';
import { EMPTY_MAIL_FORM, MAIL_SCENES, type MailForm } from './mailScenes';
import { formatMailText } from '../../lib/mail/mailText';

const FULL: MailForm = {
  recipientName: '山田 太郎',
  senderName: '佐藤 花子',
  companyName: '株式会社サンプル',
  subject: '見積書送付',
  customContent: '見積書を添付いたしました。\nご査収のほどお願いいたします。',
};

describe('buildMail', () => {
  it('writes a complete Japanese request mail', () => {
    expect(buildMail('request', FULL, 'ja')).toEqual({
      subject: '【ご依頼】見積書送付',
      body: [
        '株式会社サンプル',
        '山田 太郎様',
        '',
        'いつもお世話になっております。',
        '佐藤 花子でございます。',
        '',
        '「見積書送付」の件につきまして、お願いしたいことがあり、ご連絡いたしました。',
        '',
        '見積書を添付いたしました。',
        'ご査収のほどお願いいたします。',
        '',
        'お忙しいところ誠に恐縮ですが、ご対応いただけますと幸いです。',
        'ご不明な点がございましたら、お気軽にお問い合わせください。',
        '',
        '何卒よろしくお願い申し上げます。',
        '',
        '────────────────────',
        '佐藤 花子',
        '────────────────────',
      ].join('\n'),
    });
  });

  it('addresses ご担当者様 and leaves out every missing part when all fields are empty', () => {
    expect(buildMail('request', EMPTY_MAIL_FORM, 'ja')).toEqual({
      subject: '【ご依頼】ご対応のお願い',
      body: [
        'ご担当者様',
        '',
        'いつもお世話になっております。',
        '',
        'お願いしたいことがあり、ご連絡いたしました。',
        '',
        'お忙しいところ誠に恐縮ですが、ご対応いただけますと幸いです。',
        'ご不明な点がございましたら、お気軽にお問い合わせください。',
        '',
        '何卒よろしくお願い申し上げます。',
      ].join('\n'),
    });
  });

  it('writes the company and ご担当者様 when only the company is known', () => {
    const body = buildMail('thanks', { ...EMPTY_MAIL_FORM, companyName: 'ABC株式会社' }, 'ja').body;
    expect(body.startsWith('ABC株式会社\nご担当者様\n\n')).toBe(true);
  });

  it('does not double the honorific a user typed', () => {
    const body = buildMail('report', { ...FULL, recipientName: '山田様' }, 'ja').body;
    expect(body).toContain('\n山田様\n');
    expect(body).not.toContain('様様');
  });

  it('keeps the subject out of the reminder sentence when it is empty', () => {
    const mail = buildMail('reminder', { ...FULL, subject: '' }, 'ja');
    expect(mail.subject).toBe('【リマインド】先日ご連絡した件について');
    expect(mail.body).toContain('先日ご連絡いたしました件につきまして、その後いかがでしょうか。');
  });

  it('writes natural English with the name in the greeting and the sign-off', () => {
    const mail = buildMail(
      'thanks',
      { ...FULL, recipientName: 'Ms. Smith', senderName: 'Ken' },
      'en',
    );
    expect(mail.subject).toBe('Thank you: 見積書送付');
    expect(mail.body.startsWith('Dear Ms. Smith,\n\n')).toBe(true);
    expect(mail.body.endsWith('With sincere thanks,\nKen')).toBe(true);
  });

  it.each([
    [{ recipientName: 'John' }, 'Dear John,'],
    [{ companyName: 'Acme' }, 'Dear Acme Team,'],
    [{}, 'Dear Sir or Madam,'],
  ])('greets %o in English with %s', (fields, greeting) => {
    const body = buildMail('request', { ...EMPTY_MAIL_FORM, ...fields }, 'en').body;
    expect(body.split('\n')[0]).toBe(greeting);
  });

  // Every scene, language and combination of empty fields: no placeholder, bracket or gap left.
  const keys = Object.keys(EMPTY_MAIL_FORM) as (keyof MailForm)[];
  const combinations: MailForm[] = Array.from({ length: 2 ** keys.length }, (_, mask) => {
    const form = { ...EMPTY_MAIL_FORM };
    keys.forEach((key, bit) => {
      if (mask & (1 << bit)) form[key] = FULL[key];
    });
    return form;
  });

  it.each(MAIL_SCENES.flatMap((scene) => LANGUAGES.map((language) => [scene, language] as const)))(
    '%s in %s never leaves a placeholder or a gap, whatever is empty',
    (scene, language) => {
      for (const form of combinations) {
        const mail = buildMail(scene, form, language);
        const text = formatMailText(mail, language);
        expect(text).not.toMatch(/[{}[\]]|undefined|null|\n{3,}/);
        expect(mail.subject.trim()).not.toBe('');
        expect(mail.body).not.toMatch(/^\s|\s$/);
        expect(text).not.toMatch(/「」|様様|の件につきまして、件/);
      }
    },
  );

  it('keeps special characters typed by the user as they are', () => {
    const tricky = '{subject} [x] $& <b>&amp;</b> 🙇';
    const mail = buildMail('report', { ...FULL, customContent: tricky, subject: tricky }, 'ja');
    expect(mail.body).toContain(tricky);
    expect(mail.subject).toBe(`【ご報告】${tricky}`);
  });
});

describe('formatMailText', () => {
  it.each([
    ['ja', '件名：件\n\n本文'],
    ['en', 'Subject: 件\n\n本文'],
  ] as const)('labels the subject in %s', (language, expected) => {
    expect(formatMailText({ subject: '件', body: '本文' }, language)).toBe(expected);
  });
});
