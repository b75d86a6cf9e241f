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
  WORDING_CASES,
  wordingContext,
  type WordingCase,
} from '../../lib/mail/wordingCases';
import { withExampleDates } from '../../lib/mail/exampleDates';
import { buildMail } from './buildMail';
import { locales } from './locales';
import { EMPTY_MAIL_FORM, MAIL_SCENES, type MailForm, type MailScene } from './mailScenes';

const JA: MailContext = {
  sender: EXAMPLE_SENDER.ja,
  salutation: { title: 'none', familyPart: null },
  english: englishNameDefaults({ name: '', company: '' }, EXAMPLE_SENDER.ja),
};

/** The form's own examples (its placeholders without 例:, dated from today), per scene and language. */
function example(scene: MailScene, field: 'subject' | 'customContent', language: Language) {
  const text = locales[language].examples[scene][field].replace(/^(例：|e\.g\. )/, '');
  return withExampleDates(text, new Date(), language);
}

function formFor(scene: MailScene, wordingCase: WordingCase, language: Language): MailForm {
  return {
    recipientName: exampleRecipientName(wordingCase, language),
    companyName: exampleRecipientCompany(wordingCase, language),
    subject: exampleSubject(wordingCase, language, example(scene, 'subject', language)),
    customContent: exampleContent(wordingCase, language, {
      ja: example(scene, 'customContent', 'ja'),
      en: example(scene, 'customContent', 'en'),
    }),
  };
}

/** Scenes that say nothing without their content: what is requested, apologised for, checked, reported. */
const CONTENT_REQUIRED: ReadonlySet<MailScene> = new Set([
  'request',
  'apology',
  'confirmation',
  'report',
  'transfer',
  'paymentReminder',
  'reschedule',
]);

describe('buildMail wording', () => {
  it('every scene × input × language: zero findings of the mail linter', () => {
    const findings = MAIL_SCENES.flatMap((scene) =>
      WORDING_CASES.flatMap((wordingCase) =>
        LANGUAGES.flatMap((language) => {
          const form = formFor(scene, wordingCase, language);
          const mail = buildMail(scene, form, language, wordingContext(wordingCase, language));
          const requiredBlank = CONTENT_REQUIRED.has(scene) && form.customContent.trim() === '';
          const problems = lintMail(mail, language, { requiredBlank });
          if (mail.subject.trim() === '') problems.push({ rule: 'empty subject', excerpt: '' });
          return describeProblems(`${scene}/${wordingCase}/${language}`, problems);
        }),
      ),
    );
    expect(findings.length, `${findings.length} findings:\n${findings.join('\n')}`).toBe(0);
  });
});

/** An English context whose Latin-letter names are those typed, as the form prefills them. */
function englishContext(
  salutation: MailContext['salutation'],
  recipient = { name: '', company: '' },
  sender = EXAMPLE_SENDER.en,
): MailContext {
  return { sender, salutation, english: englishNameDefaults(recipient, sender) };
}

describe('buildMail', () => {
  it('writes a complete Japanese request mail', () => {
    const form = formFor('request', 'filled', 'ja');
    expect(buildMail('request', form, 'ja', JA)).toEqual({
      subject: '【ご依頼】資料のご送付について',
      body: [
        '株式会社サンプル',
        '山田 太郎様',
        '',
        'いつもお世話になっております。',
        'テック株式会社 営業部の佐藤でございます。',
        '',
        '資料のご送付をお願いしたく、ご連絡いたしました。',
        '',
        '来週の社内会議で使用するため、製品カタログを3部お送りいただきたく存じます。',
        '',
        'お忙しいところ誠に恐縮ですが、ご対応いただけますと幸いです。',
        'ご不明な点がございましたら、お手数ですがお知らせください。',
        '',
        '何卒よろしくお願い申し上げます。',
        '',
        ...EXAMPLE_SIGNATURE_JA,
      ].join('\n'),
    });
  });

  it('shows where the request goes when its content is blank (見積書送付, 田中様)', () => {
    const form = {
      ...EMPTY_MAIL_FORM,
      recipientName: '田中様',
      companyName: '株式会社ABC',
      subject: '見積書送付',
    };
    expect(buildMail('request', form, 'ja', JA)).toEqual({
      subject: '【ご依頼】お見積書のご送付について',
      body: [
        '株式会社ABC',
        '田中様',
        '',
        'いつもお世話になっております。',
        'テック株式会社 営業部の佐藤でございます。',
        '',
        'お見積書のご送付をお願いしたく、ご連絡いたしました。',
        '',
        '（ご依頼の内容をご記入ください）',
        '',
        'お忙しいところ誠に恐縮ですが、ご対応いただけますと幸いです。',
        'ご不明な点がございましたら、お手数ですがお知らせください。',
        '',
        '何卒よろしくお願い申し上げます。',
        '',
        ...EXAMPLE_SIGNATURE_JA,
      ].join('\n'),
      gaps: [
        { field: 'customContent', reason: 'blank', marker: '（ご依頼の内容をご記入ください）' },
      ],
    });
  });

  it('addresses ご担当者様 and leaves out every missing optional part when all fields are empty', () => {
    const context = { ...JA, sender: EMPTY_MAIL_SENDER };
    // No sender: the 名乗り and the signature are placeholders, each with its notice.
    expect(buildMail('thanks', EMPTY_MAIL_FORM, 'ja', context)).toEqual({
      subject: 'ご対応の御礼',
      body: [
        'ご担当者様',
        '',
        'いつもお世話になっております。',
        '（差出人の会社名・お名前をご記入ください）でございます。',
        '',
        'このたびは、ご丁寧にご対応いただき、誠にありがとうございました。',
        '',
        '略儀ながら、まずはメールにて御礼申し上げます。',
        '今後ともどうぞよろしくお願いいたします。',
        '',
        '（署名欄：会社名・お名前・連絡先をご記入ください）',
      ].join('\n'),
      gaps: [
        {
          field: 'senderName',
          reason: 'blank',
          marker: '（差出人の会社名・お名前をご記入ください）',
        },
        {
          field: 'senderName',
          reason: 'blank',
          marker: '（署名欄：会社名・お名前・連絡先をご記入ください）',
        },
      ],
    });
    // In English too: the sign-off asks for the name.
    const english = buildMail('thanks', EMPTY_MAIL_FORM, 'en', {
      ...JA,
      sender: EMPTY_MAIL_SENDER,
      english: englishNameDefaults({ name: '', company: '' }, EMPTY_MAIL_SENDER),
    });
    expect(english.body.endsWith('With many thanks,\n[Your name and company]')).toBe(true);
    expect(english.gaps).toEqual([
      { field: 'senderName', reason: 'blank', marker: '[Your name and company]' },
    ]);
  });

  // Every scene with the two subjects of the issue: one form (【tag】…について) for all, the act
  // in its polite form for whoever does it, and no request for the budget itself.
  it.each([
    ['request', '【ご依頼】お見積書のご送付について', '【ご依頼】来期の予算について'],
    ['thanks', '【御礼】お見積書のご送付について', '【御礼】来期の予算について'],
    ['apology', '【お詫び】お見積書の送付について', '【お詫び】来期の予算について'],
    [
      'confirmation',
      '【ご確認のお願い】お見積書の送付について',
      '【ご確認のお願い】来期の予算について',
    ],
    ['report', '【ご報告】お見積書の送付について', '【ご報告】来期の予算について'],
    ['reminder', '【再度のご連絡】お見積書のご送付について', '【再度のご連絡】来期の予算について'],
  ] as const)('%s: 見積書送付 → %s, 来期の予算 → %s', (scene, estimate, budget) => {
    expect(buildMail(scene, { ...EMPTY_MAIL_FORM, subject: '見積書送付' }, 'ja', JA).subject).toBe(
      estimate,
    );
    expect(buildMail(scene, { ...EMPTY_MAIL_FORM, subject: '来期の予算' }, 'ja', JA).subject).toBe(
      budget,
    );
  });

  it.each([
    ['request', 'お見積りの件', '【ご依頼】お見積りについて', 'お見積りをお願いしたく、'],
    [
      'request',
      '資料送付のお願い',
      '【ご依頼】資料のご送付について',
      '資料のご送付をお願いしたく、',
    ],
    ['request', '【ご依頼】見積書送付', '【ご依頼】お見積書のご送付について', 'お見積書のご送付'],
    [
      'apology',
      '「納品の遅れ」について',
      '【お詫び】納品の遅れについて',
      '納品の遅れにつきまして、',
    ],
    ['report', '進捗のご報告', '【ご報告】進捗について', '進捗につきまして、ご報告いたします。'],
    ['reminder', 'お見積りの件', '【再度のご連絡】お見積りについて', 'お見積りにつきまして、'],
    ['thanks', '本件', '【御礼】本件について', '本件につきまして、'],
  ] as const)('%s with the subject %s: %s', (scene, subject, expectedSubject, sentence) => {
    const mail = buildMail(scene, { ...EMPTY_MAIL_FORM, subject }, 'ja', JA);
    expect(mail.subject).toBe(expectedSubject);
    expect(mail.body).toContain(sentence);
  });

  it.each([
    ['request', 'ご依頼の内容をご記入ください'],
    ['apology', '経緯と今後の対応をご記入ください'],
    ['confirmation', 'ご確認いただきたい内容をご記入ください'],
    ['report', 'ご報告の内容をご記入ください'],
  ] as const)('marks the blank content of %s as （%s）', (scene, instruction) => {
    const mail = buildMail(scene, EMPTY_MAIL_FORM, 'ja', JA);
    expect(mail.body).toContain(`\n\n（${instruction}）\n\n`);
    expect(mail.gaps).toEqual([
      { field: 'customContent', reason: 'blank', marker: `（${instruction}）` },
    ]);
  });

  it.each(['thanks', 'reminder'] as const)('writes %s whole without content', (scene) => {
    const mail = buildMail(scene, EMPTY_MAIL_FORM, 'ja', JA);
    expect(mail.gaps).toBeUndefined();
    expect(mail.body).not.toContain('ご記入ください');
  });

  it('does not ask again after content that asks, nor close twice', () => {
    const asks = {
      ...EMPTY_MAIL_FORM,
      customContent: '今月末までにお送りいただけますと幸いです。',
    };
    expect(buildMail('request', asks, 'ja', JA).body).toContain(
      '今月末までにお送りいただけますと幸いです。\n\nお忙しいところ誠に恐縮ですが、何卒よろしくお願い申し上げます。\n',
    );
    const closes = {
      ...EMPTY_MAIL_FORM,
      customContent:
        'いつもお世話になっております。\n資料をお送りいただけますでしょうか。\nよろしくお願いいたします。',
    };
    const body = buildMail('request', closes, 'ja', JA).body;
    expect(body.match(/お世話になっております/g)).toHaveLength(1);
    expect(body).toContain('資料をお送りいただけますでしょうか。\n\nお忙しいところ誠に恐縮ですが');
    expect(body).not.toContain('よろしくお願いいたします。');
  });

  it('closes an apology with 取り急ぎメールにてお詫び申し上げます, not 略儀ながら', () => {
    const body = buildMail('apology', formFor('apology', 'filled', 'ja'), 'ja', JA).body;
    expect(body).toContain('取り急ぎメールにてお詫び申し上げます。\n\n────');
    expect(body).not.toContain('略儀ながら');
    expect(buildMail('thanks', EMPTY_MAIL_FORM, 'ja', JA).body).toContain('略儀ながら');
  });

  it.each([
    ['山田様', '株式会社サンプル', '株式会社サンプル\n山田様\n'],
    ['山田さん', '株式会社サンプル', '株式会社サンプル\n山田様\n'],
    ['山田殿', '株式会社サンプル', '株式会社サンプル\n山田様\n'],
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
    const sender = { ...EXAMPLE_SENDER.en, department: '', tel: '', email: '' };
    const recipient = { name: 'Taro Yamada', company: '' };
    const mail = buildMail(
      'thanks',
      { ...EMPTY_MAIL_FORM, recipientName: 'Taro Yamada', subject: 'the workshop' },
      'en',
      englishContext({ title: 'mr', familyPart: null }, recipient, sender),
    );
    expect(mail.subject).toBe('Thank you: the workshop');
    expect(mail.body.startsWith('Dear Mr. Yamada,\n\n')).toBe(true);
    expect(mail.body.endsWith('With many thanks,\nHanako Sato\nTech Inc.')).toBe(true);
  });

  it.each([
    [{ recipientName: 'Yamada Taro' }, { title: 'ms', familyPart: 'first' }, 'Dear Ms. Yamada,'],
    [{ recipientName: 'Taro Yamada' }, { title: 'none', familyPart: null }, 'Dear Taro Yamada,'],
    [{ recipientName: 'Tanaka 様' }, { title: 'mr', familyPart: null }, 'Dear Mr. Tanaka,'],
    [{ companyName: 'Acme' }, { title: 'mr', familyPart: null }, 'Dear Acme Team,'],
    [{}, { title: 'mr', familyPart: null }, 'Dear Sir or Madam,'],
  ] as const)('greets %o (%o) with %s', (fields, salutation, greeting) => {
    const form = { ...EMPTY_MAIL_FORM, ...fields };
    const recipient = { name: form.recipientName, company: form.companyName };
    const body = buildMail('request', form, 'en', englishContext(salutation, recipient)).body;
    expect(body.split('\n')[0]).toBe(greeting);
  });

  it('writes the names typed in Latin letters for the English mail, never the Japanese', () => {
    const form = {
      recipientName: '田中 一郎様',
      companyName: '株式会社ABC',
      subject: 'the quotation',
      customContent: 'Could you send us the quotation by Friday?',
    };
    const context: MailContext = {
      sender: EXAMPLE_SENDER.ja,
      salutation: { title: 'mr', familyPart: null },
      english: {
        recipientName: 'Ichiro Tanaka',
        recipientCompany: 'ABC Corporation',
        senderName: 'Hanako Sato',
        senderCompany: 'Tech Inc.',
        senderDepartment: '',
      },
    };
    const mail = buildMail('request', form, 'en', context);
    expect(mail.body.startsWith('Dear Mr. Tanaka,\n')).toBe(true);
    expect(mail.body).toContain('Best regards,\nHanako Sato\nTech Inc.\nTel: 03-1234-5678');
    expect(mail.gaps).toBeUndefined();
  });

  it('writes marked placeholders, not Japanese, where the English names are missing', () => {
    const form = {
      recipientName: '田中様',
      companyName: '株式会社ABC',
      subject: '見積書送付',
      customContent: 'お見積書をお送りください。',
    };
    const mail = buildMail(
      'request',
      form,
      'en',
      englishContext(
        { title: 'mr', familyPart: null },
        { name: '田中様', company: '株式会社ABC' },
        EXAMPLE_SENDER.ja,
      ),
    );
    expect(mail.subject).toBe('Request: [Subject in English]');
    expect(mail.body).toContain("Dear [Recipient's name in Latin letters],\n");
    expect(mail.body).toContain('\n[Write your request in English here]\n');
    expect(mail.body).toContain(
      'Best regards,\n[Your name in Latin letters]\n[Your company in English]',
    );
    expect(mail.body).not.toMatch(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u);
    expect(mail.gaps?.map((gap) => [gap.field, gap.reason])).toEqual([
      ['englishRecipientName', 'notEnglish'],
      ['englishSenderName', 'notEnglish'],
      ['englishSenderCompany', 'notEnglish'],
      ['subject', 'notEnglish'],
      ['customContent', 'notEnglish'],
    ]);
  });

  it('keeps special characters typed by the user as they are', () => {
    const tricky = '{subject} [x] $& <b>&amp;</b> 🙇';
    const form = { ...EMPTY_MAIL_FORM, customContent: tricky, subject: tricky };
    const mail = buildMail('report', form, 'ja', JA);
    expect(mail.body).toContain(tricky);
    expect(mail.subject).toBe(`【ご報告】${tricky}について`);
  });

  it('says each set phrase once: the template leaves out what the user’s text says already', () => {
    const form = {
      ...formFor('request', 'filled', 'ja'),
      customContent:
        '製品カタログを3部お送りください。ご不明な点がございましたら、お手数ですが担当の鈴木までお知らせください。',
    };
    const body = buildMail('request', form, 'ja', JA).body;
    expect(body.match(/ご不明な点/g)).toHaveLength(1);
    expect(body.match(/お手数/g)).toHaveLength(1);
    expect(body).toContain('\nお忙しいところ誠に恐縮ですが、何卒よろしくお願い申し上げます。\n');
  });

  it('always ends with the closing: a closing the user wrote goes last, said once', () => {
    const form = {
      ...formFor('thanks', 'filled', 'ja'),
      customContent:
        'おかげさまで、社内の検討を予定どおり進めることができました。\n引き続きご指導のほど、よろしくお願いいたします。',
    };
    const body = buildMail('thanks', form, 'ja', JA).body;
    const main = body.slice(0, body.indexOf('────'));
    expect(main.trimEnd().endsWith('引き続きご指導のほど、よろしくお願いいたします。')).toBe(true);
    expect(main.match(/よろしくお願い/g)).toHaveLength(1);
    expect(main).toContain('略儀ながら、まずはメールにて御礼申し上げます。');
    // A bare closing typed anywhere is the mail's own: it stands once, at the end.
    const bare = buildMail(
      'request',
      { ...form, customContent: 'よろしくお願いいたします。\n製品カタログを3部お送りください。' },
      'ja',
      JA,
    ).body;
    expect(bare.match(/よろしくお願い/g)).toHaveLength(1);
  });

  // The scenes a Japanese office needs besides, each with its own set phrases (the issue: users
  // picked a wrong scene, and 年末挨拶 came out as 「【御礼】年末のご挨拶について」).
  it.each([
    [
      'yearEnd',
      '年末のご挨拶（テック株式会社）',
      ['本年も残りわずかとなりました。', '良いお年をお迎えください。'],
    ],
    [
      'newYear',
      '新年のご挨拶（テック株式会社）',
      [
        'あけましておめでとうございます。',
        '旧年中は',
        'ご健勝とご多幸を心よりお祈り申し上げます。',
      ],
    ],
    [
      'transfer',
      '異動のご挨拶（テック株式会社）',
      [
        'このたびの人事異動により、貴社の担当を離れることとなりました。',
        '在任中はひとかたならぬお世話になり',
        '略儀ながらメールにてご挨拶申し上げます。',
      ],
    ],
    [
      'arrival',
      '着任のご挨拶（テック株式会社）',
      [
        'このたび、貴社の担当として着任いたしました、テック株式会社 営業部の佐藤 花子と申します。',
        '前任者同様',
      ],
    ],
    [
      'decline',
      '新サービスのご提案についてのお返事',
      ['今回は見送らせていただくこととなりました。', 'ご期待に沿えず誠に申し訳ございませんが'],
    ],
    [
      'paymentReminder',
      '【お支払いのお願い】11月分のご請求について',
      [
        'ご入金を確認できておりません。',
        '本メールと行き違いでお支払いいただいておりましたら、ご容赦ください。',
      ],
    ],
    [
      'reschedule',
      '【日程変更のお願い】定例会について',
      [
        '誠に勝手ながら、変更をお願いしたく、ご連絡いたしました。',
        'こちらの都合で大変申し訳ございません。',
      ],
    ],
  ] as const)('%s: its own subject and set phrases, in Japanese', (scene, subject, phrases) => {
    const mail = buildMail(scene, formFor(scene, 'filled', 'ja'), 'ja', JA);
    expect(mail.subject).toBe(subject);
    for (const phrase of phrases) expect(mail.body).toContain(phrase);
    expect(mail.gaps).toBeUndefined();
  });

  it.each([
    [
      'yearEnd',
      'Season’s greetings from Tech Inc.',
      'As the year draws to a close',
      'Warm regards,',
    ],
    ['newYear', 'Happy New Year from Tech Inc.', 'Happy New Year!', 'Best wishes,'],
    ['transfer', 'A change of contact at Tech Inc.', 'I am moving to a new role', 'Best regards,'],
    [
      'arrival',
      'Your new contact at Tech Inc.',
      'I am pleased to introduce myself as your new contact',
      'Best regards,',
    ],
    [
      'decline',
      'Regarding your new service',
      'we have decided not to proceed at this time',
      'Kind regards,',
    ],
    [
      'paymentReminder',
      'Payment reminder: invoice INV-0012',
      'we have not yet received payment for invoice INV-0012',
      'Best regards,',
    ],
    [
      'reschedule',
      'Request to reschedule: our weekly meeting',
      'I am writing to ask whether we could reschedule our weekly meeting.',
      'Best regards,',
    ],
  ] as const)('%s: its own subject and wording, in English', (scene, subject, phrase, closing) => {
    const context = englishContext(
      { title: 'mr', familyPart: null },
      { name: 'Taro Yamada', company: 'Sample Co., Ltd.' },
    );
    const mail = buildMail(scene, formFor(scene, 'filled', 'en'), 'en', context);
    expect(mail.subject).toBe(subject);
    expect(mail.body).toContain(phrase);
    expect(mail.body).toContain(`\n${closing}\nHanako Sato`);
  });

  it('asks for what a transfer, a payment reminder and a rescheduling cannot do without', () => {
    for (const [scene, marker] of [
      ['transfer', '（後任の方のお名前と、担当が替わる日をご記入ください）'],
      ['paymentReminder', '（ご請求金額とお支払い期日をご記入ください）'],
      ['reschedule', '（当初の日時と、変更後の候補日時をご記入ください）'],
    ] as const) {
      const mail = buildMail(scene, { ...EMPTY_MAIL_FORM, recipientName: '田中' }, 'ja', JA);
      expect(mail.body).toContain(marker);
      expect(mail.gaps).toEqual([{ field: 'customContent', reason: 'blank', marker }]);
    }
  });
});
