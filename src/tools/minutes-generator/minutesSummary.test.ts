import {
  collectActionItems,
  endsBeforeStart,
  formatAttendees,
  formatTimeRange,
  meetingLengthMinutes,
  namedAttendeeCount,
  parseDuration,
  totalAgendaMinutes,
  type DurationResult,
} from './minutesSummary';
import { createAgendaItem } from './minutesDraft';

describe('parseDuration', () => {
  it.each<[string, DurationResult]>([
    ['', { ok: true, minutes: null }],
    ['  ', { ok: true, minutes: null }],
    ['15', { ok: true, minutes: 15 }],
    ['０', { ok: true, minutes: 0 }],
    ['３０', { ok: true, minutes: 30 }],
    ['30分', { ok: true, minutes: 30 }],
    ['45 min', { ok: true, minutes: 45 }],
    ['1440', { ok: true, minutes: 1440 }],
    ['1441', { ok: false, error: 'too_large' }],
    ['1.5', { ok: false, error: 'invalid' }],
    ['-5', { ok: false, error: 'invalid' }],
    ['half', { ok: false, error: 'invalid' }],
    ['⏰', { ok: false, error: 'invalid' }],
  ])('%j → %o', (raw, expected) => {
    expect(parseDuration(raw)).toEqual(expected);
  });
});

describe('totalAgendaMinutes', () => {
  it('adds the valid durations and ignores blank or invalid ones', () => {
    expect(totalAgendaMinutes([{ duration: '15' }, { duration: '' }, { duration: '３０分' }])).toBe(
      45,
    );
    expect(totalAgendaMinutes([{ duration: 'x' }, { duration: '10' }])).toBe(10);
    expect(totalAgendaMinutes([{ duration: '' }])).toBeNull();
    expect(totalAgendaMinutes([])).toBeNull();
  });
});

describe('meeting times', () => {
  it.each<[string, string, number | null, boolean]>([
    ['10:00', '11:30', 90, false],
    ['09:45', '10:00', 15, false],
    ['10:00', '10:00', null, false],
    ['11:00', '10:00', null, true],
    ['', '10:00', null, false],
    ['10:00', '', null, false],
  ])('%s to %s: %s minutes, ends before start %s', (start, end, length, before) => {
    expect(meetingLengthMinutes(start, end)).toBe(length);
    expect(endsBeforeStart(start, end)).toBe(before);
  });

  it.each<[string, string, 'ja' | 'en', string]>([
    ['10:00', '11:00', 'ja', '10:00〜11:00'],
    ['10:00', '11:00', 'en', '10:00–11:00'],
    ['10:00', '', 'ja', '10:00〜'],
    ['', '11:00', 'en', '–11:00'],
    ['', '', 'ja', ''],
  ])('formatTimeRange(%j, %j, %s) → %j', (start, end, language, expected) => {
    expect(formatTimeRange(start, end, language)).toBe(expected);
  });
});

describe('attendees', () => {
  const attendees = [
    { id: '1', name: '山田 太郎', department: '営業部' },
    { id: '2', name: '  ', department: '総務部' },
    { id: '3', name: 'Hanako', department: '' },
  ];

  it('lists named attendees with their department', () => {
    expect(formatAttendees(attendees, 'ja')).toBe('山田 太郎（営業部）、Hanako');
    expect(formatAttendees(attendees, 'en')).toBe('山田 太郎 (営業部), Hanako');
    expect(formatAttendees([], 'ja')).toBe('');
    expect(namedAttendeeCount(attendees)).toBe(2);
  });
});

describe('collectActionItems', () => {
  it('keeps agenda items with a next action, numbered as in the agenda', () => {
    const agenda = [
      { ...createAgendaItem(), title: '予算', nextAction: '' },
      {
        ...createAgendaItem(),
        title: ' 採用 ',
        nextAction: ' 求人票を作成 ',
        responsible: '鈴木',
        deadline: '2025-02-01',
      },
    ];
    expect(collectActionItems(agenda)).toEqual([
      {
        agendaNumber: 2,
        agendaTitle: '採用',
        nextAction: '求人票を作成',
        responsible: '鈴木',
        deadline: '2025-02-01',
      },
    ]);
  });
});
