import { politeMatter, type MatterActor } from './politeMatter';

describe('politeMatter', () => {
  it.each([
    ['見積書送付', 'recipient', 'お見積書のご送付'],
    ['見積書送付', 'sender', 'お見積書の送付'],
    ['見積書送付', 'either', 'お見積書の送付'],
    ['見積書の送付', 'recipient', 'お見積書のご送付'],
    ['資料送付', 'recipient', '資料のご送付'],
    ['内容確認', 'recipient', '内容のご確認'],
    ['3月分の請求書の送付', 'recipient', '3月分の請求書のご送付'],
    ['見積もり', 'sender', 'お見積もり'],
    ['見積', 'recipient', 'お見積り'],
    ['送付', 'recipient', 'ご送付'],
    ['打ち合わせの日時', 'either', 'お打ち合わせの日時'],
    // Left as typed: no act at the end, or the act is polite already, or part of a word.
    ['来期の予算', 'recipient', '来期の予算'],
    ['プロジェクトの進捗', 'sender', 'プロジェクトの進捗'],
    ['資料のご送付', 'recipient', '資料のご送付'],
    ['お見積書ご送付', 'recipient', 'お見積書ご送付'],
    ['再送付', 'recipient', '再送付'],
    ['日程調整', 'recipient', '日程調整'],
    ['新サービスのご紹介', 'either', '新サービスのご紹介'],
    ['the product catalogue', 'recipient', 'the product catalogue'],
    ['', 'recipient', ''],
  ] as const)('%s (%s) → %s', (matter, actor: MatterActor, expected) => {
    expect(politeMatter(matter, actor)).toBe(expected);
  });
});
