/**
 * Wording a generated business mail must never contain: doubled 件 or honorifics, empty quotes,
 * 二重敬語 and other phrases a careful Japanese office worker would not send to a customer, and the
 * gaps an empty field can leave (a line starting with a particle, two blank lines in a row).
 * The mail tools' tests run every scene through this list; each pattern has its own test case.
 */
export interface MailProblem {
  rule: string;
  /** The line (or the text around the match) where the rule was broken. */
  excerpt: string;
}

interface Rule {
  name: string;
  pattern: RegExp;
}

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
];

function excerptAround(text: string, index: number): string {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const end = text.indexOf('\n', index);
  const line = text.slice(start, end < 0 ? undefined : end);
  return line.trim() === ''
    ? JSON.stringify(text.slice(Math.max(0, index - 20), index + 20))
    : line;
}

/** Every rule the text breaks, with the line where it does. */
export function findMailProblems(text: string): MailProblem[] {
  const problems: MailProblem[] = [];
  for (const rule of RULES) {
    const match = rule.pattern.exec(text);
    if (match) problems.push({ rule: rule.name, excerpt: excerptAround(text, match.index) });
  }
  return problems;
}

/** The rule names, for a test that each one is exercised. */
export const MAIL_PROBLEM_RULES: readonly string[] = RULES.map((rule) => rule.name);
