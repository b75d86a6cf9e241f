import type { Language } from '../i18n/types';
import { politeMatter, type MatterActor } from './politeMatter';
import { subjectMatter } from './subjectMatter';

/**
 * The subject of every scene of the three mail tools, written down once: its form, and how the
 * matter the user typed is read into it.
 *
 * One form for every tagged scene: 【tag】 + matter + について (【ご依頼】お見積書のご送付について,
 * 【御礼】来期の予算について). A tag never meets お願い (【ご依頼】…のお願い says it twice, and
 * 【ご依頼】来期の予算のお願い asks for the budget itself), and no scene cuts the matter to a bare
 * noun while another keeps について. Untagged scenes name their act (…のご紹介, …のご提案,
 * …日程のご相談).
 *
 * How a typed subject is read ("reading"):
 * - matter: a tag typed before it (【ご依頼】), quotes, 。, endings that only say "about" (の件,
 *   について) and the scene's own endings (のお願い in a request) come off; then an act typed as a
 *   bare compound takes its polite form for whoever does it (`actor`): 見積書送付 → お見積書の
 *   ご送付 when the recipient sends it, お見積書の送付 when we do (see politeMatter.ts);
 * - meeting: read as a matter, then …に関するお打ち合わせ unless it already names a meeting
 *   (来期の予算 → 来期の予算に関するお打ち合わせ; 定例会 stays);
 * - name: a product or service: only the "about" endings come off, the name is never changed.
 * English subjects take the typed text without its tag, quotes and endings.
 */
export type SubjectReading = 'matter' | 'meeting' | 'name';

export interface SubjectRule {
  reading: SubjectReading;
  actor: MatterActor;
  /** Endings this scene's subject says already: taken off what the user typed. */
  endings: readonly string[];
  /**
   * The subject with the matter, then without it (fillSubject syntax: {matter}, {senderCompany};
   * the second may list fallbacks one per line).
   */
  ja: readonly [withMatter: string, without: string];
  en: readonly [withMatter: string, without: string];
}

const SENT_BY = '[（{senderCompany}）]';

export const SUBJECT_RULES = {
  /** Business mail templates (mail-template). */
  mail: {
    request: {
      reading: 'matter',
      actor: 'recipient',
      endings: ['のお願い', 'のご依頼', 'お願い', 'ご依頼', '依頼'],
      ja: ['【ご依頼】{matter}について', 'ご対応のお願い'],
      en: ['Request: {matter}', 'Request for your assistance'],
    },
    thanks: {
      reading: 'matter',
      actor: 'recipient',
      endings: ['の御礼', 'のお礼', '御礼', 'お礼'],
      ja: ['【御礼】{matter}について', 'ご対応の御礼'],
      en: ['Thank you: {matter}', 'Thank you'],
    },
    apology: {
      reading: 'matter',
      actor: 'sender',
      endings: ['のお詫び', 'お詫び'],
      ja: ['【お詫び】{matter}について', 'ご迷惑をおかけしたお詫び'],
      en: ['Apology: {matter}', 'Our apologies'],
    },
    confirmation: {
      reading: 'matter',
      actor: 'either',
      endings: ['のご確認のお願い', 'ご確認のお願い', 'のご確認', 'ご確認', 'の確認', '確認'],
      ja: ['【ご確認のお願い】{matter}について', 'ご確認のお願い'],
      en: ['Please confirm: {matter}', 'Request for confirmation'],
    },
    report: {
      reading: 'matter',
      actor: 'sender',
      endings: ['のご報告', 'ご報告', 'の報告', '報告'],
      ja: ['【ご報告】{matter}について', 'ご報告'],
      en: ['Update: {matter}', 'Status update'],
    },
    reminder: {
      reading: 'matter',
      actor: 'recipient',
      endings: ['のリマインド', 'リマインド', 'の再送', '再送'],
      ja: ['【再度のご連絡】{matter}について', '【再度のご連絡】先日お送りしたメールについて'],
      en: ['Following up: {matter}', 'Following up on my previous email'],
    },
    // Greetings name themselves and who sends them; the matter (what the year was about, the
    // post left or taken up) goes in the body only.
    yearEnd: {
      reading: 'matter',
      actor: 'either',
      endings: ['のご挨拶', 'ご挨拶', 'の挨拶', '挨拶'],
      ja: [`年末のご挨拶${SENT_BY}`, `年末のご挨拶${SENT_BY}`],
      en: ['Season’s greetings[ from {senderCompany}]', 'Season’s greetings'],
    },
    newYear: {
      reading: 'matter',
      actor: 'either',
      endings: ['のご挨拶', 'ご挨拶', 'の挨拶', '挨拶'],
      ja: [`新年のご挨拶${SENT_BY}`, `新年のご挨拶${SENT_BY}`],
      en: ['Happy New Year[ from {senderCompany}]', 'Happy New Year'],
    },
    transfer: {
      reading: 'matter',
      actor: 'either',
      endings: ['のご挨拶', 'ご挨拶', 'の挨拶', '挨拶', 'の担当', '担当'],
      ja: [`異動のご挨拶${SENT_BY}`, `異動のご挨拶${SENT_BY}`],
      en: ['A change of contact[ at {senderCompany}]', 'A change of contact'],
    },
    arrival: {
      reading: 'matter',
      actor: 'either',
      endings: ['のご挨拶', 'ご挨拶', 'の挨拶', '挨拶', 'の担当', '担当'],
      ja: [`着任のご挨拶${SENT_BY}`, `着任のご挨拶${SENT_BY}`],
      en: ['Your new contact[ at {senderCompany}]', 'Your new contact'],
    },
    decline: {
      reading: 'matter',
      actor: 'recipient',
      endings: ['のお断り', 'お断り', 'の辞退', '辞退', 'のご回答', 'ご回答', 'の回答', '回答'],
      ja: ['{matter}についてのお返事', 'ご案内についてのお返事'],
      en: ['Regarding {matter}', 'Regarding your proposal'],
    },
    paymentReminder: {
      reading: 'matter',
      actor: 'recipient',
      endings: ['のお支払いのお願い', 'お支払いのお願い', 'の督促', '督促', 'の催促', '催促'],
      ja: ['【お支払いのお願い】{matter}について', 'お支払いのお願い'],
      en: ['Payment reminder: {matter}', 'Payment reminder'],
    },
    reschedule: {
      reading: 'meeting',
      actor: 'either',
      endings: [
        'の日程変更のお願い',
        '日程変更のお願い',
        'の日程変更',
        '日程変更',
        'の変更',
        '変更',
      ],
      ja: ['【日程変更のお願い】{matter}について', '【日程変更のお願い】お約束の日程について'],
      en: ['Request to reschedule: {matter}', 'Request to reschedule our meeting'],
    },
  },
  /** Sales mail templates (sales-mail-template): the matter is the product or service. */
  sales: {
    initial: {
      reading: 'name',
      actor: 'either',
      endings: [],
      ja: [`{matter}のご紹介${SENT_BY}`, `弊社サービスのご紹介${SENT_BY}`],
      en: [
        'Introducing {matter}[ from {senderCompany}]',
        'Introducing {senderCompany}\nA brief introduction',
      ],
    },
    followup: {
      reading: 'name',
      actor: 'either',
      endings: [],
      ja: ['先日ご案内した{matter}について', '先日のご案内について'],
      en: ['Following up on {matter}', 'Following up'],
    },
    meeting: {
      reading: 'name',
      actor: 'either',
      endings: [],
      ja: ['{matter}に関するお打ち合わせのお願い', 'お打ち合わせのお願い'],
      en: ['Meeting request: {matter}', 'Meeting request'],
    },
    thanks: {
      reading: 'name',
      actor: 'either',
      endings: [],
      ja: [`お打ち合わせの御礼${SENT_BY}`, `お打ち合わせの御礼${SENT_BY}`],
      en: ['Thank you for meeting with us', 'Thank you for meeting with us'],
    },
    proposal: {
      reading: 'name',
      actor: 'either',
      endings: [],
      ja: [`{matter}のご提案${SENT_BY}`, `貴社へのご提案${SENT_BY}`],
      en: ['Proposal: {matter}', 'Our proposal'],
    },
  },
  /** Appointment requests (appointment-template): the matter is the meeting's title. */
  appointment: {
    appointment: {
      reading: 'meeting',
      actor: 'either',
      // 「新サービスのご相談」: the subject says ご相談 itself (…お打ち合わせ日程のご相談).
      endings: [
        'の日程調整のお願い',
        '日程調整のお願い',
        'の日程調整',
        '日程調整',
        'のご相談',
        'ご相談',
        'の相談',
        '相談',
      ],
      ja: ['{matter}日程のご相談', 'お打ち合わせ日程のご相談'],
      en: ['Scheduling a meeting: {matter}', 'Scheduling a meeting'],
    },
  },
} as const satisfies Record<string, Record<string, SubjectRule>>;

/** Names that already say "a meeting": 定例会, 新サービスご紹介のお打ち合わせ, Kickoff MTG. */
const MEETING_NOUN =
  /(打ち合わせ|打合せ|打ち合せ|ミーティング|MTG|会議|面談|商談|定例会|説明会|報告会|検討会|勉強会|懇親会|研修|セミナー|面接|ご挨拶|ワークショップ|デモ|キックオフ)$/u;

/** The matter of a scene as its Japanese or English sentences and subject write it. */
export function readMatter(rule: SubjectRule, typed: string, language: Language): string {
  if (language === 'en') return subjectMatter(typed);
  const matter = subjectMatter(typed, rule.endings);
  if (rule.reading === 'name' || matter === '') return matter;
  const polite = politeMatter(matter, rule.actor);
  if (rule.reading === 'meeting' && !MEETING_NOUN.test(polite)) {
    return `${polite}に関するお打ち合わせ`;
  }
  return polite;
}

/** The scene's subject as a fillSubject template: the form with the matter, then without. */
export function subjectTemplate(rule: SubjectRule, language: Language): string {
  return rule[language].join('\n');
}
