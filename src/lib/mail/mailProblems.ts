import type { Language } from '../i18n/types';
import { findWeekdayMismatches } from '../weekdayCheck';
import { CLOSING, SET_PHRASES } from './echoes';
import { GAP_MARKER_PATTERN } from './mailGaps';

/**
 * Wording a generated business mail must never contain: doubled 件 or honorifics, empty quotes,
 * 二重敬語 and other phrases a careful Japanese office worker would not send to a customer, set
 * phrases said twice or used in the wrong scene, subjects that say a thing twice or ask for the
 * wrong thing, the gaps an empty field can leave (a line starting with a particle, two blank lines
 * in a row, an announced matter followed by nothing), and Japanese in an English mail.
 * The mail tools' tests run every scene through this list; each rule has its own test case.
 */
export interface MailProblem {
  rule: string;
  /** The line (or the text around the match) where the rule was broken. */
  excerpt: string;
}

interface Rule {
  name: string;
  /** A pattern, or a search that gives the index of the first offence (-1: none). */
  pattern: RegExp | ((text: string) => number);
  /** Checked in mails of this language only. */
  language?: Language;
}

/** The sentences of a text in order: split after 。 and at line ends, blank lines skipped. */
function sentences(text: string): { sentence: string; index: number }[] {
  const found: { sentence: string; index: number }[] = [];
  for (const match of text.matchAll(/[^。\n]+。?/gu)) {
    const sentence = match[0].trim();
    if (sentence !== '') found.push({ sentence, index: match.index });
  }
  return found;
}

/**
 * Set phrases that close a sentence. Two sentences in a row closing with the same one read as an
 * echo (「…幸いです。」 then 「…いただけますと幸いです。」), most often where the user's own text
 * meets the template's.
 */
const CLOSING_FAMILIES: readonly RegExp[] = [
  /幸いです。?$/u,
  /よろしくお願い(いたします|申し上げます)。?$/u,
  /ください(ませ)?。?$/u,
  /ありがとうございま(す|した)。?$/u,
  /存じます。?$/u,
  /ご連絡いたしました。?$/u,
];

function echoedClosing(text: string): number {
  const list = sentences(text);
  for (let i = 1; i < list.length; i += 1) {
    const [before, after] = [list[i - 1], list[i]];
    if (!before || !after) continue;
    if (
      CLOSING_FAMILIES.some((family) => family.test(before.sentence) && family.test(after.sentence))
    ) {
      return after.index;
    }
  }
  return -1;
}

/** Two sentences in a row that both speak of ご説明: an offer to explain, then the explanation. */
function explanationTwice(text: string): number {
  const list = sentences(text);
  for (let i = 1; i < list.length; i += 1) {
    const [before, after] = [list[i - 1], list[i]];
    if (before?.sentence.includes('ご説明') && after?.sentence.includes('ご説明')) {
      return after.index;
    }
  }
  return -1;
}

/**
 * Verbal nouns a request can be for (ご送付のお願い, 日程調整のお願い). 「来期の予算のお願い」 asks for the
 * budget itself; 「お見積りのお願い」 names the act of quoting and is fine.
 */
const REQUESTABLE =
  /^[おご]|(送付|提出|返送|返信|回答|確認|手配|記入|署名|押印|捺印|承認|入金|発送|発注|検討|対応|説明|連絡|提供|登録|協力|調整|相談|打ち合わせ|打合せ|面談|参加|出席|訪問|来社|変更|修正|訂正)$/u;

function requestForAThing(text: string): number {
  for (const match of text.matchAll(/([^\n、。「」【】\s：]+)のお願い/gu)) {
    const phrase = match[1] ?? '';
    const word = phrase.slice(phrase.lastIndexOf('の') + 1).replace(/^.*に関する/u, '');
    if (!REQUESTABLE.test(word)) return match.index;
  }
  return -1;
}

/** 「…お詫び申し上げます」 mails close with 取り急ぎ…; 略儀ながら belongs to greetings and thanks. */
function ryakugiInApology(text: string): number {
  const index = text.indexOf('略儀ながら');
  return index >= 0 && /お詫び|申し訳/u.test(text) ? index : -1;
}

/** A set phrase (ご不明な点, お忙しいところ, お手数 …) said twice in one mail. */
function setPhraseTwice(text: string): number {
  const phrases = [...SET_PHRASES, new RegExp(CLOSING.source, 'u')];
  for (const phrase of phrases) {
    const global = new RegExp(phrase.source, 'gu');
    const matches = [...text.matchAll(global)];
    if (matches.length > 1) return matches[1]?.index ?? -1;
  }
  return -1;
}

/**
 * The end of a Japanese mail's body: where its signature starts (a rule line, or the
 * signature's placeholder, which the checks read as ○○ on a line of its own at the end).
 */
function bodyEnd(text: string): number {
  const signature = /^(─{8,}|（署名欄)/mu.exec(text) ?? /\n○○\s*$/u.exec(text);
  return signature ? signature.index : text.length;
}

/**
 * A whole Japanese mail ends with its closing (よろしくお願い申し上げます, お詫び申し上げます …):
 * nothing of the template may follow the user's closing, nor the closing be dropped.
 */
function closingNotLast(text: string): number {
  const end = bodyEnd(text);
  if (end === text.length) return -1;
  const body = text.slice(0, end).trimEnd();
  const lastLine = body.slice(body.lastIndexOf('\n') + 1);
  const closes =
    /(よろしくお願い(いたします|致します|申し上げます)|申し上げます|ご容赦ください|お迎えください)。$/u;
  return closes.test(lastLine) ? -1 : body.lastIndexOf('\n') + 1;
}

/** 件名：【…】 lines: the subject's form, the same in every scene. */
const SUBJECT_RULES: readonly Rule[] = [
  { name: 'ご依頼 and お願い in one subject', pattern: /^件名：[^\n]*ご依頼[^\n]*お願い/mu },
  {
    name: 'tagged subject cut to a bare noun',
    pattern: /^件名：【[^】\n]+】(?![^\n]*(について|に関して)$)[^\n]*$/mu,
  },
  { name: 'お願い of a thing, not of an action', pattern: requestForAThing },
  {
    name: 'greeting or notice under another scene’s tag (【御礼】年末のご挨拶について)',
    pattern:
      /^件名：【(御礼|ご依頼|ご報告|ご確認のお願い|お詫び|再度のご連絡)】[^\n]*(年末|年始|新年|異動|着任|ご挨拶)/mu,
  },
  { name: 'ご相談 twice in a line', pattern: /ご?相談[^\n。]*ご相談/u },
  // 新年 and 明けまして say the same thing (重言): あけましておめでとうございます alone.
  { name: '新年あけまして (said twice)', pattern: /新年(あけ|明け)まして/u },
  {
    name: 'matter typed as a bare compound (見積書送付)',
    pattern:
      /(?<![おご])(見積書|見積もり|見積り|資料|カタログ|請求書|契約書|注文書|書類)(送付|提出|返送|発送|確認|回答)/u,
  },
];

/** Set phrases said twice, or in a scene they do not belong to, and announced matters left out. */
const SCENE_RULES: readonly Rule[] = [
  { name: 'set phrase echoed in the next sentence', pattern: echoedClosing },
  {
    name: 'お世話になっております twice',
    pattern: /お世話になっております[\s\S]*お世話になっております/u,
  },
  { name: 'ご説明 offered and then stated', pattern: explanationTwice },
  { name: 'set phrase said twice in one mail', pattern: setPhraseTwice },
  { name: 'closing not last', pattern: closingNotLast },
  {
    name: 'roundabout request opener (お願いしたいことがございまして)',
    pattern: /につきまして、お願いしたいことがございまして/u,
  },
  { name: '略儀ながら in an apology', pattern: ryakugiInApology },
  {
    name: 'clock time in a thank-you',
    pattern:
      /(\d{1,2}[:：]\d{2}|\d{1,2}時)[^。\n]*(ありがとうございま|御礼)|[Tt]hank you[^\n]*\b\d{1,2}(:\d{2})?\s?(AM|PM|am|pm|a\.m\.|p\.m\.)/u,
  },
  {
    name: 'announced matter followed by nothing',
    pattern:
      /(ございまして、ご連絡いたしました|(お願い|お送り)したく、ご連絡いたしました|ご報告いたします|申し訳ございません|お詫び申し上げます)。\n\n(お忙しいところ|内容に相違|ご不明な点|今後は|今後この|つきましては|ご検討)|(ask for your help|give you an update|confirm a few points|inconvenience caused)[^\n]*\n\n(I know you are busy|Please let me know if you have any questions|Could you please check|We are taking steps)/u,
  },
];

const RULES: readonly Rule[] = [
  // Doubled matter: 件名「お見積りの件」 → 「お見積りの件」の件, お見積りの件の件.
  { name: '「…件」の件', pattern: /件[」』]の件/u },
  { name: 'の件の件', pattern: /の件の件/u },
  { name: '件の件', pattern: /件の件(?!名)/u },
  {
    name: 'について repeated',
    pattern: /(について|につきまして|に関して)(の件)?(について|につきまして|に関して)/u,
  },
  { name: 'のお願い repeated', pattern: /のお願いのお願い|【ご依頼】[^\n]*のご依頼/u },
  // Doubled honorifics: 山田様様, 山田様 様, 御中 + 様, 部長様.
  { name: '様様', pattern: /様様/u },
  { name: '様 様', pattern: /様[ \t\u3000]+様/u },
  {
    name: '御中 with 様',
    pattern: /御中[ \t\u3000]*(\n[^\n]*)?(様|さま|殿)|(様|殿)[ \t\u3000]*御中/u,
  },
  { name: 'さん/殿 with 様', pattern: /(さん|殿|さま)[ \t\u3000]*様/u },
  { name: '役職 with 様', pattern: /(部長|課長|係長|社長|専務|常務|室長|支店長|先生)様/u },
  // Empty quotes left by an empty field.
  { name: 'empty 「」', pattern: /「」|『』/u },
  { name: '「」 with only spaces', pattern: /「[\s\u3000]+」|『[\s\u3000]+』/u },
  { name: 'empty English quotes', pattern: /""|“”|"\s+"/u },
  // 二重敬語 and over-humble phrases.
  { name: 'させていただく…頂戴', pattern: /させていただ[^。\n]*頂戴/u },
  { name: 'させていただきたく存じます', pattern: /させていただきたく存じます/u },
  { name: 'させていただきたく', pattern: /させていただきたく/u },
  { name: 'おっしゃられ', pattern: /おっしゃられ/u },
  { name: '拝見させていただ', pattern: /拝見させていただ/u },
  { name: 'ご覧になられ', pattern: /ご覧になられ/u },
  { name: 'お越しになられ', pattern: /お越しになられ/u },
  { name: 'お見えになられ', pattern: /お見えになられ/u },
  { name: 'お伺いさせていただ', pattern: /お?伺いさせていただ/u },
  { name: 'ご拝読・ご拝見', pattern: /ご拝読|ご拝見/u },
  { name: 'お召し上がりになられ', pattern: /お召し上がりになられ/u },
  // Phrases that cost the sender face with a customer.
  { name: 'ご連絡を差し上げ', pattern: /ご連絡を差し上げ/u },
  { name: 'ご苦労様', pattern: /ご苦労様/u },
  { name: '了解しました', pattern: /了解(しました|いたしました)/u },
  { name: '格別のご高配 (too grand for a mail)', pattern: /格別のご高配/u },
  // Gaps an empty field leaves behind.
  {
    name: 'line starting with a particle',
    pattern:
      /^(?!では|でも|もし|もちろん|ところ|とても|とくに|はじめ|やはり|よりよ)(?:[をがはのへとでにもや]|から|まで|より)/mu,
  },
  { name: 'line starting with punctuation', pattern: /^[、。,.:;：]/mu },
  { name: 'doubled punctuation', pattern: /[、。][、。]|,\s*,|\.\s*\.(?!\.)|（）|\(\)/u },
  { name: 'two blank lines in a row', pattern: /\n[ \t\u3000]*\n[ \t\u3000]*\n/u },
  { name: 'space before punctuation', pattern: /[ \t\u3000][、。,.!?:](?!\d)/u },
  { name: 'doubled space', pattern: /[^\s] {2,}[^\s]/u },
  { name: 'Dear without a name', pattern: /Dear\s*,|Dear (Mr|Ms)\.\s*,/u },
  { name: 'left-over placeholder', pattern: /[{}[\]]|undefined|null|NaN/u },
  { name: 'Japanese honorific in an English greeting', pattern: /^Dear [^\n]*(様|さん|殿|御中)/mu },
  ...SUBJECT_RULES,
  ...SCENE_RULES,
  {
    name: 'Japanese in an English mail',
    pattern:
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fc\uff01-\uff60]/u,
    language: 'en',
  },
];

function excerptAround(text: string, index: number): string {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const end = text.indexOf('\n', index);
  const line = text.slice(start, end < 0 ? undefined : end);
  return line.trim() === ''
    ? JSON.stringify(text.slice(Math.max(0, index - 20), index + 20))
    : line;
}

/**
 * A marked placeholder stands for the words the user will write: the rules read it as a plain
 * noun of the mail's language, so 「（ご依頼の内容をご記入ください）」 breaks none of them by itself.
 */
function withoutMarkers(text: string, language: Language): string {
  return text.replace(GAP_MARKER_PATTERN[language], language === 'ja' ? '○○' : 'XX');
}

const WEEKDAY_RULE = 'weekday does not match its date';

/**
 * Every rule the text breaks, with the line where it does. Dates are read by the site's weekday
 * rule (src/lib/weekdayCheck.ts) as of `now`.
 */
export function findMailProblems(
  text: string,
  language: Language = 'ja',
  now: Date = new Date(),
): MailProblem[] {
  const checked = withoutMarkers(text, language);
  const problems: MailProblem[] = [];
  const weekday = findWeekdayMismatches(checked, now)[0];
  if (weekday) problems.push({ rule: WEEKDAY_RULE, excerpt: weekday.text });
  for (const rule of RULES) {
    if (rule.language && rule.language !== language) continue;
    const index =
      typeof rule.pattern === 'function'
        ? rule.pattern(checked)
        : (rule.pattern.exec(checked)?.index ?? -1);
    if (index >= 0) problems.push({ rule: rule.name, excerpt: excerptAround(checked, index) });
  }
  return problems;
}

/** The rule names, for a test that each one is exercised. */
export const MAIL_PROBLEM_RULES: readonly string[] = [
  ...RULES.map((rule) => rule.name),
  WEEKDAY_RULE,
];
