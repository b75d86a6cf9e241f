import { LANGUAGES } from '../i18n/types';
import { fillSubject } from './fillTemplate';
import { findMailProblems } from './mailProblems';
import { readMatter, SUBJECT_RULES, subjectTemplate, type SubjectRule } from './subjectRules';

const ALL_RULES: [string, SubjectRule][] = Object.entries(SUBJECT_RULES).flatMap(([tool, rules]) =>
  Object.entries(rules).map(([scene, rule]): [string, SubjectRule] => [`${tool}.${scene}`, rule]),
);

describe('SUBJECT_RULES', () => {
  it.each(ALL_RULES)('%s: one form, no doubled お願い, no bare noun after a tag', (_, rule) => {
    // A product is a name, never rewritten: it is tried with names only.
    const typings =
      rule.reading === 'name'
        ? ['クラウド勤怠管理システム', '勤怠管理システムの件', '']
        : ['見積書送付', '来期の予算', 'お見積りの件', ''];
    for (const typed of typings) {
      const matter = readMatter(rule, typed, 'ja');
      const subject = fillSubject(subjectTemplate(rule, 'ja'), {
        matter,
        senderCompany: 'テック株式会社',
      });
      expect(subject).not.toBe('');
      expect(findMailProblems(`件名：${subject}`, 'ja')).toEqual([]);
    }
  });

  it.each(ALL_RULES)(
    '%s has a subject in both languages, with and without the matter',
    (_, rule) => {
      for (const language of LANGUAGES) {
        const [withMatter] = rule[language];
        const subject = fillSubject(subjectTemplate(rule, language), { matter: 'X' });
        if (withMatter.includes('{matter}')) expect(subject).toContain('X');
        expect(fillSubject(subjectTemplate(rule, language), {})).not.toBe('');
      }
    },
  );
});

describe('readMatter', () => {
  const { request, apology, confirmation } = SUBJECT_RULES.mail;
  const { initial } = SUBJECT_RULES.sales;
  const { appointment } = SUBJECT_RULES.appointment;
  it.each([
    [request, '見積書送付', 'お見積書のご送付'],
    [request, '【ご依頼】見積書送付のお願い', 'お見積書のご送付'],
    [request, '見積依頼', 'お見積り'],
    [request, '来期の予算', '来期の予算'],
    [apology, '見積書送付', 'お見積書の送付'],
    [apology, '納品遅延のお詫び', '納品遅延'],
    [confirmation, '内容のご確認', '内容'],
    [initial, '勤怠管理システムの件', '勤怠管理システム'],
    [initial, '見積書送付', '見積書送付'],
    [appointment, '来期の予算', '来期の予算に関するお打ち合わせ'],
    [appointment, '定例会の日程調整', '定例会'],
    [appointment, '打ち合わせ', 'お打ち合わせ'],
    [appointment, 'Kickoff MTG', 'Kickoff MTG'],
  ] as const)('%#: %s → %s', (rule, typed, expected) => {
    expect(readMatter(rule, typed, 'ja')).toBe(expected);
  });

  it('reads an English subject without its tag or quotes, and never rewrites it', () => {
    expect(readMatter(request, 'Re: "the quotation"', 'en')).toBe('the quotation');
    expect(readMatter(appointment, 'Product demo', 'en')).toBe('Product demo');
  });
});
