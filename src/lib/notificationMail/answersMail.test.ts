import { composeAnswersMail, effectiveChanges } from './answersMail.ts';
import { renderText } from './blocks.ts';
import type { AnswerChange, AnswerState, AnswersPayload } from './payloads.ts';

const A = 'a0000000-0000-4000-8000-000000000001';
const B = 'b0000000-0000-4000-8000-000000000002';

const state = (
  name: string,
  answers: AnswerState['answers'],
  comment: string | null = null,
): AnswerState => ({ name, comment, answers });

function payload(changes: AnswerChange[], more = 0): AnswersPayload {
  return {
    recipient_name: '山田 太郎',
    poll: { id: 'poll-1', title: '12月の営業会議' },
    options: {
      // Listed in time order whatever the ids' order.
      [B]: { kind: 'time', date_time: '2026-12-02T01:00:00Z', end_time: null, label: null },
      [A]: {
        kind: 'time',
        date_time: '2026-12-01T05:00:00Z',
        end_time: '2026-12-01T06:00:00Z',
        label: '本社3F',
      },
    },
    changes: Object.fromEntries(changes.map((change, index) => [`r${index}`, change])),
    more,
  };
}

const textOf = (mail: ReturnType<typeof composeAnswersMail>) =>
  mail ? renderText(mail.blocks, 'ja') : '';

describe('effectiveChanges', () => {
  it.each<[string, AnswerChange, boolean]>([
    ['a new answer', { seq: 0, before: null, after: state('田中', { [A]: 'yes' }) }, true],
    ['a withdrawn answer', { seq: 0, before: state('田中', { [A]: 'yes' }), after: null }, true],
    [
      'a changed mark',
      { seq: 0, before: state('田中', { [A]: 'yes' }), after: state('田中', { [A]: 'no' }) },
      true,
    ],
    [
      'a changed comment only',
      {
        seq: 0,
        before: state('田中', { [A]: 'yes' }),
        after: state('田中', { [A]: 'yes' }, '遅れます'),
      },
      true,
    ],
    [
      'a new name only',
      { seq: 0, before: state('田中', { [A]: 'yes' }), after: state('田中 一郎', { [A]: 'yes' }) },
      true,
    ],
    [
      'sent again unchanged',
      { seq: 0, before: state('田中', { [A]: 'yes' }), after: state('田中', { [A]: 'yes' }) },
      false,
    ],
    ['added and withdrawn within the batch', { seq: 0, before: null, after: null }, false],
    [
      'an empty comment is no comment',
      {
        seq: 0,
        before: state('田中', { [A]: 'yes' }, null),
        after: state('田中', { [A]: 'yes' }, ''),
      },
      false,
    ],
  ])('%s: told %s', (_name, change, told) => {
    expect(effectiveChanges(payload([change]))).toHaveLength(told ? 1 : 0);
  });

  it('keeps the order in which respondents first changed', () => {
    const changes = effectiveChanges(
      payload([
        { seq: 2, before: null, after: state('三番目', { [A]: 'yes' }) },
        { seq: 0, before: null, after: state('一番目', { [A]: 'yes' }) },
        { seq: 1, before: null, after: state('二番目', { [A]: 'yes' }) },
      ]),
    );
    expect(changes.map((change) => change.after?.name)).toEqual(['一番目', '二番目', '三番目']);
  });
});

describe('composeAnswersMail', () => {
  it('lists a new answer option by option in time order, with its comment', () => {
    const mail = composeAnswersMail(
      payload([
        {
          seq: 0,
          before: null,
          after: state('田中 一郎', { [B]: 'no', [A]: 'maybe' }, '午後なら伺えます。'),
        },
      ]),
      'ja',
      'https://example.jp/schedule-share?poll=poll-1',
    );
    expect(mail?.subject).toBe('【日程調整】「12月の営業会議」に新しい回答が届きました（1件）');
    expect(textOf(mail)).toContain(
      [
        '■新しい回答（1件）',
        '・田中 一郎様',
        '\u300012月1日(火) 14:00〜15:00（本社3F）：△',
        '\u300012月2日(水) 10:00：×',
        '\u3000コメント：午後なら伺えます。',
      ].join('\n'),
    );
  });

  it('shows only the options whose mark changed, before → after', () => {
    const mail = composeAnswersMail(
      payload([
        {
          seq: 0,
          before: state('佐藤', { [A]: 'maybe', [B]: 'yes' }),
          after: state('佐藤', { [A]: 'yes', [B]: 'yes' }),
        },
        { seq: 1, before: state('鈴木', { [A]: 'no' }), after: null },
      ]),
      'ja',
      'https://example.jp/p',
    );
    expect(mail?.subject).toBe('【日程調整】「12月の営業会議」の回答が更新されました（2件）');
    const text = textOf(mail);
    expect(text).toContain(
      '■変更された回答（1件）\n・佐藤様\n\u300012月1日(火) 14:00〜15:00（本社3F）：△ → ○\n',
    );
    expect(text).not.toContain('12月2日(水) 10:00：○ → ○');
    expect(text).toContain('■取り消された回答（1件）\n・鈴木様');
  });

  it('names an option answered for the first time with a dash before it', () => {
    const mail = composeAnswersMail(
      payload([
        {
          seq: 0,
          before: state('佐藤', { [A]: 'yes' }),
          after: state('佐藤', { [A]: 'yes', [B]: 'no' }),
        },
      ]),
      'en',
      'https://example.jp/p',
    );
    expect(mail?.subject).toBe('Answers to "12月の営業会議" have changed (1)');
    expect(renderText(mail?.blocks ?? [], 'en')).toContain('Wed, Dec 2, 10:00: – → No');
  });

  it('counts changes beyond the listed ones and says so', () => {
    const mail = composeAnswersMail(
      payload([{ seq: 0, before: null, after: state('田中', { [A]: 'yes' }) }], 7),
      'ja',
      'https://example.jp/p',
    );
    expect(mail?.subject).toContain('（8件）');
    expect(textOf(mail)).toContain('このほかに7件の回答の変更がございます。');
  });

  it('has nothing to say when every change came back to where it was', () => {
    expect(
      composeAnswersMail(
        payload([
          { seq: 0, before: state('田中', { [A]: 'yes' }), after: state('田中', { [A]: 'yes' }) },
        ]),
        'ja',
        'https://example.jp/p',
      ),
    ).toBeNull();
  });

  it('shortens a long title in the subject but not in the body', () => {
    const long = 'とても長い日程調整のタイトル'.repeat(5);
    const mail = composeAnswersMail(
      {
        ...payload([{ seq: 0, before: null, after: state('田中', { [A]: 'yes' }) }]),
        poll: { id: 'p', title: long },
      },
      'ja',
      'https://example.jp/p',
    );
    expect(mail?.subject).toContain('…」');
    expect(textOf(mail)).toContain(long);
  });
});
