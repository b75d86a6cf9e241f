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
import { buildMail } from './buildMail';
import { locales } from './locales';
import { EMPTY_MAIL_FORM, MAIL_SCENES, type MailForm, type MailScene } from './mailScenes';

const JA: MailContext = {
  sender: EXAMPLE_SENDER.ja,
  salutation: { title: 'none', familyPart: null },
};

/** The form's own examples (its placeholders without 例:), per scene and language. */
function example(scene: MailScene, field: 'subject' | 'customContent', language: Language) {
  return locales[language].examples[scene][field].replace(/^(例: |e\.g\. )/, '');
}

function formFor(scene: MailScene, wordingCase: WordingCase, language: Language): MailForm {
  const filled: MailForm = {
    recipientName: exampleRecipientName(wordingCase, language),
    companyName: exampleRecipientCompany(wordingCase, language),
    subject: example(scene, 'subject', language),
    customContent: example(scene, 'customContent', language),
  };
  if (wordingCase === 'optionalBlank') return { ...EMPTY_MAIL_FORM };
  if (wordingCase === 'subjectEndsIn件') return { ...filled, subject: 'お見積りの件' };
  return filled;
}

describe('buildMail wording', () => {
  it.each(
    MAIL_SCENES.flatMap((scene) =>
      WORDING_CASES.flatMap((wordingCase) =>
        LANGUAGES.map((language) => [scene, wordingCase, language] as const),
      ),
    ),
  )(
    '%s, %s, in %s: no doubled 件 or 様, no empty 「」, no 二重敬語, no gap',
    (scene, c, language) => {
      const mail = buildMail(
        scene,
        formFor(scene, c, language),
        language,
        wordingContext(c, language),
      );
      expect(mailWordingProblems(mail, language)).toEqual([]);
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.body).not.toMatch(/^\s|\s$/);
    },
  );
});

describe('buildMail', () => {
  it('writes a complete Japanese request mail', () => {
    const form = formFor('request', 'filled', 'ja');
    expect(buildMail('request', form, 'ja', JA)).toEqual({
      subject: '【ご依頼】資料のご送付のお願い',
      body: [
        '株式会社サンプル',
        '山田 太郎様',
        '',
        'いつもお世話になっております。',
        'テック株式会社 営業部の佐藤でございます。',
        '',
        '資料のご送付につきまして、お願いしたいことがございまして、ご連絡いたしました。',
        '',
        '来週の社内会議で使用するため、製品カタログを3部お送りいただきたく存じます。',
        '',
        'お忙しいところ誠に恐縮ですが、ご対応いただけますと幸いです。',
        'ご不明な点がございましたら、お手数ですがお知らせください。',
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

  it('addresses ご担当者様 and leaves out every missing part when all fields are empty', () => {
    const context = { ...JA, sender: EMPTY_MAIL_SENDER };
    expect(buildMail('request', EMPTY_MAIL_FORM, 'ja', context)).toEqual({
      subject: '【ご依頼】ご対応のお願い',
      body: [
        'ご担当者様',
        '',
        'いつもお世話になっております。',
        '',
        'お願いしたいことがございまして、ご連絡いたしました。',
        '',
        'お忙しいところ誠に恐縮ですが、ご対応いただけますと幸いです。',
        'ご不明な点がございましたら、お手数ですがお知らせください。',
        '',
        '何卒よろしくお願い申し上げます。',
      ].join('\n'),
    });
  });

  it.each([
    ['request', 'お見積りの件', '【ご依頼】お見積りのお願い', 'お見積りにつきまして、'],
    ['request', '資料送付のお願い', '【ご依頼】資料送付のお願い', '資料送付につきまして、'],
    [
      'apology',
      '「納品の遅れ」について',
      '【お詫び】納品の遅れについて',
      '納品の遅れにつきまして、',
    ],
    ['report', '進捗のご報告', '【ご報告】進捗について', '進捗につきまして、ご報告いたします。'],
    ['reminder', 'お見積りの件', '【再度のご連絡】お見積りについて', 'お見積りにつきまして、'],
    ['thanks', '本件', '【御礼】本件', '本件につきまして、'],
  ] as const)('%s with the subject %s: %s', (scene, subject, expectedSubject, sentence) => {
    const mail = buildMail(scene, { ...EMPTY_MAIL_FORM, subject }, 'ja', JA);
    expect(mail.subject).toBe(expectedSubject);
    expect(mail.body).toContain(sentence);
  });

  it.each([
    ['山田様', '株式会社サンプル', '株式会社サンプル\n山田様\n'],
    ['山田部長', '株式会社サンプル', '株式会社サンプル\n山田部長\n'],
    ['', '株式会社サンプル 御中', '株式会社サンプル\nご担当者様\n'],
  ])('addresses %s at %s without a second honorific', (recipientName, companyName, block) => {
    const body = buildMail(
      'report',
      { ...EMPTY_MAIL_FORM, recipientName, companyName },
      'ja',
      JA,
    ).body;
    expect(body.startsWith(block)).toBe(true);
  });

  it('never asks the recipient to "feel free to inquire" in a mail that asks something of them', () => {
    for (const scene of ['request', 'confirmation', 'reminder'] as const) {
      expect(buildMail(scene, formFor(scene, 'filled', 'ja'), 'ja', JA).body).not.toContain(
        'お気軽に',
      );
    }
  });

  it('greets in natural English with the chosen title and the sender’s sign-off', () => {
    const context: MailContext = {
      sender: { ...EXAMPLE_SENDER.en, department: '', tel: '', email: '' },
      salutation: { title: 'mr', familyPart: null },
    };
    const mail = buildMail(
      'thanks',
      { ...EMPTY_MAIL_FORM, recipientName: 'Taro Yamada', subject: 'the workshop' },
      'en',
      context,
    );
    expect(mail.subject).toBe('Thank you: the workshop');
    expect(mail.body.startsWith('Dear Mr. Yamada,\n\n')).toBe(true);
    expect(mail.body.endsWith('With many thanks,\nHanako Sato\nTech Inc.')).toBe(true);
  });

  it.each([
    [{ recipientName: 'Yamada Taro' }, { title: 'ms', familyPart: 'first' }, 'Dear Ms. Yamada,'],
    [{ recipientName: 'Taro Yamada' }, { title: 'none', familyPart: null }, 'Dear Taro Yamada,'],
    [{ companyName: 'Acme' }, { title: 'mr', familyPart: null }, 'Dear Acme Team,'],
    [{}, { title: 'mr', familyPart: null }, 'Dear Sir or Madam,'],
  ] as const)('greets %o (%o) with %s', (fields, salutation, greeting) => {
    const context = { sender: EMPTY_MAIL_SENDER, salutation };
    const body = buildMail('request', { ...EMPTY_MAIL_FORM, ...fields }, 'en', context).body;
    expect(body.split('\n')[0]).toBe(greeting);
  });

  it('keeps special characters typed by the user as they are', () => {
    const tricky = '{subject} [x] $& <b>&amp;</b> 🙇';
    const form = { ...EMPTY_MAIL_FORM, customContent: tricky, subject: tricky };
    const mail = buildMail('report', form, 'ja', JA);
    expect(mail.body).toContain(tricky);
    expect(mail.subject).toBe(`【ご報告】${tricky}について`);
  });
});
