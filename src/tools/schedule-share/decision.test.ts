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
    date_time: '2026-12-01T05:00:00Z',
    end_time: '2026-12-01T06:30:00Z',
    label: '本社3F 会議室A',
  },
};
const NOW = new Date('2026-11-23T03:00:00Z');

describe('buildDecisionIcs', () => {
  it('is read back by ical.js with every field, CONFIRMED', () => {
    const { fileName, content } = buildDecisionIcs(POLL, NOW, 'uid-1@office-toolbox');
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
      ICAL.parse(buildDecisionIcs(poll, NOW, 'u').content),
    ).getFirstSubcomponent('vevent');
    const event = new ICAL.Event(vevent!);
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-01T06:00:00.000Z');
    expect(vevent!.getFirstPropertyValue('location')).toBeNull();
  });
});

describe('buildDecisionCalendarLink', () => {
  it('links Google Calendar to the decided slot in UTC', () => {
    const url = new URL(buildDecisionCalendarLink(POLL) ?? '');
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
    expect(mail.body).toContain('■日時：12月1日(火) 14:00〜15:30');
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
