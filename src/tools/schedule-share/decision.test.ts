import ICAL from 'ical.js';
import {
  buildDecisionCalendarLink,
  buildDecisionIcs,
  buildDecisionNotice,
  type DecidedPoll,
} from './decision';

const POLL: DecidedPoll = {
  title: '定例会議🙇‍♂️',
  description: '第3四半期の振り返り, 予算; 次期計画',
  option: {
    id: 'o1',
    kind: 'time',
    date_time: '2026-12-01T05:00:00Z',
    end_time: '2026-12-01T06:30:00Z',
    label: '本社3F 会議室A',
  },
};
const NOW = new Date('2026-11-23T03:00:00Z');

describe('buildDecisionIcs', () => {
  it('is read back by ical.js with every field, CONFIRMED', () => {
    const { fileName, content } = buildDecisionIcs(POLL, NOW, 'uid-1@office-toolbox', 'ja')!;
    expect(fileName).toBe('定例会議🙇‍♂️.ics');
    const vevent = new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent('vevent');
    expect(vevent).not.toBeNull();
    const event = new ICAL.Event(vevent!);
    expect(event.summary).toBe(POLL.title);
    expect(event.description).toBe(POLL.description);
    expect(event.location).toBe('本社3F 会議室A');
    expect(event.uid).toBe('uid-1@office-toolbox');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-01T06:30:00.000Z');
    expect(vevent!.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('gives an option without an end one hour', () => {
    const poll = { ...POLL, option: { ...POLL.option, end_time: null, label: null } };
    const vevent = new ICAL.Component(
      ICAL.parse(buildDecisionIcs(poll, NOW, 'u', 'ja')!.content),
    ).getFirstSubcomponent('vevent');
    const event = new ICAL.Event(vevent!);
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-01T06:00:00.000Z');
    expect(vevent!.getFirstPropertyValue('location')).toBeNull();
  });
});

describe('buildDecisionCalendarLink', () => {
  it('links Google Calendar to the decided slot in UTC', () => {
    const url = new URL(buildDecisionCalendarLink(POLL, 'ja') ?? '');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(POLL.title);
    expect(url.searchParams.get('dates')).toBe('20261201T050000Z/20261201T063000Z');
    expect(url.searchParams.get('location')).toBe('本社3F 会議室A');
  });
});

describe('buildDecisionNotice', () => {
  it('writes a polite Japanese notice with the slot, place and link', () => {
    const mail = buildDecisionNotice(POLL, 'ja', 'https://example.com/schedule-share/abc');
    expect(mail.subject).toBe('【日程確定】定例会議🙇‍♂️');
    expect(mail.body).toContain('■日時：12月1日(火) 14:00〜15:30（日本時間）');
    expect(mail.body).toContain('■場所・備考：本社3F 会議室A');
    expect(mail.body).toContain('https://example.com/schedule-share/abc');
    expect(mail.body.startsWith('各位\n\n')).toBe(true);
  });

  it('leaves out the place and link lines when there are none, in English', () => {
    const poll = { ...POLL, option: { ...POLL.option, label: null } };
    const mail = buildDecisionNotice(poll, 'en', null);
    expect(mail.subject).toBe('Date confirmed: 定例会議🙇‍♂️');
    expect(mail.body).toContain('Date and time: Tue, Dec 1, 14:00–15:30 (Japan time)');
    expect(mail.body).not.toContain('Place');
    expect(mail.body).not.toContain('calendar links');
    expect(mail.body).not.toMatch(/\n\n\n/);
  });
});

/** The same poll decided on a candidate of another kind. */
const decidedOn = (option: Partial<DecidedPoll['option']>): DecidedPoll => ({
  ...POLL,
  option: { ...POLL.option, end_time: null, ...option },
});
const MIDNIGHT_DEC_7 = '2026-12-06T15:00:00Z';

describe('candidates without a clock time', () => {
  it.each([
    ['afternoon', 'ja', '定例会議🙇‍♂️（午後）'],
    ['afternoon', 'en', '定例会議🙇‍♂️ (afternoon)'],
    ['evening', 'ja', '定例会議🙇‍♂️（夜）'],
    ['all_day', 'ja', '定例会議🙇‍♂️'],
    ['day', 'en', '定例会議🙇‍♂️'],
  ] as const)(
    '%s (%s): a one-day event on the date in Japan, titled %s',
    (kind, language, title) => {
      const poll = decidedOn({ kind, date_time: MIDNIGHT_DEC_7 });
      const ics = buildDecisionIcs(poll, NOW, 'u', language);
      const vevent = new ICAL.Component(ICAL.parse(ics?.content ?? '')).getFirstSubcomponent(
        'vevent',
      );
      const event = new ICAL.Event(vevent!);
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe('2026-12-07');
      expect(event.endDate.toString()).toBe('2026-12-08');
      expect(event.summary).toBe(title);
      expect(event.location).toBe('本社3F 会議室A');
      const url = new URL(buildDecisionCalendarLink(poll, language) ?? '');
      expect(url.searchParams.get('dates')).toBe('20261207/20261208');
      expect(url.searchParams.get('text')).toBe(title);
    },
  );

  it('a text candidate has no calendar file and no Google link', () => {
    const poll = decidedOn({ kind: 'text', date_time: null, label: 'オンラインで随時' });
    expect(buildDecisionIcs(poll, NOW, 'u', 'ja')).toBeNull();
    expect(buildDecisionCalendarLink(poll, 'ja')).toBeNull();
  });

  it.each([
    [
      { kind: 'afternoon', date_time: MIDNIGHT_DEC_7 },
      'ja',
      ['■日時：12月7日(月) 午後', '■場所・備考：本社3F 会議室A'],
      ['日本時間', '決定内容'],
    ],
    [
      { kind: 'text', date_time: null, label: 'オンラインで随時' },
      'ja',
      ['■決定内容：オンラインで随時'],
      ['■日時', '■場所・備考'],
    ],
    [
      { kind: 'text', date_time: null, label: 'Any weekday' },
      'en',
      ['Decided: Any weekday'],
      ['Date and time', 'Japan time', 'Place'],
    ],
    [
      { kind: 'time', date_time: '2026-12-01T05:00:00Z', end_time: '2026-12-01T16:00:00Z' },
      'ja',
      ['■日時：12月1日(火) 14:00〜翌01:00（日本時間）'],
      ['決定内容'],
    ],
  ] as const)('the notice for %j in %s', (option, language, present, absent) => {
    const mail = buildDecisionNotice(decidedOn(option), language, null);
    for (const text of present) expect(mail.body).toContain(text);
    for (const text of absent) expect(mail.body).not.toContain(text);
    expect(mail.body).not.toMatch(/\n\n\n/);
  });
});
