import type { Language } from '../i18n/types';
import { findMailProblems, MAIL_PROBLEM_RULES } from './mailProblems';

// One text that breaks each rule (taken from mails the tools used to write, or could write when a
// field is empty), the rule it must be caught by, and the mail's language when not Japanese.
const BAD: readonly (readonly [string, string] | readonly [string, string, Language])[] = [
  ['「お見積りの件」の件につきまして', '「…件」の件'],
  ['お見積りの件の件で', 'の件の件'],
  ['【リマインド】本件の件について', '件の件'],
  ['お見積りについてについて', 'について repeated'],
  ['見積書送付のお願いのお願い', 'のお願い repeated'],
  ['山田様様', '様様'],
  ['山田 太郎様 様', '様 様'],
  ['株式会社サンプル御中様', '御中 with 様'],
  ['株式会社サンプル 御中\n山田 太郎様', '御中 with 様'],
  ['山田さん様', 'さん/殿 with 様'],
  ['山田部長様', '役職 with 様'],
  ['「」の件につきまして', 'empty 「」'],
  ['「　」の件につきまして', '「」 with only spaces'],
  ['regarding "" as discussed', 'empty English quotes'],
  ['詳細をご説明させていただくお時間を頂戴できますと幸いです。', 'させていただく…頂戴'],
  ['ご提案させていただきたく存じます。', 'させていただきたく存じます'],
  ['ご提案をさせていただきたく、ご連絡いたしました。', 'させていただきたく'],
  ['先日おっしゃられた件', 'おっしゃられ'],
  ['資料を拝見させていただきました。', '拝見させていただ'],
  ['資料をご覧になられましたか。', 'ご覧になられ'],
  ['弊社にお越しになられる際は', 'お越しになられ'],
  ['お見えになられました', 'お見えになられ'],
  ['貴社へお伺いさせていただきます。', 'お伺いさせていただ'],
  ['資料をご拝読ください。', 'ご拝読・ご拝見'],
  ['お召し上がりになられてください', 'お召し上がりになられ'],
  ['ご連絡を差し上げました。', 'ご連絡を差し上げ'],
  ['ご苦労様でございます。', 'ご苦労様'],
  ['承知の上、了解しました。', '了解しました'],
  ['格別のご高配を賜り', '格別のご高配 (too grand for a mail)'],
  ['いつもお世話になっております。\nの佐藤でございます。', 'line starting with a particle'],
  [
    'いつもお世話になっております。\nにつきまして、ご連絡いたしました。',
    'line starting with a particle',
  ],
  ['本文\n、ご確認ください。', 'line starting with punctuation'],
  ['ご確認ください。。', 'doubled punctuation'],
  ['Thank you for your help with .', 'space before punctuation'],
  ['オンライン（）にて', 'doubled punctuation'],
  ['一\n\n\n二', 'two blank lines in a row'],
  ['一\n \n\u3000\n二', 'two blank lines in a row'],
  ['I would like to  meet you.', 'doubled space'],
  ['Dear ,', 'Dear without a name'],
  ['Dear Mr. ,', 'Dear without a name'],
  ['{companyName}様', 'left-over placeholder'],
  ['Dear 山田様,', 'Japanese honorific in an English greeting'],
  // Subjects: the form of each scene, and what a typed subject becomes.
  ['件名：【ご依頼】見積書送付のお願い', 'ご依頼 and お願い in one subject'],
  ['件名：【御礼】見積書送付\n\n本文', 'tagged subject cut to a bare noun'],
  ['件名：【ご確認のお願い】お打ち合わせの日時', 'tagged subject cut to a bare noun'],
  ['件名：来期の予算のお願い', 'お願い of a thing, not of an action'],
  ['資料送付につきまして、ご連絡いたしました。', 'matter typed as a bare compound (見積書送付)'],
  // Set phrases twice, or out of their scene.
  [
    '今月末までにお送りいただけますと幸いです。\n\nお忙しいところ恐縮ですが、ご対応いただけますと幸いです。',
    'set phrase echoed in the next sentence',
  ],
  [
    'どのようなことでもお気軽にお尋ねください。\nご説明もいたしますので、お申し付けください。',
    'set phrase echoed in the next sentence',
  ],
  [
    'いつもお世話になっております。\n本文\nいつもお世話になっております。',
    'お世話になっております twice',
  ],
  [
    '改めてのご説明もいたしますので、お申し付けください。\n30分ほど、オンラインにてご説明いたします。',
    'ご説明 offered and then stated',
  ],
  ['誠に申し訳ございません。\n略儀ながらメールにて失礼いたします。', '略儀ながら in an apology'],
  [
    '12月3日(水) 14:00のお打ち合わせでは、誠にありがとうございました。',
    'clock time in a thank-you',
  ],
  ['Thank you for meeting with us on Wednesday, December 3 at 2 PM.', 'clock time in a thank-you'],
  // A blank content field: the mail announces its matter, then closes.
  [
    'お願いしたいことがございまして、ご連絡いたしました。\n\nお忙しいところ誠に恐縮ですが、',
    'announced matter followed by nothing',
  ],
  [
    '進捗につきまして、ご報告いたします。\n\nご不明な点がございましたら',
    'announced matter followed by nothing',
  ],
  [
    'I am writing to ask for your help with the catalogue.\n\nI know you are busy',
    'announced matter followed by nothing',
  ],
  // The cases of the mails read for the issue on languages (each failed on the earlier tools).
  ['日時は2026年12月3日(水)14:00〜です。', 'weekday does not match its date'],
  ['How about Wednesday, December 3, 2026?', 'weekday does not match its date', 'en'],
  [
    'ご不明な点がございましたら、お知らせください。\nご不明な点がございましたら、お手数ですがお知らせください。',
    'set phrase said twice in one mail',
  ],
  [
    'いつもお世話になっております。\n\nご検討のほどよろしくお願いいたします。\n\n略儀ながら、まずはメールにて御礼申し上げます。\n今後ともどうぞよろしくお願いいたします。',
    'set phrase said twice in one mail',
  ],
  [
    'いつもお世話になっております。\n佐藤でございます。\n\n資料をお送りします。よろしくお願いいたします。\n\nご不明な点がございましたら、お知らせください。\n\n────────────────────────\n佐藤',
    'closing not last',
  ],
  [
    'お見積書のご送付につきまして、お願いしたいことがございまして、ご連絡いたしました。',
    'roundabout request opener (お願いしたいことがございまして)',
  ],
  [
    '件名：【御礼】年末のご挨拶について',
    'greeting or notice under another scene’s tag (【御礼】年末のご挨拶について)',
  ],
  ['件名：新サービスのご相談に関するお打ち合わせ日程のご相談', 'ご相談 twice in a line'],
  ['新年あけましておめでとうございます。', '新年あけまして (said twice)'],
  [
    '貴社の課題解決に向けたご提案がございまして、ご連絡いたしました。\n\nつきましては、改めて詳細をご説明する機会をいただけますと幸いです。',
    'announced matter followed by nothing',
  ],
  ['Request: 来期の予算', 'Japanese in an English mail', 'en'],
  ['Dear 田中,', 'Japanese in an English mail', 'en'],
];

describe('findMailProblems', () => {
  it.each(BAD)('catches %j as %s', (text, rule, language = 'ja') => {
    expect(findMailProblems(text, language).map((problem) => problem.rule)).toContain(rule);
  });

  it('has a failing example for every rule', () => {
    const exercised = new Set(BAD.map(([, rule]) => rule));
    expect(MAIL_PROBLEM_RULES.filter((rule) => !exercised.has(rule))).toEqual([]);
  });

  it.each([
    '株式会社サンプル\n山田 太郎様\n\nいつもお世話になっております。\nテック株式会社 営業部の佐藤でございます。',
    'お見積りにつきまして、ご確認いただきたい点がございます。',
    'もしご関心をお持ちいただけましたら、お知らせください。',
    'では、よろしくお願いいたします。\nなお、資料は添付いたしました。',
    '様々なご意見をいただきました。',
    'Dear Mr. Yamada,\n\nThank you for your time on Dec. 3.\n\nBest regards,\nHanako Sato',
    '山田部長\n営業部 部長 山田様',
    '件名：【ご依頼】お見積書のご送付について',
    '件名：【ご依頼】来期の予算について',
    '件名：お見積書ご送付のお願い',
    '件名：クラウド勤怠管理システムに関するお打ち合わせのお願い\n\n日程調整のお願い',
    '誠にありがとうございました。\n略儀ながら、まずはメールにて御礼申し上げます。',
    '本来であれば直接お伺いしてお詫びすべきところ、取り急ぎメールにてお詫び申し上げます。',
    '2026年12月3日(木)のお打ち合わせでは、お忙しい中お時間をいただき、誠にありがとうございました。',
    'お願いしたいことがございまして、ご連絡いたしました。\n\n（ご依頼の内容をご記入ください）\n\nお忙しいところ誠に恐縮ですが、',
    '日時は2026年12月3日(木)14:00〜です。',
    'いつもお世話になっております。\n佐藤でございます。\n\n資料をお送りします。\n\nご検討のほどよろしくお願いいたします。\n\n────────────────────────\n佐藤',
  ])('passes the well-written %j', (text) => {
    expect(findMailProblems(text)).toEqual([]);
  });

  it.each([
    'Subject: Request: the product catalogue\n\nDear Mr. Tanaka,',
    'Dear [Recipient’s name in Latin letters],\n\nI am writing to ask for your help.\n\n[Write your request here]\n\nI know you are busy',
  ])('passes the well-written English %j', (text) => {
    expect(findMailProblems(text, 'en')).toEqual([]);
  });

  it('points at the line that breaks the rule', () => {
    expect(findMailProblems('一行目\n山田様様\n三行目')).toEqual([
      { rule: '様様', excerpt: '山田様様' },
    ]);
  });
});
